import type { Endpoint, FileAnswer, JsonEndpoint, SentAnswerOf } from '@saint-james/api-contract';
import type { RequestHandler, Response, Router } from 'express';

const METHODS = { GET: 'get', POST: 'post', PUT: 'put', DELETE: 'delete' } as const;

/**
 * Registers an endpoint of the contract's table (api-contract/src/endpoints.ts) at its method and
 * path: the router never types a path out, so the table and the routes cannot disagree.
 */
export function route(router: Router, entry: Endpoint, ...handlers: RequestHandler[]): void {
  router[METHODS[entry.method]](entry.path, ...handlers);
}

/** Writes the endpoint's JSON answer, with its status: a value of another shape does not compile. */
export function send<E extends JsonEndpoint>(res: Response, entry: E, value: SentAnswerOf<E>): void {
  res.status(entry.status ?? 200).json(value);
}

/** Ends an endpoint that answers no content (204). */
export function sendNoContent(res: Response, _entry: Endpoint & { answer: 'no-content' }): void {
  res.status(204).end();
}

/** Sends an endpoint's file download: its text, the name to save it under and its content type. */
export function sendFile(
  res: Response,
  _entry: Endpoint & { answer: 'file' },
  { text, fileName, type }: FileAnswer & { fileName: string; type: string },
): void {
  res.attachment(fileName).type(type);
  res.send(text);
}
