import { withApiServer, json, jsonList, type Json } from '../support/apiServer';
import { collection, feature } from '../support/importFiles';
import { CHAPEL, everything, resetMapData, seeded, stored } from '../support/mapDataState';
import { MAX_BODY_BYTES, MAX_IMPORT_FEATURES } from '@saint-james/api-contract';
import { ADMIN_EMAIL } from '../support/testConfig';
import { request } from 'node:http';

jest.setTimeout(30_000);

// POST /api/mapdata/import (GeoJSON and CSV), in-process against the Auth and Firestore emulators with real ID tokens.

describe('/api/mapdata/import', () => {
  const api = withApiServer({ base: '/api/mapdata', as: 'admin', memberEmail: 'history-member@saint-james.test' });
  const { call } = api;
  const history = async (id: string) => jsonList(await call('GET', `/${id}/history`));
  const current = async (id: string) => (await stored(id)) as Json;

  beforeEach(() => resetMapData({ chapel: seeded(CHAPEL) }));

  describe('import', () => {
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
      // What it would write, entry by entry: the chapel's fields before and after, the new row's after.
      expect(report.changes).toEqual([
        {
          index: 0,
          entryId: 'chapel',
          before: CHAPEL,
          after: { ...CHAPEL, location: '13.2,-59.6', name: 'Chapel, renamed', description: '' },
          changed: ['location', 'name', 'description'],
        },
        {
          index: 1,
          before: null,
          after: { location: '13.2,-59.6', name: 'New place', description: '', type: '', status: '' },
          changed: ['location', 'name'],
        },
      ]);
      expect(report.errors).toEqual([
        expect.objectContaining({ index: 2, field: 'location', problem: 'latitude-out-of-range' }),
        expect.objectContaining({ index: 3, field: 'geometry', problem: 'not-a-point' }),
      ]);
      expect(await everything()).toEqual(before);
    });

    it('a dryRun other than 1 is refused, naming it, and nothing is imported (a preview never imports)', async () => {
      const before = await everything();
      const file = collection(feature({ name: 'New place' }));
      for (const query of ['dryRun=true', 'dryRun=0', 'dryRun=yes', 'dryRun=', 'dryRun=1&dryRun=1']) {
        const res = await call('POST', `/import?${query}`, { raw: file, contentType: 'application/geo+json' });
        expect([query, res.status]).toEqual([query, 400]);
        expect(await json(res)).toMatchObject({ code: 'invalid-field', field: 'dryRun' });
      }
      expect(await everything()).toEqual(before);
    });

    it('a preview asked for under another name is refused, naming it, and nothing is imported', async () => {
      const before = await everything();
      const file = collection(feature({ name: 'New place' }));
      for (const [query, field] of [
        ['dryrun=1', 'dryrun'],
        ['DRYRUN=1', 'DRYRUN'],
        ['__proto__[dryRun]=1', '__proto__[dryRun]'],
        ['dryRun[a]=1', 'dryRun[a]'],
        ['preview=1', 'preview'],
        ['dryRun=1&preview=1', 'preview'],
        ['?dryRun=1', '?dryRun'],
      ]) {
        const res = await call('POST', `/import?${query}`, { raw: file, contentType: 'application/geo+json' });
        expect([query, res.status]).toEqual([query, 400]);
        expect(await json(res)).toMatchObject({ code: 'invalid-field', field });
      }
      expect(await everything()).toEqual(before);
    });

    it("a '#' in the address, sent as it is, never turns a preview into an import", async () => {
      const before = await everything();
      const file = collection(feature({ name: 'New place' }));
      // fetch() drops what follows a '#': the bytes go as a raw client (or a script) sends them.
      const send = (path: string) => postRaw(`${api.url}/api/mapdata${path}`, file, api.adminToken);
      const refused = await send('/import?#dryRun=1');
      expect(refused.status).toBe(400);
      expect(JSON.parse(refused.body)).toMatchObject({ code: 'invalid-field', field: '#dryRun' });
      expect(await everything()).toEqual(before);
      const preview = await send('/import#?dryRun=1');
      expect([preview.status, JSON.parse(preview.body)]).toEqual([200, expect.objectContaining({ dryRun: true })]);
      expect(await everything()).toEqual(before);
    });

    it('without dryRun, one bad feature refuses the whole file: 400 naming it and its index, nothing written', async () => {
      const before = await everything();
      const res = await geojson(collection(feature({ name: 'Fine' }), feature({ name: 7 })));
      expect(res.status).toBe(400);
      const body = await json(res);
      expect(body).toMatchObject({ code: 'invalid-feature', index: 1, field: 'name', problem: 'not-a-string' });
      // The feature's number as a reader counts (from 1), and its index in `features`.
      expect(body.error).toMatch(/^Feature 2 \(index 1\): name: must be a string/);
      expect(await everything()).toEqual(before);
    });

    it('imports: an id that names an entry updates it, any other row creates one; each leaves a revision', async () => {
      const res = await geojson(
        collection(
          feature(
            { id: 'chapel', name: 'Chapel, renamed', description: '', type: 'landmark', status: 'closed' },
            [-59.5, 13.1],
          ),
          feature({ name: 'Brand new', type: 'shop' }),
        ),
      );
      expect(res.status).toBe(200);
      const report = await json(res);
      expect(report).toMatchObject({ dryRun: false, created: 1, updated: 1, unchanged: 0, errors: [] });
      // What it wrote, in the file's order: the chapel's change by its id, then the new row (no id given).
      expect(report.changes).toEqual([
        expect.objectContaining({
          index: 0,
          entryId: 'chapel',
          before: CHAPEL,
          changed: ['location', 'name', 'description', 'status'],
        }),
        expect.objectContaining({ index: 1, before: null, after: expect.objectContaining({ name: 'Brand new' }) }),
      ]);
      expect((report.changes as Json[])[1]).not.toHaveProperty('entryId');
      expect(await current('chapel')).toMatchObject({
        name: 'Chapel, renamed',
        location: '13.1,-59.5',
        status: 'closed',
      });
      const all = await jsonList(await call('GET', ''));
      const created = all.find((entry) => entry.name === 'Brand new')!;
      expect(created.location).toBe('13.2,-59.6');
      expect((await history('chapel'))[0]).toMatchObject({ action: 'import', before: CHAPEL, by: ADMIN_EMAIL });
      expect((await history(created.id as string))[0]).toMatchObject({ action: 'import', before: null });
    });

    it('refuses what is not a FeatureCollection or a CSV in the export shape, and too many features', async () => {
      for (const [raw, contentType] of [
        ['{"type":"Feature"}', 'application/json'],
        ['not json', 'application/json'],
      ]) {
        const res = await call('POST', '/import', { raw, contentType });
        expect(res.status).toBe(400);
        expect((await json(res)).code).toBe('invalid-body');
      }
      // (A CSV that is not in the export's shape: mapDataImportCsv.test.ts.)
      const many = collection(...Array.from({ length: MAX_IMPORT_FEATURES + 1 }, (_, i) => feature({ name: `P${i}` })));
      const res = await geojson(many);
      expect(res.status).toBe(400);
      expect((await json(res)).code).toBe('too-many-features');
    });

    it('takes a file over the 128 KB limit of a single save, and answers 413 past its own 1 MB', async () => {
      const big = collection(
        ...Array.from({ length: 150 }, (_, i) => feature({ name: `P${i}`, description: 'x'.repeat(1000) })),
      );
      expect(big.length).toBeGreaterThan(MAX_BODY_BYTES);
      expect(await json(await geojson(big, true))).toMatchObject({ created: 150, errors: [] });
      const huge = collection(feature({ description: 'x'.repeat(1024 * 1024) }));
      const res = await geojson(huge, true);
      expect(res.status).toBe(413);
      expect((await json(res)).code).toBe('body-too-large');
    });
  });
});

/** A GeoJSON POST whose request target is written as given, '#' included. */
function postRaw(url: string, body: string, token: string): Promise<{ status: number; body: string }> {
  const { host } = new URL(url);
  const target = url.replace(/^http:\/\/[^/]+/, '');
  return new Promise((resolve, reject) => {
    const req = request(
      `http://${host}`,
      {
        method: 'POST',
        path: target,
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/geo+json' },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}
