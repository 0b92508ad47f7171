import { withApiServer, json, jsonList } from '../support/apiServer';
import { idTokenFor } from '../support/emulators';
import { CHAPEL, everything, MARKET, resetMapData, seeded } from '../support/mapDataState';
import { ADMIN_EMAIL } from '../support/testConfig';
import { expired } from '../support/tokens';

// jest 29 ignores a project's testTimeout (jest.config.cjs): the first emulator calls of a run can
// take longer than the default 5 s on a busy machine.
jest.setTimeout(30_000);

// GET /api/mapdata in-process, with real ID tokens from the Auth emulator and the Firestore emulator.
const MARKET_AT = '2026-11-02T09:00:00.000Z';

describe('GET /api/mapdata against the emulators', () => {
  const api = withApiServer({ base: '/api/mapdata', memberEmail: 'mapdata-member@saint-james.test' });
  const { call } = api;

  beforeEach(() => resetMapData({ chapel: seeded(CHAPEL), market: seeded(MARKET, MARKET_AT) }));

  it('is public and CDN-cacheable: without a token each item is what the map shows, no bookkeeping', async () => {
    const res = await call('GET', '');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=60, s-maxage=60');
    expect(res.headers.get('vary')).toContain('Authorization');
    expect(await json(res)).toEqual([
      { id: 'chapel', ...CHAPEL },
      { id: 'market', ...MARKET },
    ]);
  });

  it('gives a signed-in member the public view too, private and unstored', async () => {
    const res = await call('GET', '', { token: api.memberToken });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const items = await jsonList(res);
    expect(items.map((item) => Object.keys(item).sort())).toEqual([
      ['description', 'id', 'location', 'name', 'status', 'type'],
      ['description', 'id', 'location', 'name', 'status', 'type'],
    ]);
  });

  it('gives the admin full entries, oldest first, with their versions (never cached)', async () => {
    const res = await call('GET', '', { token: api.adminToken });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(await json(res)).toEqual([
      { id: 'chapel', ...seeded(CHAPEL) },
      { id: 'market', ...seeded(MARKET, MARKET_AT) },
    ]);
  });

  it('answers 401 to an invalid or expired token instead of the public view', async () => {
    for (const token of ['not-a-jwt', expired(api.adminToken), `${api.adminToken.slice(0, -3)}xyz.broken`]) {
      const res = await call('GET', '', { token });
      expect(res.status).toBe(401);
      expect((await json(res)).error).toMatch(/Invalid or expired ID token/);
    }
  });

  it('answers an empty list when there are no entries', async () => {
    await resetMapData();
    const res = await call('GET', '');
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual([]);
  });

  describe('an unverified account holding the admin address', () => {
    afterAll(async () => {
      // Give the admin account its verified e-mail back for any later test file.
      await idTokenFor(ADMIN_EMAIL, { verified: true });
    });

    it('gets 403 on POST, PUT and DELETE and the public view on GET', async () => {
      const { token } = await idTokenFor(ADMIN_EMAIL, { verified: false });
      const before = await everything();
      expect((await call('POST', '', { token, body: CHAPEL })).status).toBe(403);
      expect((await call('PUT', '/chapel', { token, body: { ...CHAPEL, name: 'x' } })).status).toBe(403);
      expect((await call('DELETE', '/chapel', { token })).status).toBe(403);
      expect(await everything()).toEqual(before);
      const list = await jsonList(await call('GET', '', { token }));
      expect(list[0]).toEqual({ id: 'chapel', ...CHAPEL });
    });
  });
});
