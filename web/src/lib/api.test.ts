import { api } from '@saint-james/api-contract';
import { ApiError, apiFetch, READ_TIME_LIMIT_MS, SLOW_READ_TIME_LIMIT_MS } from './api';
import { currentIdToken } from './auth/idToken';
import { networkReached } from './networkReach';
import { HEARD_AT_HEADER } from './workerCopy';

// Firebase Auth is not loaded under jest: who is signed in is the test's to say.
jest.mock('./auth/idToken', () => ({ currentIdToken: jest.fn() }));
const signedInAs = (token: string | null) => jest.mocked(currentIdToken).mockResolvedValue(token);

const realFetch = global.fetch;
afterEach(() => {
  global.fetch = realFetch;
  jest.mocked(currentIdToken).mockReset();
});

/** Answers every fetch with `answer` and records what was asked. */
function serve(answer: () => Response) {
  const calls: { url: string; init: RequestInit; headers: Record<string, string> }[] = [];
  global.fetch = (async (url: string, init: RequestInit) => {
    calls.push({ url, init, headers: init.headers as Record<string, string> });
    return answer();
  }) as unknown as typeof fetch;
  return calls;
}
const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

describe('the ID token, as the endpoint asks', () => {
  it("'none' sends no token, and does not ask Firebase Auth for one", async () => {
    const calls = serve(() => json({ values: [], fetchedAt: 't' }));
    await apiFetch(api.sheets.tab, { params: { tab: 'map' } });
    expect(calls[0].url).toBe('/api/sheets/map');
    expect(calls[0].headers.Authorization).toBeUndefined();
    expect(currentIdToken).not.toHaveBeenCalled();
  });

  it("'optional' sends it when someone is signed in, and asks without it otherwise", async () => {
    const calls = serve(() => json([]));
    signedInAs('member-token');
    await apiFetch(api.mapData.list);
    signedInAs(null);
    await apiFetch(api.mapData.list);
    expect(calls.map((call) => call.headers.Authorization)).toEqual(['Bearer member-token', undefined]);
    // Never the token stored on an earlier visit: the answer is kept under a visitor's key too.
    expect(jest.mocked(currentIdToken).mock.calls).toEqual([[{ storedEarly: false }], [{ storedEarly: false }]]);
  });

  it("'optional' asked as a visitor sends no token although someone is signed in (the public, kept answer)", async () => {
    const calls = serve(() => (calls.length === 1 ? json([]) : json({ linked: false })));
    signedInAs('member-token');
    await apiFetch(api.mapData.list, { asVisitor: true });
    expect(calls[0].headers.Authorization).toBeUndefined();
    expect(currentIdToken).not.toHaveBeenCalled();
    // A call that needs the token is not made a visitor's by asking.
    await apiFetch(api.upland.status, { asVisitor: true });
    expect(calls[1].headers.Authorization).toBe('Bearer member-token');
  });

  it("only 'required' may go with the token stored on an earlier visit; 'admin' waits for the SDK", async () => {
    serve(() => json({ linked: false }));
    signedInAs('token');
    await apiFetch(api.upland.status);
    await apiFetch(api.mapData.trash, { query: {} }).catch(() => undefined);
    expect(jest.mocked(currentIdToken).mock.calls).toEqual([[{ storedEarly: true }], [{ storedEarly: false }]]);
  });

  it("'required' and 'admin' refuse at once when no one is signed in: 401, nothing sent", async () => {
    const calls = serve(() => json({ linked: false }));
    signedInAs(null);
    await expect(apiFetch(api.upland.status)).rejects.toMatchObject({ status: 401, code: 'unauthenticated' });
    await expect(apiFetch(api.mapData.trash, { query: {} })).rejects.toBeInstanceOf(ApiError);
    expect(calls).toHaveLength(0);
    signedInAs('admin-token');
    await apiFetch(api.upland.status);
    expect(calls[0].headers.Authorization).toBe('Bearer admin-token');
  });
});

describe('requests and answers, as the table says', () => {
  beforeEach(() => signedInAs('admin-token'));

  it('fills the path, sends the JSON body with its method, and reads the answer through its schema', async () => {
    const entry = {
      id: 'a b',
      location: '',
      name: 'n',
      description: '',
      type: '',
      status: '',
      createdAt: 't',
      updatedAt: 't2',
      updatedBy: 'admin@x',
    };
    const calls = serve(() => json(entry));
    const fields = { location: '', name: 'n', description: '', type: '', status: '' };
    await expect(
      apiFetch(api.mapData.update, { params: { id: 'a b' }, body: { id: 'a b', ...fields, updatedAt: 't' } }),
    ).resolves.toEqual(entry);
    expect(calls[0]).toMatchObject({ url: '/api/mapdata/a%20b', init: { method: 'PUT' } });
    expect(calls[0].headers['Content-Type']).toBe('application/json');
    expect(JSON.parse(calls[0].init.body as string)).toEqual({ id: 'a b', ...fields, updatedAt: 't' });
  });

  it('sends a file as it is, with its type and the query', async () => {
    const calls = serve(() => json({ dryRun: true, created: 1, updated: 0, unchanged: 0, changes: [], errors: [] }));
    await apiFetch(api.mapData.import, { file: { text: 'id,name\n', type: 'text/csv' }, query: { dryRun: '1' } });
    expect(calls[0]).toMatchObject({
      url: '/api/mapdata/import?dryRun=1',
      init: { method: 'POST', body: 'id,name\n' },
    });
    expect(calls[0].headers['Content-Type']).toBe('text/csv');
  });

  it('reads no body from a 204, and a file with the name the server gives it', async () => {
    serve(() => new Response(null, { status: 204 }));
    await expect(apiFetch(api.mapData.remove, { params: { id: 'x' } })).resolves.toBeUndefined();
    serve(() => new Response('a,b\n', { headers: { 'Content-Disposition': 'attachment; filename="entries.csv"' } }));
    await expect(apiFetch(api.mapData.export, { query: { format: 'csv' } })).resolves.toEqual({
      text: 'a,b\n',
      fileName: 'entries.csv',
    });
  });

  it('refuses an answer of another shape, or not JSON (bad-answer)', async () => {
    serve(() => json({ linked: 'yes' }));
    await expect(apiFetch(api.upland.status)).rejects.toMatchObject({ code: 'bad-answer' });
    serve(() => new Response('<html>'));
    await expect(apiFetch(api.upland.status)).rejects.toMatchObject({ code: 'bad-answer' });
  });

  it("says what went wrong: the contract's error, its status alone, or the network", async () => {
    serve(() => json({ error: 'stale', code: 'stale-entry' }, 409));
    await expect(apiFetch(api.mapData.restore, { params: { id: 'x' } })).rejects.toMatchObject({
      status: 409,
      code: 'stale-entry',
    });
    serve(() => json({ error: 'slow down', code: 'too-many-codes' }, 429, { 'Retry-After': '120' }));
    await expect(apiFetch(api.upland.initAuth, { body: { email: 'm@x' } })).rejects.toMatchObject({
      retryAfterSeconds: 120,
    });
    serve(() => new Response('<html>', { status: 403 }));
    await expect(apiFetch(api.mapData.trash, { query: {} })).rejects.toMatchObject({ status: 403, code: 'forbidden' });
    global.fetch = (async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    await expect(apiFetch(api.mapData.trash, { query: {} })).rejects.toMatchObject({ status: 0, code: 'network' });
  });
});

describe('whether the network got a read through (the offline notice follows it on lie-fi)', () => {
  const failFetch = () => {
    global.fetch = (async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
  };

  it('a read that fails to reach the server says not reached; any answer of the network, even an error, says reached', async () => {
    failFetch();
    await expect(apiFetch(api.sheets.tab, { params: { tab: 'map' } })).rejects.toMatchObject({ code: 'network' });
    expect(networkReached()).toBe(false);
    serve(() => json({ error: 'down', code: 'internal' }, 500));
    await expect(apiFetch(api.sheets.tab, { params: { tab: 'map' } })).rejects.toMatchObject({ status: 500 });
    expect(networkReached()).toBe(true);
  });

  it("the worker's copy says nothing either way: the worker tells how its own read went", async () => {
    failFetch();
    await expect(apiFetch(api.sheets.tab, { params: { tab: 'map' } })).rejects.toMatchObject({ code: 'network' });
    serve(() => json({ values: [], fetchedAt: 't' }, 200, { [HEARD_AT_HEADER]: '1764000000000' }));
    await apiFetch(api.sheets.tab, { params: { tab: 'map' } });
    expect(networkReached()).toBe(false);
    serve(() => json({ values: [], fetchedAt: 't' }));
    await apiFetch(api.sheets.tab, { params: { tab: 'map' } });
    expect(networkReached()).toBe(true);
  });
});

describe('a server that never answers', () => {
  /** A fetch that answers only when its signal aborts it, as a browser's does. */
  const hang = () => {
    global.fetch = ((_url: string, init: RequestInit) =>
      new Promise((_resolve, reject) => {
        init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      })) as unknown as typeof fetch;
  };
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('fails a read at the time limit as a network error, which the page offers to retry', async () => {
    hang();
    const read = apiFetch(api.sheets.tab, { params: { tab: 'map' } });
    const failed = expect(read).rejects.toMatchObject({ status: 0, code: 'network' });
    await jest.advanceTimersByTimeAsync(READ_TIME_LIMIT_MS - 1);
    let settled = false;
    void read.catch(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    expect(networkReached()).toBe(true);
    await jest.advanceTimersByTimeAsync(1);
    await failed;
    // A read that had its whole time without an answer did not get through either.
    expect(networkReached()).toBe(false);
  });

  it("a read the caller gives up stays the caller's abort; a write has no time limit, the slow reads a longer one", async () => {
    hang();
    const caller = new AbortController();
    const read = apiFetch(api.sheets.tab, { params: { tab: 'map' }, signal: caller.signal });
    await jest.advanceTimersByTimeAsync(0);
    caller.abort();
    await expect(read).rejects.toMatchObject({ name: 'AbortError' });

    signedInAs('admin-token');
    let written = false;
    void apiFetch(api.mapData.restore, { params: { id: 'x' } }).finally(() => (written = true));
    // A member's portfolio pages through Upland on a cold cache: it waits past the reads' 20 s…
    const portfolio = apiFetch(api.upland.portfolio);
    const failed = expect(portfolio).rejects.toMatchObject({ status: 0, code: 'network' });
    let settled = false;
    void portfolio.catch(() => (settled = true));
    await jest.advanceTimersByTimeAsync(READ_TIME_LIMIT_MS * 3);
    expect(settled).toBe(false);
    // …and no longer than its own limit: no endless "Reading your properties".
    await jest.advanceTimersByTimeAsync(SLOW_READ_TIME_LIMIT_MS - READ_TIME_LIMIT_MS * 3);
    await failed;
    expect(written).toBe(false);
  });
});
