import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { Log } from '../log';

/**
 * Machine-readable reasons carried beside every error message (Google's AIP-193 idea): the browser
 * decides on the code, never on the text, and translates it.
 */
export type ErrorCode =
  | 'invalid-json'
  | 'invalid-body'
  | 'invalid-field'
  | 'unknown-field'
  | 'body-too-large'
  | 'unauthenticated'
  | 'forbidden'
  | 'not-found'
  | 'stale-entry'
  | 'code-expired'
  | 'too-many-codes'
  | 'upland-failed'
  | 'upland-not-configured'
  | 'sheet-fetch-failed'
  | 'sheets-not-configured'
  | 'internal';

/** The JSON every error answer carries. */
export interface ErrorBody {
  error: string;
  code: ErrorCode;
  /** The request field the error is about, when there is one ('name', 'data.code', ...). */
  field?: string;
}

/** An error that carries the HTTP status, the message the client reads, and its code. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: ErrorCode,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }

  get body(): ErrorBody {
    return this.field === undefined
      ? { error: this.message, code: this.code }
      : { error: this.message, code: this.code, field: this.field };
  }
}

/** 400 about one field: the message starts with the field's name, as the admin reads it. */
export const fieldError = (field: string, why: string, code: ErrorCode = 'invalid-field') =>
  new HttpError(400, `${field}: ${why}`, code, field);

export const badRequest = (message: string, code: ErrorCode = 'invalid-body') => new HttpError(400, message, code);

export const BODY_TOO_LARGE = () => new HttpError(413, 'Request body is too large', 'body-too-large');

/** Unknown /api paths answer JSON, never the SPA's HTML. */
export const notFoundHandler: RequestHandler = (req, res) => {
  res.status(404).json({ error: `No API route for ${req.method} ${req.path}`, code: 'not-found' } satisfies ErrorBody);
};

/** Every error leaves the API as an ErrorBody; unexpected ones are logged, not leaked. */
export function errorHandler(log: Log): ErrorRequestHandler {
  return (err, req, res, _next) => {
    if (err instanceof HttpError) {
      res.status(err.status).json(err.body);
      return;
    }
    // express.json() errors (in-process only: in Cloud Functions the runtime parses the body first).
    const status = typeof err?.status === 'number' ? err.status : 500;
    if (status === 400 && err?.type === 'entity.parse.failed') {
      res.status(400).json({ error: 'Request body is not valid JSON', code: 'invalid-json' } satisfies ErrorBody);
      return;
    }
    if (status === 413) {
      res.status(413).json(BODY_TOO_LARGE().body);
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
