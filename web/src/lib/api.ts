import { isErrorCode, readErrorBody, type ErrorCode } from '@saint-james/api-contract';
import * as v from 'valibot';

/**
 * An api call that failed. The page decides on `code` (the contract's, or 'network' when the server
 * could not be reached, 'bad-answer' when the answer is not what the contract says), never on the
 * message; `field` and `problem` say which input the server refused and why.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode | 'network' | 'bad-answer',
    message: string,
    readonly field?: string,
    readonly problem?: string,
    /** From Retry-After (429): how long until the server accepts the request again. */
    readonly retryAfterSeconds?: number,
    /** An import's first bad feature: its index in the file. */
    readonly index?: number,
    /** A CSV import's first bad row: the line of the file it starts on. */
    readonly line?: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** ID token; sent as `Authorization: Bearer` when given. */
  token?: string | null;
  body?: unknown;
  /** A body sent as it is (a file), with its content type; instead of `body`. */
  file?: { text: string; type: string };
  signal?: AbortSignal;
  /** Ask the server even when the browser holds a fresh copy (it revalidates with If-None-Match). */
  revalidate?: boolean;
}

async function send(path: string, request: ApiRequest): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (request.token) headers.Authorization = `Bearer ${request.token}`;
  let body: string | undefined;
  if (request.file) {
    headers['Content-Type'] = request.file.type;
    body = request.file.text;
  } else if (request.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(request.body);
  }
  try {
    return await fetch(path, {
      method: request.method ?? 'GET',
      headers,
      body,
      signal: request.signal,
      cache: request.revalidate ? 'no-cache' : 'default',
    });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new ApiError(0, 'network', 'The server could not be reached.');
  }
}

/** The error an answer that is not ok stands for: the contract's error body, or its status alone. */
async function errorOf(response: Response): Promise<ApiError> {
  let data: unknown;
  try {
    data = JSON.parse(await response.text());
  } catch {
    data = undefined;
  }
  const body = readErrorBody(data);
  const retryAfter = Number(response.headers.get('retry-after') ?? NaN);
  const retryAfterSeconds = Number.isFinite(retryAfter) ? retryAfter : undefined;
  if (body && isErrorCode(body.code)) {
    return new ApiError(
      response.status,
      body.code,
      body.error,
      body.field,
      body.problem,
      retryAfterSeconds,
      body.index,
      body.line,
    );
  }
  const code: ErrorCode =
    response.status === 401 ? 'unauthenticated' : response.status === 403 ? 'forbidden' : 'internal';
  return new ApiError(response.status, code, body?.error ?? `The server answered ${response.status}`);
}

/**
 * Calls the site's own API and checks the answer against the contract's schema. Resolves with the
 * parsed answer; throws an ApiError otherwise (a network failure is code 'network').
 */
export async function apiFetch<S extends v.GenericSchema>(
  path: string,
  schema: S,
  request: ApiRequest = {},
): Promise<v.InferOutput<S>> {
  const response = await send(path, request);
  if (!response.ok) throw await errorOf(response);
  let data: unknown;
  try {
    data = response.status === 204 ? undefined : await response.json();
  } catch {
    throw new ApiError(response.status, 'bad-answer', 'The server sent an answer that is not JSON.');
  }
  const parsed = v.safeParse(schema, data);
  if (!parsed.success)
    throw new ApiError(response.status, 'bad-answer', 'The server sent an answer of an unexpected shape.');
  return parsed.output;
}

/** An API call whose answer has no body (204) or one the caller does not read. */
export async function apiSend(path: string, request: ApiRequest): Promise<void> {
  const response = await send(path, request);
  if (!response.ok) throw await errorOf(response);
}

/** An API call whose answer is a file: its text and the name the server gives it. */
export async function apiFile(path: string, request: ApiRequest): Promise<{ text: string; fileName: string | null }> {
  const response = await send(path, request);
  if (!response.ok) throw await errorOf(response);
  const disposition = response.headers.get('content-disposition') ?? '';
  return { text: await response.text(), fileName: /filename="([^"]+)"/.exec(disposition)?.[1] ?? null };
}
