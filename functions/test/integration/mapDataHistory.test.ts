import { MAX_IMPORT_FEATURES, TRASH_KEEP_DAYS } from '@saint-james/api-contract';
import { createApp } from '../../src/app';
import { MAP_DATA_COLLECTION, REVISIONS_COLLECTION, TRASH_COLLECTION } from '../../src/mapData/store';
import { firestore, idTokenFor, verifyIdToken } from '../support/emulators';
import { listen } from '../support/server';
import { ADMIN_EMAIL, testConfig } from '../support/testConfig';

jest.setTimeout(30_000);

// History, trash, export and import of /api/mapdata, in-process against the Auth and Firestore
// emulators with real ID tokens.
const MEMBER_EMAIL = 'history-member@saint-james.test';

const CHAPEL = {
  location: '13.187,-59.638',
  name: 'Holetown Chapel',
  description: 'The oldest church of the parish',
  type: 'landmark',
  status: 'open',
};
const SEEDED_AT = '2026-11-01T09:00:00.000Z';

type Json = Record<string, unknown>;
const entries = () => firestore.collection(MAP_DATA_COLLECTION);

/** Every entry, trashed entry and revision, by path: what "nothing was written" is checked against. */
async function everything(): Promise<Record<string, unknown>> {
  const out: Record<string, unknown> = {};
  for (const name of [MAP_DATA_COLLECTION, TRASH_COLLECTION]) {
    for (const doc of (await firestore.collection(name).get()).docs) out[doc.ref.path] = doc.data();
  }
  for (const doc of (await firestore.collectionGroup(REVISIONS_COLLECTION).get()).docs) {
    out[doc.ref.path] = doc.data();
  }
  return out;
}

describe('/api/mapdata history, trash, export and import', () => {
  let server: Awaited<ReturnType<typeof listen>>;
  let adminToken: string;
  let memberToken: string;

  beforeAll(async () => {
    server = await listen(createApp({ config: testConfig(), verifyIdToken, firestore }));
    memberToken = (await idTokenFor(MEMBER_EMAIL)).token;
    adminToken = (await idTokenFor(ADMIN_EMAIL, { verified: true })).token;
  });
  afterAll(() => server.close());

  beforeEach(async () => {
    // Revisions live under their entry's document, which may be gone: delete recursively.
    await firestore.recursiveDelete(entries());
    await firestore.recursiveDelete(firestore.collection(TRASH_COLLECTION));
    await entries()
      .doc('chapel')
      .set({ ...CHAPEL, createdAt: SEEDED_AT, updatedAt: SEEDED_AT, updatedBy: 'seed' });
  });

  const call = (
    method: string,
    path: string,
    {
      token = adminToken,
      body,
      raw,
      contentType,
    }: { token?: string | null; body?: unknown; raw?: string; contentType?: string } = {},
  ) =>
    fetch(`${server.url}/api/mapdata${path}`, {
      method,
      headers: {
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
        ...(body !== undefined || raw !== undefined ? { 'Content-Type': contentType ?? 'application/json' } : {}),
      },
      body: raw ?? (body === undefined ? undefined : JSON.stringify(body)),
    });
  const json = async (res: Response) => (await res.json()) as Json;
  const list = async (res: Response) => (await res.json()) as Json[];

  const history = async (id: string) => list(await call('GET', `/${id}/history`));
  const current = async (id: string) => (await entries().doc(id).get()).data() as Json;

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
        const member = await call(method, path, { ...send, token: memberToken });
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
      expect(revisions[0]).toMatchObject({ action: 'revert', before: update.after, after: create.after });
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
      const trash = await list(await call('GET', '/trash'));
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
        headers: { Authorization: `Bearer ${adminToken}` },
      });
      await later.close();
      expect(restored.status).toBe(200);
      expect(await json(restored)).toMatchObject({
        id: 'chapel',
        ...CHAPEL,
        createdAt: SEEDED_AT,
        updatedBy: ADMIN_EMAIL,
      });
      expect(await list(await call('GET', '/trash'))).toEqual([]);
      expect((await current('chapel')).name).toBe(CHAPEL.name);
      const again = await call('POST', '/chapel/restore');
      expect(again.status).toBe(404);
      expect((await json(again)).code).toBe('not-in-trash');
    });

    it('lists the most recently deleted first', async () => {
      const other = await json(await call('POST', '', { body: { ...CHAPEL, name: 'Second' } }));
      await call('DELETE', '/chapel');
      await call('DELETE', `/${other.id as string}`);
      const trash = await list(await call('GET', '/trash'));
      expect(trash.map((item) => item.id)).toEqual([other.id, 'chapel']);
    });
  });

  describe('export', () => {
    beforeEach(async () => {
      await call('POST', '', {
        body: { ...CHAPEL, location: '', name: '=HYPERLINK("x")', description: 'No place yet' },
      });
    });

    it('GeoJSON: a FeatureCollection of Points [lng, lat] with id, name, description, type and status', async () => {
      const res = await call('GET', '/export?format=geojson');
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('application/geo+json');
      expect(res.headers.get('content-disposition')).toMatch(
        /attachment; filename="saint-james-map-entries-.+\.geojson"/,
      );
      const collection = await json(res);
      expect(collection.type).toBe('FeatureCollection');
      const features = collection.features as Json[];
      expect(features[0]).toEqual({
        type: 'Feature',
        geometry: { type: 'Point', coordinates: [-59.638, 13.187] },
        properties: {
          id: 'chapel',
          name: CHAPEL.name,
          description: CHAPEL.description,
          type: 'landmark',
          status: 'open',
        },
      });
      expect(features[1].geometry).toBeNull();
    });

    it('CSV: a header row, one row per entry, a formula kept as text', async () => {
      const res = await call('GET', '/export?format=csv');
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/csv');
      const lines = (await res.text()).trimEnd().split('\r\n');
      expect(lines[0]).toBe('id,name,description,type,status,lat,lng');
      expect(lines[1]).toBe('chapel,Holetown Chapel,The oldest church of the parish,landmark,open,13.187,-59.638');
      expect(lines[2]).toMatch(/^[^,]+,"'=HYPERLINK\(""x""\)",No place yet,landmark,open,,$/);
    });

    it('an unknown format is a 400 naming the field', async () => {
      const res = await call('GET', '/export?format=kml');
      expect(res.status).toBe(400);
      expect(await json(res)).toMatchObject({ code: 'invalid-field', field: 'format' });
    });
  });

  describe('import', () => {
    const feature = (properties: Json, coordinates: [number, number] | null = [-59.6, 13.2]) => ({
      type: 'Feature',
      geometry: coordinates ? { type: 'Point', coordinates } : null,
      properties,
    });
    const collection = (...features: unknown[]) => JSON.stringify({ type: 'FeatureCollection', features });
    const geojson = (raw: string, dryRun = false) =>
      call('POST', `/import${dryRun ? '?dryRun=1' : ''}`, { raw, contentType: 'application/geo+json' });

    it('dryRun answers what would happen, with errors by feature index, and writes nothing', async () => {
      const before = await everything();
      const file = collection(
        feature({ id: 'chapel', name: 'Chapel, renamed', type: 'landmark', status: 'open' }),
        feature({ name: 'New place' }),
        feature({ name: 'Off the map' }, [-59.6, 95]),
        { type: 'Feature', geometry: { type: 'LineString', coordinates: [] }, properties: {} },
      );
      const res = await geojson(file, true);
      expect(res.status).toBe(200);
      const report = await json(res);
      expect(report).toMatchObject({ dryRun: true, created: 1, updated: 1 });
      expect(report.errors).toEqual([
        expect.objectContaining({ index: 2, field: 'location', problem: 'latitude-out-of-range' }),
        expect.objectContaining({ index: 3, field: 'geometry', problem: 'not-a-point' }),
      ]);
      expect(await everything()).toEqual(before);
    });

    it('without dryRun, one bad feature refuses the whole file: 400 naming it and its index, nothing written', async () => {
      const before = await everything();
      const res = await geojson(collection(feature({ name: 'Fine' }), feature({ name: 7 })));
      expect(res.status).toBe(400);
      const body = await json(res);
      expect(body).toMatchObject({ code: 'invalid-feature', index: 1, field: 'name', problem: 'not-a-string' });
      expect(body.error).toMatch(/^Feature 1: name: must be a string/);
      expect(await everything()).toEqual(before);
    });

    it('imports: an id that exists updates that entry, anything else creates one; each leaves a revision', async () => {
      const res = await geojson(
        collection(
          feature(
            { id: 'chapel', name: 'Chapel, renamed', description: '', type: 'landmark', status: 'closed' },
            [-59.5, 13.1],
          ),
          feature({ id: 'not-an-entry', name: 'Brand new', type: 'shop' }),
          // An id no document can have (a slash, a reserved name): a new entry, never a 500.
          feature({ id: 'not/a/document', name: 'Slashed' }),
          feature({ id: '__reserved__', name: 'Reserved' }),
        ),
      );
      expect(res.status).toBe(200);
      expect(await json(res)).toEqual({ dryRun: false, created: 3, updated: 1, errors: [] });
      expect(await current('chapel')).toMatchObject({
        name: 'Chapel, renamed',
        location: '13.1,-59.5',
        status: 'closed',
      });
      const all = await list(await call('GET', ''));
      const created = all.find((entry) => entry.name === 'Brand new')!;
      expect(created.id).not.toBe('not-an-entry');
      expect(created.location).toBe('13.2,-59.6');
      expect((await history('chapel'))[0]).toMatchObject({ action: 'import', before: CHAPEL });
      expect((await history(created.id as string))[0]).toMatchObject({ action: 'import', before: null });
    });

    it('the CSV export comes back in unchanged (formula guard and empty location included)', async () => {
      await call('POST', '', {
        body: { ...CHAPEL, location: '', name: '=1+2', description: 'line one\nline two, "quoted"' },
      });
      const before = await list(await call('GET', ''));
      const csv = await (await call('GET', '/export?format=csv')).text();
      const res = await call('POST', '/import', { raw: csv, contentType: 'text/csv' });
      expect(res.status).toBe(200);
      expect(await json(res)).toMatchObject({ created: 0, updated: 2 });
      const after = await list(await call('GET', ''));
      const fields = (entry: Json) => [
        entry.id,
        entry.location,
        entry.name,
        entry.description,
        entry.type,
        entry.status,
      ];
      expect(after.map(fields)).toEqual(before.map(fields));
    });

    it('the GeoJSON export comes back in unchanged', async () => {
      const before = await list(await call('GET', ''));
      const exported = await (await call('GET', '/export?format=geojson')).text();
      expect(await json(await geojson(exported))).toMatchObject({ created: 0, updated: 1 });
      expect(await list(await call('GET', ''))).toEqual(
        before.map((entry) => ({ ...entry, updatedAt: expect.any(String), updatedBy: ADMIN_EMAIL })),
      );
    });

    it('refuses what is not a FeatureCollection or a CSV in the export shape, and too many features', async () => {
      for (const [raw, contentType] of [
        ['{"type":"Feature"}', 'application/json'],
        ['not json', 'application/json'],
        ['name,lat\nx,1', 'text/csv'],
      ]) {
        const res = await call('POST', '/import', { raw, contentType });
        expect(res.status).toBe(400);
        expect((await json(res)).code).toBe('invalid-body');
      }
      const many = collection(...Array.from({ length: MAX_IMPORT_FEATURES + 1 }, (_, i) => feature({ name: `P${i}` })));
      const res = await geojson(many);
      expect(res.status).toBe(400);
      expect((await json(res)).code).toBe('too-many-features');
    });

    it('takes a file over the 16 KB limit of a single save, and answers 413 past its own 1 MB', async () => {
      const big = collection(
        ...Array.from({ length: 40 }, (_, i) => feature({ name: `P${i}`, description: 'x'.repeat(1000) })),
      );
      expect(big.length).toBeGreaterThan(16 * 1024);
      expect(await json(await geojson(big, true))).toMatchObject({ created: 40, errors: [] });
      const huge = collection(feature({ description: 'x'.repeat(1024 * 1024) }));
      const res = await geojson(huge, true);
      expect(res.status).toBe(413);
      expect((await json(res)).code).toBe('body-too-large');
    });
  });
});
