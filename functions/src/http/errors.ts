import type { ErrorRequestHandler, RequestHandler } from 'express';

/** An error that carries the HTTP status and the message the client will read. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string) => new HttpError(400, message);

/** Unknown /api paths answer JSON, never the SPA's HTML. */
export const notFoundHandler: RequestHandler = (req, res) => {
  res.status(404).json({ error: `No API route for ${req.method} ${req.path}` });
};

/** Every error leaves the API as {"error": "message"}; unexpected ones are logged, not leaked. */
export const errorHandler: ErrorRequestHandler = (err, _req, res, _next) => {
  if (err instanceof HttpError) {
    res.status(err.status).json({ error: err.message });
    return;
  }
  // express.json() errors: malformed JSON (400) and bodies over the limit (413).
  const status = typeof err?.status === 'number' ? err.status : 500;
  if (status === 400 && err?.type === 'entity.parse.failed') {
    res.status(400).json({ error: 'Request body is not valid JSON' });
    return;
  }
  if (status === 413) {
    res.status(413).json({ error: 'Request body is too large' });
    return;
  }
  console.error('Unhandled API error', err);
  res.status(500).json({ error: 'Internal server error' });
};
