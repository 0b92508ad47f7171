import { RevertBodySchema } from '@saint-james/api-contract';
import type { Request } from 'express';
import * as v from 'valibot';
import { badRequest, fieldError, unknownFieldError } from './errors';
import { requireJsonBody } from './jsonBody';

/**
 * A revert's body, {revision, updatedAt}, as an entry's and an activity page's revert read it: a
 * field that is not a string, or one the call does not know, is named (400).
 */
export function readRevertBody(req: Request, what: string): v.InferOutput<typeof RevertBodySchema> {
  const sent = requireJsonBody(req, what);
  // Valibot would read an array as an object with its keys missing: for the caller it is not one.
  const body = v.safeParse(RevertBodySchema, Array.isArray(sent) ? null : sent);
  if (body.success) return body.output;
  const field = v.getDotPath(body.issues[0]) ?? undefined;
  if (field === 'revision' || field === 'updatedAt') {
    const wanted = field === 'revision' ? `the id of one of ${what}’s revisions` : 'the updatedAt the server sent';
    throw fieldError(field, `must be ${wanted} (a string)`);
  }
  if (field) throw unknownFieldError(field, ['revision', 'updatedAt']);
  throw badRequest('Send {revision, updatedAt}: the revision to go back to and the version you loaded');
}
