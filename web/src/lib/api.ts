import {
  isErrorCode,
  pathOf,
  readErrorBody,
  type AnswerOf,
  type BodyOf,
  type Endpoint,
  type ErrorCode,
  type ParamNames,
  type ParamsOf,
  type QueryOf,
} from '@saint-james/api-contract';
import * as v from 'valibot';
import { currentIdToken } from './auth/idToken';
import { noteReach } from './networkReach';
import { READ_TIME_LIMIT_MS, SLOW_READ_TIME_LIMIT_MS } from './readTimeLimits';
import { HEARD_AT_HEADER, noteAnswer } from './workerCopy';

export { READ_TIME_LIMIT_MS, SLOW_READ_TIME_LIMIT_MS };

/**
 * An api call that failed. The page decides on `code` (the contract's, or 'network' when the server
 * could not be reached, 'bad-answer' when the answer is not what the contract says), never on the
 * message; `field` and `problem` say which input the server refused and why ('offline' for a
 * network failure while the browser was offline).
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

/** The request never got an answer from the server: offline, a connection that failed, or no answer in time. */
export const unreached = (error: unknown): boolean => error instanceof ApiError && error.code === 'network';

/** The request failed to reach the server while the browser was offline (as recorded when it failed). */
export const failedOffline = (error: unknown): boolean => unreached(error) && (error as ApiError).problem === 'offline';

/**
 * A call of one endpoint of the contract's table: its path parameters when it has some, its query,
 * its body (JSON, or a file) when it takes one. The ID token is not the caller's business: the
 * client adds it as the endpoint's `auth` says.
 */
export type ApiRequest<E extends Endpoint> = {
  signal?: AbortSignal;
  /** Ask the server even when the browser holds a fresh copy (it revalidates with If-None-Match). */
  revalidate?: boolean;
  /**
   * Ask as a visitor, without the ID token, on an endpoint whose token is optional: its public
   * answer is the one the CDN and the service worker keep (an answer to a token is private).
   */
  asVisitor?: boolean;
} & ([ParamNames<E['path']>] extends [never] ? { params?: never } : { params: ParamsOf<E> }) &
  ([QueryOf<E>] extends [never] ? { query?: never } : { query: QueryOf<E> }) &
  (E['body'] extends 'file' ? { file: BodyOf<E> } : E['body'] extends v.GenericSchema ? { body: BodyOf<E> } : object);

/** The request may be left out when the endpoint needs nothing of the caller. */
type RequestArgs<E extends Endpoint> =
  object extends ApiRequest<E> ? [request?: ApiRequest<E>] : [request: ApiRequest<E>];

/** The Authorization header the endpoint's `auth` asks for; a required token missing is a 401 here. */
async function authorization(entry: Endpoint, asVisitor = false): Promise<Record<string, string>> {
  if (entry.auth === 'none' || (asVisitor && entry.auth === 'optional')) return {};
  // A member-only call may go before the SDK has loaded, with the token it stored (ADR 35).
  const token = await currentIdToken({ storedEarly: entry.auth === 'required' });
  if (token) return { Authorization: `Bearer ${token}` };
  if (entry.auth === 'optional') return {};
  throw new ApiError(401, 'unauthenticated', 'Signed out: this call needs a signed-in account.');
}

/** Sends a call of `entry` to `address` (its path and query). */
async function send(
  entry: Endpoint,
  address: string,
  request: ApiRequest<Endpoint>,
  limit: TimeLimit | null,
): Promise<Response> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    ...(await authorization(entry, request.asVisitor)),
  };
  // The time limit runs from here: waiting for Firebase Auth's code on a slow phone is not the server's.
  const signal = limit?.start() ?? request.signal;
  const { file, body } = request as { file?: { text: string; type: string }; body?: unknown };
  let payload: string | undefined;
  if (file) {
    headers['Content-Type'] = file.type;
    payload = file.text;
  } else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  let response: Response;
  try {
    response = await fetch(address, {
      method: entry.method,
      headers,
      body: payload,
      signal,
      cache: request.revalidate ? 'no-cache' : 'default',
    });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    // Whether the browser was offline as it failed: the page's words for it must not change later.
    const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
    // Offline, the browser says so itself; online, nothing else would (lie-fi).
    if (!offline) noteReach(false);
    throw new ApiError(0, 'network', 'The server could not be reached.', undefined, offline ? 'offline' : undefined);
  }
  // An answer got through, unless it is the worker's copy (the worker says how its own read went).
  if (response.headers.get(HEARD_AT_HEADER) === null) noteReach(true);
  return response;
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

/** The answer as the endpoint declares it: JSON that passed its schema, nothing (204), or a file. */
async function readAnswer(entry: Endpoint, response: Response): Promise<unknown> {
  if (entry.answer === 'no-content') return undefined;
  if (entry.answer === 'file') {
    const disposition = response.headers.get('content-disposition') ?? '';
    return { text: await response.text(), fileName: /filename="([^"]+)"/.exec(disposition)?.[1] ?? null };
  }
  let data: unknown;
  try {
    data = await response.json();
  } catch {
    throw new ApiError(response.status, 'bad-answer', 'The server sent an answer that is not JSON.');
  }
  const parsed = v.safeParse(entry.answer, data);
  if (!parsed.success)
    throw new ApiError(response.status, 'bad-answer', 'The server sent an answer of an unexpected shape.');
  return parsed.output;
}

/** Where a request of `entry` goes: its path, with its params and its query. */
export function addressOf(entry: Endpoint, request: object | undefined): string {
  const { params, query } = (request ?? {}) as {
    params?: Record<string, string>;
    query?: Record<string, string | undefined>;
  };
  return pathOf(entry, params, query);
}

/**
 * Calls an endpoint of the site's own api (api-contract's table) and checks the answer against its
 * schema. Resolves with the answer; throws an ApiError otherwise (a network failure is code
 * 'network', a required sign-in missing 'unauthenticated' before anything is sent).
 */
export async function apiFetch<E extends Endpoint>(entry: E, ...[request]: RequestArgs<E>): Promise<AnswerOf<E>> {
  const call = (request ?? {}) as ApiRequest<Endpoint>;
  const limitMs = entry.slow ? SLOW_READ_TIME_LIMIT_MS : READ_TIME_LIMIT_MS;
  const limit = entry.method === 'GET' ? timeLimit(call.signal, limitMs) : null;
  const address = addressOf(entry, call);
  try {
    const response = await send(entry, address, call, limit);
    if (!response.ok) throw await errorOf(response);
    const answer = (await readAnswer(entry, response)) as AnswerOf<E>;
    noteAnswer(address, response);
    return answer;
  } catch (err) {
    if (limit?.passed()) {
      noteReach(false);
      throw new ApiError(0, 'network', `The server did not answer within ${limitMs / 1000} s.`);
    }
    throw err;
  } finally {
    limit?.clear();
  }
}

interface TimeLimit {
  /** Starts the clock; the signal aborts at the limit, or when the caller's does. */
  start: () => AbortSignal;
  /** The limit did it. */
  passed: () => boolean;
  clear: () => void;
}

function timeLimit(caller: AbortSignal | undefined, ms: number): TimeLimit {
  const controller = new AbortController();
  let passed = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const forward = () => controller.abort(caller?.reason);
  return {
    start: () => {
      timer = setTimeout(() => {
        passed = true;
        controller.abort();
      }, ms);
      if (caller?.aborted) forward();
      else caller?.addEventListener('abort', forward, { once: true });
      return controller.signal;
    },
    passed: () => passed,
    clear: () => {
      clearTimeout(timer);
      caller?.removeEventListener('abort', forward);
    },
  };
}
