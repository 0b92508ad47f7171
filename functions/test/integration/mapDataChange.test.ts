import { answer as json, answers as jsonList, withApiServer, type Answer } from '../support/apiServer';
import { CHAPEL, entries, everything, MARKET, resetMapData, SEEDED_AT, seeded, stored } from '../support/mapDataState';
import { ADMIN_EMAIL } from '../support/testConfig';
import { expired } from '../support/tokens';

jest.setTimeout(30_000);

// PUT and DELETE /api/mapdata/{id} in-process, with real ID tokens from the Auth emulator and the
// Firestore emulator.

describe('PUT and DELETE /api/mapdata/{id} against the emulators', () => {
  const api = withApiServer({ base: '/api/mapdata', memberEmail: 'mapdata-member@saint-james.test' });
  const { call } = api;

  beforeEach(() => resetMapData({ chapel: seeded(CHAPEL), market: seeded(MARKET, '2026-11-02T09:00:00.000Z') }));

  describe('PUT', () => {
    const EDIT = { ...CHAPEL, name: 'Holetown Chapel (restored)', status: 'closed for works' };

    it('overwrites the five fields and answers 200 with the stored entry', async () => {
      const res = await call('PUT', '/chapel', {
        token: api.adminToken,
        body: { id: 'chapel', ...EDIT, description: '  trimmed  ', updatedAt: SEEDED_AT },
      });
      expect(res.status).toBe(200);
      const entry = await json(res);
      expect(entry).toEqual({
        id: 'chapel',
        ...EDIT,
        description: 'trimmed',
        createdAt: SEEDED_AT,
        updatedAt: expect.any(String),
        updatedBy: ADMIN_EMAIL,
      });
      expect(Date.parse(entry.updatedAt)).toBeGreaterThan(Date.parse(SEEDED_AT));
      const { id, ...fields } = entry;
      expect(await stored(id)).toEqual(fields);
    });

    it('takes an entry back exactly as the admin GET returned it: output-only fields are ignored', async () => {
      const [chapel] = await jsonList(await call('GET', '', { token: api.adminToken }));
      const asReturned: Answer = {
        ...chapel,
        name: 'Round trip',
        createdAt: '1999-01-01T00:00:00.000Z',
        updatedBy: 'mallory',
      };
      expect(asReturned.updatedAt).toBe(chapel.updatedAt);
      const res = await call('PUT', '/chapel', { token: api.adminToken, body: asReturned });
      expect(res.status).toBe(200);
      expect(await stored('chapel')).toMatchObject({
        name: 'Round trip',
        createdAt: SEEDED_AT,
        updatedBy: ADMIN_EMAIL,
      });
      // And the 409 check still comes from updatedAt: the same body again is stale now.
      const again = await call('PUT', '/chapel', { token: api.adminToken, body: asReturned });
      expect(again.status).toBe(409);
      expect((await json(again)).code).toBe('stale-entry');
    });

    it('without updatedAt overwrites whatever is stored (a client that does not ask for the 409 check)', async () => {
      const res = await call('PUT', '/chapel', { token: api.adminToken, body: EDIT });
      expect(res.status).toBe(200);
      expect((await stored('chapel'))?.name).toBe(EDIT.name);
    });

    it('answers 409 to a stale updatedAt and overwrites nothing', async () => {
      // Admin A loaded the entry at SEEDED_AT; admin B saves first.
      const first = await call('PUT', '/chapel', { token: api.adminToken, body: { ...EDIT, updatedAt: SEEDED_AT } });
      expect(first.status).toBe(200);
      const afterFirst = await everything();

      const second = await call('PUT', '/chapel', {
        token: api.adminToken,
        body: { ...CHAPEL, name: 'Admin A version', updatedAt: SEEDED_AT },
      });
      expect(second.status).toBe(409);
      expect((await json(second)).error).toMatch(
        new RegExp(`changed by ${ADMIN_EMAIL} at .* your changes were not saved`),
      );
      expect(await everything()).toEqual(afterFirst);

      // With the current version, the save goes through.
      const { updatedAt } = await json(first);
      const third = await call('PUT', '/chapel', {
        token: api.adminToken,
        body: { ...CHAPEL, name: 'Admin A version', updatedAt },
      });
      expect(third.status).toBe(200);
      expect((await json(third)).updatedAt > updatedAt).toBe(true);
    });

    it('answers 404 to an unknown id, and creates nothing', async () => {
      const before = await everything();
      for (const id of ['no-such-entry', '__x__', encodeURIComponent('a/b')]) {
        const res = await call('PUT', `/${id}`, { token: api.adminToken, body: EDIT });
        expect(res.status).toBe(404);
        expect((await json(res)).error).toMatch(/^No map-data entry with id '/);
      }
      expect(await everything()).toEqual(before);
    });

    it.each([
      ['a bad location', { ...EDIT, location: '13.1' }, /^location: /],
      ['an id other than the URL one', { ...EDIT, id: 'market' }, /^id: 'market' does not match/],
      ['an updatedAt that is not a string', { ...EDIT, updatedAt: 5 }, /^updatedAt: /],
      ['a field over 2000 characters', { ...EDIT, name: 'n'.repeat(2001) }, /^name: must be at most 2000/],
      ['a lone surrogate', { ...EDIT, description: 'old \ud83d' }, /^description: must be well-formed Unicode/],
    ])('answers 400 for %s, and changes nothing', async (_what, body, message) => {
      const before = await everything();
      const res = await call('PUT', '/chapel', { token: api.adminToken, body });
      expect(res.status).toBe(400);
      expect((await json(res)).error).toMatch(message);
      expect(await everything()).toEqual(before);
    });

    it('answers 401 and 403 to anyone but the admin, and changes nothing', async () => {
      const before = await everything();
      expect((await call('PUT', '/chapel', { body: EDIT })).status).toBe(401);
      expect((await call('PUT', '/chapel', { token: expired(api.adminToken), body: EDIT })).status).toBe(401);
      expect((await call('PUT', '/chapel', { token: api.memberToken, body: EDIT })).status).toBe(403);
      expect(await everything()).toEqual(before);
    });
  });

  describe('DELETE', () => {
    it('deletes an entry and answers 204 with no body', async () => {
      const res = await call('DELETE', '/market', { token: api.adminToken });
      expect(res.status).toBe(204);
      expect(await res.text()).toBe('');
      expect(await stored('market')).toBeUndefined();
      expect((await entries().get()).docs.map((doc) => doc.id)).toEqual(['chapel']);
    });

    it('answers 404 to an unknown id (also a second delete)', async () => {
      expect((await call('DELETE', '/market', { token: api.adminToken })).status).toBe(204);
      const again = await call('DELETE', '/market', { token: api.adminToken });
      expect(again.status).toBe(404);
      expect(await json(again)).toEqual({ error: "No map-data entry with id 'market'", code: 'not-found' });
      expect((await call('DELETE', '/__nope__', { token: api.adminToken })).status).toBe(404);
    });

    it('answers 401 and 403 to anyone but the admin, and deletes nothing', async () => {
      const before = await everything();
      expect((await call('DELETE', '/market')).status).toBe(401);
      expect((await call('DELETE', '/market', { token: 'not-a-jwt' })).status).toBe(401);
      expect((await call('DELETE', '/market', { token: api.memberToken })).status).toBe(403);
      expect(await everything()).toEqual(before);
    });
  });
});
