import { api, ENDPOINTS, pathOf, type Endpoint } from '@saint-james/api-contract';
import type { Firestore } from 'firebase-admin/firestore';
import { createApp } from './app';
import { listen } from '../test/support/server';
import { ADMIN_EMAIL, testConfig } from '../test/support/testConfig';
import { send } from './http/route';
import type { Response } from 'express';

// The contract's endpoint table against the app: every entry is routed, and each one's `auth`
// is what the server does with a caller who has no token, a broken one, or a member's.
const TOKENS: Record<string, { uid: string; email: string }> = {
  member: { uid: 'member-uid', email: 'member@x.test' },
  admin: { uid: 'admin-uid', email: ADMIN_EMAIL },
};
const PARAMS = { id: 'some-id', tab: 'map', n: '3' };

describe('the endpoint table and the app', () => {
  let server: Awaited<ReturnType<typeof listen>>;
  beforeAll(async () => {
    const config = testConfig();
    server = await listen(
      createApp({
        config: { ...config, sheets: { ...config.sheets, useDemoWorkbook: true } },
        verifyIdToken: async (token) => {
          const who = TOKENS[token];
          if (!who) throw new Error('not a token of this test');
          return { ...who, email_verified: true } as Awaited<
            ReturnType<Parameters<typeof createApp>[0]['verifyIdToken']>
          >;
        },
        // Nothing here reaches the database: every call below is decided before it would.
        firestore: {} as Firestore,
        log: { info() {}, warn() {}, error() {} },
      }),
    );
  });
  afterAll(() => server.close());

  const call = (entry: Endpoint, token?: string) =>
    fetch(`${server.url}${pathOf(entry, PARAMS)}`, {
      method: entry.method,
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    }).then(async (res) => ({ status: res.status, body: (await res.json()) as { error: string; code: string } }));

  it.each(ENDPOINTS.map((entry) => [`${entry.method} ${entry.path}`, entry]))(
    '%s is routed, and a broken ID token is 401 unless the endpoint takes none',
    async (_name, entry) => {
      const { status, body } = await call(entry, 'broken');
      expect(body.error ?? '').not.toMatch(/^No API route/);
      if (entry.auth === 'none') expect(body.error ?? '').not.toBe('Invalid or expired ID token');
      else expect({ status, code: body.code }).toEqual({ status: 401, code: 'unauthenticated' });
    },
  );

  it.each(ENDPOINTS.filter((entry) => entry.auth === 'required' || entry.auth === 'admin').map((e) => [e.path, e]))(
    '%s asks for a signed-in caller (401 without a token)',
    async (_path, entry) => {
      expect((await call(entry)).status).toBe(401);
    },
  );

  it.each(ENDPOINTS.filter((entry) => entry.auth === 'admin').map((e) => [`${e.method} ${e.path}`, e]))(
    '%s is the admin’s (403 for a member)',
    async (_name, entry) => {
      expect(await call(entry, 'member')).toMatchObject({ status: 403, body: { code: 'forbidden' } });
    },
  );

  it('answers what the table says where nothing else is needed', async () => {
    expect(await call(api.health)).toEqual({ status: 200, body: { ok: true } });
    const sheet = await call(api.sheets.tab);
    expect(sheet.status).toBe(200);
  });
});

describe('send', () => {
  it('writes only the answer the endpoint declares (checked by the compiler)', () => {
    const written: unknown[] = [];
    const res = { status: () => res, json: (value: unknown) => written.push(value) } as unknown as Response;
    send(res, api.upland.status, { linked: false });
    // @ts-expect-error -- the status answer says whether the member is linked
    send(res, api.upland.status, { username: 'saint_player' });
    // @ts-expect-error -- a created entry is a whole entry, not its fields alone
    send(res, api.mapData.create, { name: 'x' });
    expect(written[0]).toEqual({ linked: false });
  });
});
