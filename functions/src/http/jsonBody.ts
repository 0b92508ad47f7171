import type { Request } from 'express';
import { badRequest, HttpError } from './errors';
import { MAX_JSON_NESTING, nestingDepth, repeatedKey } from './jsonText';

/**
 * The JSON body of a POST or PUT. Without a JSON content type express.json() leaves an empty body,
 * and the message about a missing field would mislead: `what` names what to send ('the entry').
 * A key given twice is refused, as the import refuses it: the parsed body holds only the last.
 */
export function requireJsonBody(req: Request, what: string): Record<string, unknown> {
  if (!req.is('application/json')) throw badRequest(`Send ${what} as JSON (Content-Type: application/json)`);
  // The bytes as sent: the Functions runtime keeps them, and so does the app in-process (app.ts).
  const raw = (req as { rawBody?: Buffer }).rawBody;
  if (raw && raw.length > 0) {
    const text = raw.toString('utf8');
    if (nestingDepth(text) > MAX_JSON_NESTING) {
      throw badRequest(`Send ${what} as a JSON object nested at most ${MAX_JSON_NESTING} levels deep`);
    }
    const twice = repeatedKey(text);
    if (twice) {
      // Named by its path, as the api names a field ('en.title'), cut short for a key pasted long.
      const field = twice.path.slice(0, 120);
      const message = `${field}: given twice in ${what}; a JSON reader keeps only the last, so what the first held would be lost`;
      throw new HttpError(400, message, 'invalid-body', field);
    }
  }
  return req.body as Record<string, unknown>;
}
