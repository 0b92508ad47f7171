import type { ErrorBody, ErrorCode, FieldProblem } from '@saint-james/api-contract';
import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { Log } from '../log';
import { allowedMethods } from './allowedMethods';

/** An error that carries the HTTP status, the message the client reads, and its code. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: ErrorCode,
    readonly field?: string,
    readonly problem?: FieldProblem | string,
    /** An import's bad row: its index in the file, and its line (CSV). */
    readonly place?: { index?: number; line?: number },
  ) {
    super(message);
    this.name = 'HttpError';
  }

  /** The JSON answer: message and code, and the field and its problem when there is one. */
  get body(): ErrorBody {
    const body: ErrorBody = { error: this.message, code: this.code };
    if (this.field !== undefined) body.field = this.field;
    if (this.problem !== undefined) body.problem = this.problem;
    if (this.place?.index !== undefined) body.index = this.place.index;
    if (this.place?.line !== undefined) body.line = this.place.line;
    return body;
  }
}

/** 400 about one field: the message starts with the field's name, as the admin reads it. */
export const fieldError = (field: string, why: string, problem?: FieldProblem) =>
  new HttpError(400, `${field}: ${why}`, 'invalid-field', field, problem);

/** 400 for a key a body may not have, naming the ones it may. */
export const unknownFieldError = (field: string, allowed: readonly string[]) =>
  new HttpError(400, `${field}: unknown field (allowed: ${allowed.join(', ')})`, 'unknown-field', field);

export const badRequest = (message: string, code: ErrorCode = 'invalid-body') => new HttpError(400, message, code);

/**
 * A body's failed field check (a map entry's, a page's) as the 400 the caller reads: the message,
 * its code, the field and its problem; a body that is not an object at all is `invalid-body`.
 */
export function invalidFields(check: { field?: string; problem: string; message: string }): HttpError {
  // The body itself is not the object it should be: nothing to name but the body.
  if (check.field === undefined) return badRequest(check.message);
  const code = check.problem === 'unknown-field' ? 'unknown-field' : 'invalid-field';
  return new HttpError(400, check.message, code, check.field, check.problem);
}

/**
 * A 409: someone saved the entry or page (`what`) after the caller loaded it; nothing was written.
 * Says who and when, from the stored copy.
 */
export const staleSave = (what: 'entry' | 'page', by: string, at: string) =>
  new HttpError(
    409,
    `This ${what} was changed by ${by || 'someone else'} at ${at} after you loaded it, so your changes ` +
      `were not saved. Reload the ${what} to see the current version.`,
    'stale-entry',
  );

export const BODY_TOO_LARGE = () => new HttpError(413, 'Request body is too large', 'body-too-large');

/**
 * What no route answered: 404 for a path no endpoint has, 405 (with Allow) for a path one has but
 * not with this method. JSON either way, never the SPA's HTML.
 */
export const unroutedHandler: RequestHandler = (req, res) => {
  // A path the table has, asked with a method it does not route there: 405, with what it takes.
  const allowed = allowedMethods(req.path);
  if (allowed.length > 0 && !(allowed as string[]).includes(req.method)) {
    res
      .status(405)
      .set('Allow', allowed.join(', '))
      .json({
        error: `${req.path} does not take ${req.method} (it takes ${allowed.join(', ')})`,
        code: 'method-not-allowed',
      } satisfies ErrorBody);
    return;
  }
  res.status(404).json({ error: `No API route for ${req.method} ${req.path}`, code: 'not-found' } satisfies ErrorBody);
};

/**
 * What Express and its body parsers throw about the request itself, as the answer the caller reads:
 * the caller sent it, so it is a 4xx, never a 500. Null for anything else.
 */
export function requestError(err: unknown): HttpError | null {
  if (err instanceof HttpError) return err;
  const { status, type } = (err ?? {}) as { status?: unknown; type?: unknown };
  if (typeof status !== 'number' || status < 400 || status > 499) return null;
  // Express decoding a route parameter: a %-escape that is not UTF-8 text.
  if (err instanceof URIError) {
    return new HttpError(400, 'The address has a malformed %-escape (it is not UTF-8 text)', 'invalid-path');
  }
  // express.json() and express.text() (in-process only: in Cloud Functions the runtime parses the body first).
  if (type === 'entity.parse.failed') return new HttpError(400, 'Request body is not valid JSON', 'invalid-json');
  if (status === 413) return BODY_TOO_LARGE();
  if (type === 'charset.unsupported') return new HttpError(415, 'Send the body as UTF-8 text', 'invalid-encoding');
  if (type === 'encoding.unsupported') {
    return new HttpError(415, 'Send the body as UTF-8 text, not compressed', 'invalid-encoding');
  }
  return new HttpError(status, 'The request could not be read', 'invalid-body');
}

/**
 * Firestore giving up on a transaction because other requests kept changing the same documents
 * (gRPC ABORTED, after the client library's own retries): two admins saving one entry at once, a
 * member's clicks in quick succession. The caller sent nothing wrong, and asking again is safe: a
 * map entry's or a page's change is one transaction, so nothing of it was written; an account's
 * deletion, in several steps, may be part done, and asking again completes it.
 */
export const isContention = (err: unknown) => (err as { code?: unknown } | null)?.code === GRPC_ABORTED;
const GRPC_ABORTED = 10;
/** How long a caller waits before asking again after a 503 `busy` (the Retry-After header). */
export const BUSY_RETRY_SECONDS = 1;

/** Every error leaves the API as an ErrorBody; unexpected ones are logged, not leaked. */
export function errorHandler(log: Log): ErrorRequestHandler {
  return (err, req, res, _next) => {
    const known = requestError(err);
    if (known) {
      res.status(known.status).json(known.body);
      return;
    }
    if (isContention(err)) {
      log.warn('A transaction gave up: the same data was changing under it', { method: req.method, path: req.path });
      res
        .status(503)
        .set('Retry-After', String(BUSY_RETRY_SECONDS))
        .json({
          error:
            'The same data was being changed by another request at the same moment: the change was not made; asking again is safe',
          code: 'busy',
        } satisfies ErrorBody);
      return;
    }
    log.error('Unhandled API error', { method: req.method, path: req.path, error: describeError(err) });
    res.status(500).json({ error: 'Internal server error', code: 'internal' } satisfies ErrorBody);
  };
}

/** An error as a log field: its name, message and stack, never the request that caused it. */
export function describeError(err: unknown): string {
  if (err instanceof Error) return err.stack ?? `${err.name}: ${err.message}`;
  return String(err);
}
