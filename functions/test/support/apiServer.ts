/**
 * The api app in-process for one test file: real ID tokens from the Auth emulator, the Firestore
 * emulator, and `call`, which speaks HTTP to the app as the browser or a script would. Call
 * withApiServer() at the top of a describe block: it starts the server before the block's tests and
 * stops it after them.
 */
import { createApp, type ApiDeps } from '../../src/app';
import { firestore, idTokenFor, verifyIdToken } from './emulators';
import { listen } from './server';
import { ADMIN_EMAIL, testConfig } from './testConfig';

export interface CallOptions {
  /** An ID token, sent as `Authorization: Bearer`; null sends none; default: the server's `as`. */
  token?: string | null;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as it is (text or bytes), with `contentType`. */
  raw?: string | Uint8Array;
  /** Default application/json when there is a body. */
  contentType?: string;
  headers?: Record<string, string>;
}

export interface ApiServer {
  readonly url: string;
  readonly adminToken: string;
  readonly memberToken: string;
  /** `path` is under `base`: call('GET', '/trash') asks base + '/trash'. */
  call: (method: string, path: string, options?: CallOptions) => Promise<Response>;
}

export interface ApiServerOptions {
  /** The path every call starts with, e.g. '/api/mapdata'. */
  base?: string;
  /** Whose token a call sends when it names none. */
  as?: 'admin' | 'nobody';
  /** A member account of this test file (its own, so files do not share state). */
  memberEmail?: string;
  /** Replaces what createApp gets (a clock, a log, another config). */
  deps?: Partial<ApiDeps>;
}

export function withApiServer({
  base = '',
  as = 'nobody',
  memberEmail = 'api-member@saint-james.test',
  deps = {},
}: ApiServerOptions = {}): ApiServer {
  const state = { url: '', adminToken: '', memberToken: '', close: async () => {} };

  beforeAll(async () => {
    const server = await listen(createApp({ config: testConfig(), verifyIdToken, firestore, ...deps }));
    Object.assign(state, server, {
      url: server.url,
      memberToken: (await idTokenFor(memberEmail)).token,
      adminToken: (await idTokenFor(ADMIN_EMAIL, { verified: true })).token,
    });
  });
  afterAll(() => state.close());

  return {
    get url() {
      return state.url;
    },
    get adminToken() {
      return state.adminToken;
    },
    get memberToken() {
      return state.memberToken;
    },
    call: (method, path, { token, body, raw, contentType, headers = {} } = {}) => {
      const bearer = token === undefined ? (as === 'admin' ? state.adminToken : null) : token;
      const sent = raw ?? (body === undefined ? undefined : JSON.stringify(body));
      return fetch(`${state.url}${base}${path}`, {
        method,
        headers: {
          ...(bearer ? { Authorization: `Bearer ${bearer}` } : {}),
          ...(sent !== undefined ? { 'Content-Type': contentType ?? 'application/json' } : {}),
          ...headers,
        },
        body: sent,
      });
    },
  };
}

/** A JSON answer that is one object, and one that is a list of them (tests assert their shape). */
export type Json = Record<string, unknown>;
export const json = async (res: Response): Promise<Json> => (await res.json()) as Json;
export const jsonList = async (res: Response): Promise<Json[]> => (await res.json()) as Json[];
/** The same, for answers whose every value is a string (an entry, an error body). */
export type Answer = Record<string, string>;
export const answer = async (res: Response): Promise<Answer> => (await res.json()) as Answer;
export const answers = async (res: Response): Promise<Answer[]> => (await res.json()) as Answer[];
