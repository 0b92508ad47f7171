import type { ErrorBody, ErrorCode, FieldProblem } from '@saint-james/api-contract';
import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { Log } from '../log';

/** An error that carries the HTTP status, the message the client reads, and its code. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: ErrorCode,
    readonly field?: string,
    readonly problem?: FieldProblem | string,
    /** An import's bad feature: its index in the file. */
    readonly index?: number,
  ) {
    super(message);
    this.name = 'HttpError';
  }

  /** The JSON answer: message and code, and the field and its problem when there is one. */
  get body(): ErrorBody {
    const body: ErrorBody = { error: this.message, code: this.code };
    if (this.field !== undefined) body.field = this.field;
    if (this.problem !== undefined) body.problem = this.problem;
    if (this.index !== undefined) body.index = this.index;
    return body;
  }
}

/** 400 about one field: the message starts with the field's name, as the admin reads it. */
export const fieldError = (field: string, why: string, problem?: FieldProblem) =>
  new HttpError(400, `${field}: ${why}`, 'invalid-field', field, problem);

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
