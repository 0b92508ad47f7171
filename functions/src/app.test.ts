import { gzipSync } from 'node:zlib';
import type { Firestore } from 'firebase-admin/firestore';
import { MAX_BODY_BYTES } from '@saint-james/api-contract';
import { createApp } from './app';
import { listen } from '../test/support/server';
import { testConfig } from '../test/support/testConfig';

describe('api app', () => {
  let server: Awaited<ReturnType<typeof listen>>;
  beforeAll(async () => {
    server = await listen(
      createApp({
        config: testConfig(),
        verifyIdToken: async () => {
          throw new Error('no tokens in this test');
        },
        firestore: {} as Firestore,
        log: { info() {}, warn() {}, error() {} },
      }),
    );
  });
  afterAll(() => server.close());

  it('GET /api/health answers {ok: true}', async () => {
    const res = await fetch(`${server.url}/api/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
  });

  it('an unknown /api path answers 404 JSON naming the path', async () => {
    const res = await fetch(`${server.url}/api/nope`, { method: 'POST' });
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(await res.json()).toEqual({ error: 'No API route for POST /api/nope', code: 'not-found' });
  });

  it('a path the api has, asked with a method it does not take there, answers 405 naming the ones it does', async () => {
    const patch = await fetch(`${server.url}/api/mapdata/some-id`, { method: 'PATCH' });
    expect(patch.status).toBe(405);
    expect(patch.headers.get('allow')).toBe('PUT, DELETE');
    expect(await patch.json()).toEqual({
      error: '/api/mapdata/some-id does not take PATCH (it takes PUT, DELETE)',
      code: 'method-not-allowed',
    });
    const remove = await fetch(`${server.url}/api/mapdata`, { method: 'DELETE' });
    expect([remove.status, remove.headers.get('allow')]).toEqual([405, 'GET, POST, HEAD']);
    expect(((await remove.json()) as { code: string }).code).toBe('method-not-allowed');
  });

  it('malformed JSON answers 400 with a message, not an HTML error page', async () => {
    const res = await fetch(`${server.url}/api/health`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"broken": ',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: 'Request body is not valid JSON', code: 'invalid-json' });
  });

  it('a body over 128 KB answers 413 JSON', async () => {
    const res = await fetch(`${server.url}/api/health`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ text: 'x'.repeat(MAX_BODY_BYTES) }),
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ error: 'Request body is too large', code: 'body-too-large' });
  });

  it('an Authorization header that is not one bearer token is a 401 on a public route too', async () => {
    for (const authorization of ['Basic abc', 'Bearer ', 'Bearer a b', 'token']) {
      const res = await fetch(`${server.url}/api/health`, { headers: { Authorization: authorization } });
      expect([authorization, res.status]).toEqual([authorization, 401]);
      expect(await res.json()).toEqual({ error: "Authorization must be 'Bearer <ID token>'", code: 'unauthenticated' });
      // A refusal is no answer to keep: no cache along the way holds it.
      expect(res.headers.get('cache-control')).toBe('no-store');
    }
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
  });

  it('a compressed body is a 415, even one a parser could inflate', async () => {
    for (const encoding of ['gzip', 'deflate', 'br']) {
      const res = await fetch(`${server.url}/api/health`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Content-Encoding': encoding },
        body: gzipSync('{"a":1}'),
      });
      expect([encoding, res.status]).toEqual([encoding, 415]);
      expect(((await res.json()) as { code: string }).code).toBe('invalid-encoding');
      expect(res.headers.get('cache-control')).toBe('no-store');
    }
    // Upland's webhook takes what it is sent as the runtime reads it (here, to its own check).
    const webhook = await fetch(`${server.url}/api/upland/webhook`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' },
      body: gzipSync('{"type":"x","data":{}}'),
    });
    expect(webhook.status).not.toBe(415);
  });

  it('a body in another charset is a 415 that says UTF-8, from the api or from the JSON parser', async () => {
    const ask = (path: string) =>
      fetch(`${server.url}${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json; charset=latin1' },
        body: '{}',
      }).then(async (res) => [res.status, await res.json()]);
    expect(await ask('/api/health')).toEqual([
      415,
      { error: 'Send the body as UTF-8 text (it says charset=latin1)', code: 'invalid-encoding' },
    ]);
    // The webhook skips the api's own check; the JSON parser still refuses the charset.
    expect(await ask('/api/upland/webhook')).toEqual([
      415,
      { error: 'Send the body as UTF-8 text', code: 'invalid-encoding' },
    ]);
  });

  it("the import's own limit holds however its path is spelt (Express routes them all to it)", async () => {
    for (const path of ['/api/mapdata/import', '/api/mapdata/import/', '/api/mapdata/IMPORT']) {
      const res = await fetch(`${server.url}${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'text/csv', Authorization: 'Bearer not-checked-here' },
        body: 'x'.repeat(300 * 1024),
      });
      // Past the body limit, to the route's token check (this app has no valid token).
      expect([path, res.status]).toEqual([path, 401]);
    }
  });

  it('never says X-Powered-By', async () => {
    const res = await fetch(`${server.url}/api/health`);
    expect(res.headers.get('x-powered-by')).toBeNull();
  });
});
