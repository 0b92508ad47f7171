import { withApiServer, json, jsonList, type Json } from '../support/apiServer';
import { CHAPEL, everything, resetMapData, SEEDED_AT, seeded, stored } from '../support/mapDataState';
import { TRASH_KEEP_DAYS } from '@saint-james/api-contract';
import { createApp } from '../../src/app';
import { firestore, verifyIdToken } from '../support/emulators';
import { listen } from '../support/server';
import { ADMIN_EMAIL, testConfig } from '../support/testConfig';

jest.setTimeout(30_000);

// Who may see history and trash, revisions and the trash of /api/mapdata, in-process against the Auth and Firestore emulators with real ID tokens.

describe('/api/mapdata history and trash', () => {
  const api = withApiServer({ base: '/api/mapdata', as: 'admin', memberEmail: 'history-member@saint-james.test' });
  const { call } = api;
  const history = async (id: string) => jsonList(await call('GET', `/${id}/history`));
  const current = async (id: string) => (await stored(id)) as Json;

  beforeEach(() => resetMapData({ chapel: seeded(CHAPEL) }));

  describe('who may call', () => {
    const geojson = JSON.stringify({ type: 'FeatureCollection', features: [] });
    const routes: [string, string, { body?: unknown; raw?: string; contentType?: string }][] = [
      ['GET', '/chapel/history', {}],
      ['POST', '/chapel/revert', { body: { revision: 'r', updatedAt: SEEDED_AT } }],
      ['GET', '/trash', {}],
      ['POST', '/chapel/restore', {}],
      ['GET', '/export?format=geojson', {}],
      ['GET', '/export?format=csv', {}],
      ['POST', '/import', { raw: geojson }],
      ['POST', '/import?dryRun=1', { raw: geojson }],
    ];

    it.each(routes)(
      '%s %s: 401 anonymous or with a bad token, 403 for a member, nothing written',
      async (method, path, send) => {
        const before = await everything();
        const anonymous = await call(method, path, { ...send, token: null });
        expect(anonymous.status).toBe(401);
        expect((await json(anonymous)).code).toBe('unauthenticated');
        expect((await call(method, path, { ...send, token: 'not-a-jwt' })).status).toBe(401);
        const member = await call(method, path, { ...send, token: api.memberToken });
        expect(member.status).toBe(403);
        expect((await json(member)).code).toBe('forbidden');
        expect(await everything()).toEqual(before);
      },
    );

    it.each(routes)('%s %s: the admin is answered (not 401/403)', async (method, path, send) => {
      const res = await call(method, path, send);
      expect([200, 400, 404]).toContain(res.status);
    });
  });

  describe('revisions', () => {
    it('create, update, delete, restore and revert each write one, newest first, with who, when, before and after', async () => {
      const created = await json(await call('POST', '', { body: { ...CHAPEL, name: 'Speightstown Mill' } }));
      const id = created.id as string;
      const updated = await json(
        await call('PUT', `/${id}`, { body: { ...CHAPEL, name: 'The Mill', updatedAt: created.updatedAt } }),
      );
      expect((await call('DELETE', `/${id}`)).status).toBe(204);
      expect((await call('POST', `/${id}/restore`)).status).toBe(200);

      let revisions = await history(id);
      expect(revisions.map((r) => r.action)).toEqual(['restore', 'delete', 'update', 'create']);
      const [restore, remove, update, create] = revisions;
      expect(create).toMatchObject({ entryId: id, by: ADMIN_EMAIL, at: created.createdAt, before: null });
      expect(create.after).toEqual({ ...CHAPEL, name: 'Speightstown Mill' });
      // `changed`: the fields that differ, a missing side read as empty.
      expect(create.changed).toEqual(['location', 'name', 'description', 'type', 'status']);
      expect(update.changed).toEqual(['name']);
      expect(update).toMatchObject({ at: updated.updatedAt, after: { ...CHAPEL, name: 'The Mill' } });
      expect(update.before).toEqual(create.after);
      expect(remove).toMatchObject({ before: update.after, after: null });
      expect(restore).toMatchObject({ before: null, after: update.after });
      // Times only go forward, even within one millisecond.
      const times = revisions.map((r) => r.at as string);
      expect([...times].sort().reverse()).toEqual(times);
      expect(new Set(times).size).toBe(times.length);

      // Back to the first version: a new revision, the entry holds the old name again.
      const restoredEntry = await current(id);
      const reverted = await call('POST', `/${id}/revert`, {
        body: { revision: create.id, updatedAt: restoredEntry.updatedAt },
      });
      expect(reverted.status).toBe(200);
      expect(await json(reverted)).toMatchObject({ id, name: 'Speightstown Mill', updatedBy: ADMIN_EMAIL });
      revisions = await history(id);
      expect(revisions[0]).toMatchObject({
        action: 'revert',
        before: update.after,
        after: create.after,
        changed: ['name'],
      });
    });

    it('an entry from before revisions has an empty history; an unknown id is 404', async () => {
      expect(await history('chapel')).toEqual([]);
      const res = await call('GET', '/no-such-entry/history');
      expect(res.status).toBe(404);
      expect((await json(res)).code).toBe('not-found');
    });

    it('revert is 409-checked, and 404/400 for a revision that is not there or deleted the entry', async () => {
      await call('PUT', '/chapel', { body: { ...CHAPEL, name: 'Renamed', updatedAt: SEEDED_AT } });
      const [update] = await history('chapel');
      const before = await everything();
      const staleSave = await call('POST', '/chapel/revert', { body: { revision: update.id, updatedAt: SEEDED_AT } });
      expect(staleSave.status).toBe(409);
      expect((await json(staleSave)).code).toBe('stale-entry');
      const latest = (await current('chapel')).updatedAt;
      const missing = await call('POST', '/chapel/revert', { body: { revision: 'nope', updatedAt: latest } });
      expect(missing.status).toBe(404);
      expect(await json(missing)).toMatchObject({ code: 'revision-not-found', field: 'revision' });
      const noBody = await call('POST', '/chapel/revert', { body: { updatedAt: latest } });
      expect(noBody.status).toBe(400);
      expect(await json(noBody)).toMatchObject({ code: 'invalid-field', field: 'revision' });
      const typo = await call('POST', '/chapel/revert', { body: { revision: update.id, updatedAt: latest, staus: 1 } });
      expect(typo.status).toBe(400);
      expect(await json(typo)).toMatchObject({ code: 'unknown-field', field: 'staus' });
      const notObject = await call('POST', '/chapel/revert', { body: [update.id] });
      expect(notObject.status).toBe(400);
      expect((await json(notObject)).code).toBe('invalid-body');
      expect(await everything()).toEqual(before);
      const gone = await call('POST', '/no-such-entry/revert', { body: { revision: update.id, updatedAt: latest } });
      expect(gone.status).toBe(404);
    });

    it('concurrent edits lose no revision: ten saves at once leave ten revisions, each its own version', async () => {
      const names = Array.from({ length: 10 }, (_, i) => `Chapel ${i}`);
      const answers = await Promise.all(names.map((name) => call('PUT', '/chapel', { body: { ...CHAPEL, name } })));
      expect(answers.map((res) => res.status)).toEqual(names.map(() => 200));
      const revisions = await history('chapel');
      expect(revisions).toHaveLength(10);
      expect(new Set(revisions.map((r) => (r.after as Json).name))).toEqual(new Set(names));
      // They form one chain: each revision's before is the previous one's after.
      const oldestFirst = [...revisions].reverse();
      expect(oldestFirst[0].before).toEqual(CHAPEL);
      for (let i = 1; i < oldestFirst.length; i++) expect(oldestFirst[i].before).toEqual(oldestFirst[i - 1].after);
      expect((await current('chapel')).name).toBe((revisions[0].after as Json).name);
    });

    it('of two saves of the same version, one lands and one gets 409: one revision', async () => {
      const [a, b] = await Promise.all(
        ['A', 'B'].map((name) => call('PUT', '/chapel', { body: { ...CHAPEL, name, updatedAt: SEEDED_AT } })),
      );
      expect([a.status, b.status].sort()).toEqual([200, 409]);
      expect(await history('chapel')).toHaveLength(1);
    });
  });

  describe('trash', () => {
    it('a delete keeps the entry in the trash with who and when; restore brings it back with the same id', async () => {
      expect((await call('DELETE', '/chapel')).status).toBe(204);
      const trash = (await json(await call('GET', '/trash'))).items as Json[];
      expect(trash).toHaveLength(1);
      expect(trash[0]).toMatchObject({ id: 'chapel', ...CHAPEL, createdAt: SEEDED_AT, deletedBy: ADMIN_EMAIL });
      // The promised days later (the api's clock moved on), it is still there and restorable.
      const later = await listen(
        createApp({
          config: testConfig(),
          verifyIdToken,
          firestore,
          now: () => Date.now() + (TRASH_KEEP_DAYS + 1) * 86_400_000,
        }),
      );
      const restored = await fetch(`${later.url}/api/mapdata/chapel/restore`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${api.adminToken}` },
      });
      await later.close();
      expect(restored.status).toBe(200);
      expect(await json(restored)).toMatchObject({
        id: 'chapel',
        ...CHAPEL,
        createdAt: SEEDED_AT,
        updatedBy: ADMIN_EMAIL,
      });
      expect(await json(await call('GET', '/trash'))).toEqual({ items: [], next: null });
      expect((await current('chapel')).name).toBe(CHAPEL.name);
      const again = await call('POST', '/chapel/restore');
      expect(again.status).toBe(404);
      expect((await json(again)).code).toBe('not-in-trash');
    });

    it('lists the most recently deleted first', async () => {
      const other = await json(await call('POST', '', { body: { ...CHAPEL, name: 'Second' } }));
      await call('DELETE', '/chapel');
      await call('DELETE', `/${other.id as string}`);
      const trash = (await json(await call('GET', '/trash'))).items as Json[];
      expect(trash.map((item) => item.id)).toEqual([other.id, 'chapel']);
    });
  });
});
