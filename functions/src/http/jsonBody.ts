import type { Request } from 'express';
import { badRequest } from './errors';

/**
 * The JSON body of a POST or PUT. Without a JSON content type express.json() leaves an empty body,
 * and the message about a missing field would mislead: `what` names what to send ('the entry').
 */
export function requireJsonBody(req: Request, what: string): Record<string, unknown> {
  if (!req.is('application/json')) throw badRequest(`Send ${what} as JSON (Content-Type: application/json)`);
  return req.body as Record<string, unknown>;
}
