import { withApiServer, json, jsonList } from '../support/apiServer';
import { collection, csvFile, feature, importer } from '../support/importFiles';
import { CHAPEL, everything, MARKET, resetMapData, seeded, stored } from '../support/mapDataState';

jest.setTimeout(30_000);

// Which entry an imported row is (docs/decisions/0020-import-rules.md): an id that names an entry
// updates it; an id that names none creates the entry under that id; an id in the Trash is refused
// until the entry is restored. So importing a file twice leaves what importing it once left.

describe('POST /api/mapdata/import: ids', () => {
  const api = withApiServer({ base: '/api/mapdata', as: 'admin', memberEmail: 'ids-member@saint-james.test' });
  const { call } = api;
  const files = importer(call);
  const ids = async () => (await jsonList(await call('GET', ''))).map((entry) => entry.id).sort();

  beforeEach(() => resetMapData({ chapel: seeded(CHAPEL) }));

  it('an id that names no entry creates the entry under that id; the same file again changes nothing', async () => {
    const file = csvFile(
      'mill-1,Speightstown Mill,,landmark,open,13.25,-59.64',
      'chapel,Holetown Chapel (new name),,,,,',
    );
    const first = await files.csv(file);
    expect(await json(first)).toMatchObject({ dryRun: false, created: 1, updated: 1, unchanged: 0, errors: [] });
    expect(await ids()).toEqual(['chapel', 'mill-1']);
    expect(await stored('mill-1')).toMatchObject({ name: 'Speightstown Mill', location: '13.25,-59.64' });
    const afterFirst = await everything();

    const second = await files.csv(file);
    // The same file again changes nothing, and says so.
    expect(await json(second)).toEqual({
      dryRun: false,
      created: 0,
      updated: 0,
      unchanged: 2,
      changes: [],
      errors: [],
    });
    expect(await everything()).toEqual(afterFirst);
  });

  it('an id in the Trash is refused ("in the Trash: restore it first"); restored, the same file updates it', async () => {
    await resetMapData({ chapel: seeded(CHAPEL), market: seeded(MARKET) });
    expect((await call('DELETE', '/market')).status).toBe(204);
    const file = collection(feature({ id: 'market', name: 'Market, imported' }), feature({ name: 'Fine' }));
    const before = await everything();

    const preview = await json(await files.geojson(file, true));
    expect(preview).toMatchObject({ created: 1, updated: 0 });
    expect(preview.errors).toEqual([
      {
        index: 0,
        field: 'id',
        problem: 'in-trash',
        message: "id: 'market' is in the Trash: restore it first",
      },
    ]);
    const refused = await files.geojson(file);
    expect(refused.status).toBe(400);
    expect(await json(refused)).toMatchObject({ code: 'invalid-feature', index: 0, field: 'id', problem: 'in-trash' });
    expect(await everything()).toEqual(before);

    expect((await call('POST', '/market/restore')).status).toBe(200);
    expect(await json(await files.geojson(file))).toMatchObject({ created: 1, updated: 1, errors: [] });
    expect(await stored('market')).toMatchObject({ name: 'Market, imported' });
    expect(await ids()).toHaveLength(3);
  });

  it.each([
    ['a slash', 'not/a/document'],
    ['a reserved name', '__reserved__'],
    ['a dot', '.'],
    ['a control character', 'x\u0001y'],
    ['1,501 bytes', 'i'.repeat(1501)],
    // A CSV's cells are read trimmed: its own export would bring it back as another id.
    ['a space at its start', ' mill'],
    ['a tab at its end', 'mill\t'],
  ])('an id that cannot name an entry (%s) is refused, naming the feature', async (_what, id) => {
    const before = await everything();
    const preview = await json(
      await files.geojson(collection(feature({ name: 'Fine' }), feature({ id, name: 'x' })), true),
    );
    expect(preview.errors).toEqual([expect.objectContaining({ index: 1, field: 'id', problem: 'invalid-id' })]);
    expect(await everything()).toEqual(before);
  });

  it('an id twice in one file is refused at its second row, naming the first', async () => {
    const file = csvFile('mill-1,First,,,,,', ',No id,,,,,', 'mill-1,Second,,,,,');
    const preview = await json(await files.csv(file, true));
    expect(preview.errors).toEqual([
      {
        index: 2,
        line: 4,
        field: 'id',
        problem: 'duplicate-id',
        message: "id: 'mill-1' is on line 2 already",
      },
    ]);
  });

  it('rows without an id are new entries each time (a file meant to be imported twice carries ids)', async () => {
    const file = collection(feature({ name: 'No id' }));
    await files.geojson(file);
    await files.geojson(file);
    expect(await ids()).toHaveLength(3);
  });

  it('a GeoJSON feature id counts as the entry id; one that differs from properties.id is refused', async () => {
    const file = JSON.stringify({
      type: 'FeatureCollection',
      features: [
        { type: 'Feature', id: 'chapel', geometry: null, properties: { name: 'By the feature id' } },
        { type: 'Feature', id: 7, geometry: null, properties: { id: 'seven', name: 'Two ids' } },
      ],
    });
    const preview = await json(await files.geojson(file, true));
    expect(preview).toMatchObject({ updated: 1, created: 0 });
    expect(preview.errors).toEqual([expect.objectContaining({ index: 1, field: 'id', problem: 'id-mismatch' })]);
  });
});
