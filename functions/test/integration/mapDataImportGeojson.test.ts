import { withApiServer, json } from '../support/apiServer';
import { collection, feature, importer } from '../support/importFiles';
import { CHAPEL, everything, resetMapData, seeded } from '../support/mapDataState';

jest.setTimeout(30_000);

// A GeoJSON import refuses what it cannot store, as POST does: an unknown property ('staus' for
// 'status') or Feature member is named with the feature's index, never dropped.

describe('POST /api/mapdata/import, GeoJSON: nothing dropped silently', () => {
  const api = withApiServer({ base: '/api/mapdata', as: 'admin', memberEmail: 'geojson-member@saint-james.test' });
  const files = importer(api.call);

  beforeEach(() => resetMapData({ chapel: seeded(CHAPEL) }));

  it.each([
    [
      'a misspelt property',
      { name: 'x', staus: 'open' },
      'staus',
      /^staus: unknown property \(allowed: id, name, description, type, status\)$/,
    ],
    ['a location property (the geometry holds it)', { location: '1,2' }, 'location', /^location: unknown property/],
    [
      'a property of another tool',
      { name: 'x', 'marker-color': '#f00' },
      'marker-color',
      /^marker-color: unknown property/,
    ],
  ])('%s: refused naming the key and the feature, nothing written', async (_what, properties, key, message) => {
    const before = await everything();
    const file = collection(feature({ name: 'Fine' }), feature(properties));
    const preview = await json(await files.geojson(file, true));
    expect(preview.errors).toEqual([
      { index: 1, field: key, problem: 'unknown-field', message: expect.stringMatching(message) },
    ]);
    const refused = await files.geojson(file);
    expect(refused.status).toBe(400);
    expect(await json(refused)).toMatchObject({
      code: 'invalid-feature',
      index: 1,
      field: key,
      problem: 'unknown-field',
      error: expect.stringMatching(new RegExp(`^Feature 2 \\(index 1\\): ${key}: unknown property`)),
    });
    expect(await everything()).toEqual(before);
  });

  it('an unknown member of a Feature is refused too; bbox (derived from the geometry) is not', async () => {
    const file = collection(
      { ...feature({ name: 'A' }), bbox: [-59.6, 13.2, -59.6, 13.2] },
      { ...feature({ name: 'B' }), title: 'Lost' },
    );
    const preview = await json(await files.geojson(file, true));
    expect(preview).toMatchObject({ created: 1 });
    expect(preview.errors).toEqual([expect.objectContaining({ index: 1, field: 'title', problem: 'unknown-field' })]);
  });

  it('a Point: [lng, lat] or [lng, lat, altitude] (the altitude let go); other positions and members are refused', async () => {
    const point = (geometry: object) => ({ ...feature({ name: 'P' }), geometry: { type: 'Point', ...geometry } });
    const file = collection(
      point({ coordinates: [-59.6, 13.2, 12.5] }),
      point({ coordinates: [-59.6, 13.2, 0, 7] }),
      point({ coordinates: [-59.6, 13.2, 'junk'] }),
      point({ coordinates: [-59.6, 13.2, { x: 1 }] }),
      point({ coordinates: [-59.6, 13.2], extra: 'dropped' }),
      point({ coordinates: [-59.6, 13.2], bbox: [-59.6, 13.2, -59.6, 13.2] }),
    );
    const preview = await json(await files.geojson(file, true));
    expect(preview).toMatchObject({ created: 2 });
    expect(preview.errors).toEqual([
      expect.objectContaining({ index: 1, field: 'geometry', problem: 'not-a-point' }),
      expect.objectContaining({ index: 2, field: 'geometry', problem: 'not-a-point' }),
      expect.objectContaining({ index: 3, field: 'geometry', problem: 'not-a-point' }),
      expect.objectContaining({
        index: 4,
        field: 'geometry.extra',
        problem: 'unknown-field',
        message: 'geometry.extra: unknown member of a Point (allowed: type, coordinates, bbox, crs)',
      }),
    ]);
    // The altitude's entry is stored at its place on the (flat) map.
    const one = collection(point({ coordinates: [-59.6, 13.2, 12.5] }));
    expect((await files.geojson(one)).status).toBe(200);
    expect(Object.values(await everything())).toContainEqual(
      expect.objectContaining({ name: 'P', location: '13.2,-59.6' }),
    );
  });

  it.each([
    ['a misspelt "features" beside an empty one', { features: [], Features: [feature({ name: 'Lost' })] }, 'Features'],
    ['features under another key', { features: [feature({ name: 'A' })], items: [feature({ name: 'Lost' })] }, 'items'],
    ['features an array deeper', { features: [feature({ name: 'A' })], more: [[feature({ name: 'Lost' })]] }, 'more'],
    [
      'another collection beside "features"',
      { features: [], extra: { type: 'FeatureCollection', features: [feature({ name: 'Lost' })] } },
      'extra',
    ],
  ])(
    'a collection with %s: 400 invalid-body naming it, in dryRun too, nothing written',
    async (_what, members, key) => {
      const before = await everything();
      const file = JSON.stringify({ type: 'FeatureCollection', ...members });
      for (const dryRun of [true, false]) {
        const res = await files.geojson(file, dryRun);
        expect(res.status).toBe(400);
        const body = await json(res);
        expect(body).toMatchObject({ code: 'invalid-body' });
        expect(body.error).toBe(
          `"${key}": features outside the FeatureCollection's "features" would not be imported; put them all in "features"`,
        );
      }
      expect(await everything()).toEqual(before);
    },
  );

  it("other tools' collection members (QGIS's name, crs and resolution, overpass's generator) are read and let go", async () => {
    const file = JSON.stringify({
      type: 'FeatureCollection',
      name: 'saint-james-pins',
      crs: { type: 'name', properties: { name: 'urn:ogc:def:crs:OGC:1.3:CRS84' } },
      xy_coordinate_resolution: 1e-15,
      generator: 'overpass-turbo',
      bbox: [-59.6, 13.2, -59.6, 13.2],
      features: [feature({ name: 'From QGIS' })],
    });
    expect(await json(await files.geojson(file, true))).toMatchObject({ created: 1, errors: [] });
  });

  it('another geometry is not-a-point whatever its members; a Point may carry a crs', async () => {
    const file = collection(
      { ...feature({ name: 'G' }), geometry: { type: 'GeometryCollection', geometries: [] } },
      { ...feature({ name: 'P' }), geometry: { type: 'Point', coordinates: [-59.6, 13.2], crs: null } },
    );
    const preview = await json(await files.geojson(file, true));
    expect(preview).toMatchObject({ created: 1 });
    expect(preview.errors).toEqual([expect.objectContaining({ index: 0, field: 'geometry', problem: 'not-a-point' })]);
  });

  it('properties that are not an object are refused; null properties are an entry with empty fields', async () => {
    const file = collection(feature(null), { ...feature({}), properties: ['name'] });
    const preview = await json(await files.geojson(file, true));
    expect(preview).toMatchObject({ created: 1 });
    expect(preview.errors).toEqual([
      expect.objectContaining({ index: 1, field: 'properties', problem: 'not-an-object' }),
    ]);
  });

  it.each([
    ['arrays', `{"type":"FeatureCollection","features":[${'['.repeat(20_000)}${']'.repeat(20_000)}]}`],
    ['objects', `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`],
  ])(
    'a file of %s nested thousands deep: 400 invalid-body saying so, never a 500, nothing written',
    async (_what, file) => {
      const before = await everything();
      for (const dryRun of [true, false]) {
        const res = await files.geojson(file, dryRun);
        expect(res.status).toBe(400);
        const body = await json(res);
        expect(body).toMatchObject({ code: 'invalid-body' });
        expect(body.error).toMatch(/^The file nests objects and arrays more than 64 levels deep/);
      }
      expect(await everything()).toEqual(before);
    },
  );

  it.each([
    [
      'the collection giving "features" twice',
      '{"type":"FeatureCollection",\n"features":[FEATURE_A, FEATURE_B],\n"features":[FEATURE_C]}',
      'features',
      3,
    ],
    ['a feature giving "name" twice', '{"type":"FeatureCollection","features":[\nFEATURE_TWICE]}', 'name', 2],
  ])(
    '%s: 400 invalid-body naming the key and its line, in dryRun too, nothing written',
    async (_what, template, key, line) => {
      const text = (name: string) => JSON.stringify(feature({ name }));
      const file = template
        .replace('FEATURE_A', text('A'))
        .replace('FEATURE_B', text('B'))
        .replace('FEATURE_C', text('C'))
        .replace('FEATURE_TWICE', text('First').replace('"name":"First"', '"name":"First","name":"Second"'));
      expect(() => JSON.parse(file)).not.toThrow();
      const before = await everything();
      for (const dryRun of [true, false]) {
        const res = await files.geojson(file, dryRun);
        expect(res.status).toBe(400);
        const body = await json(res);
        expect(body).toMatchObject({ code: 'invalid-body', line });
        expect(body.error).toMatch(new RegExp(`^Line ${line}: "${key}" is given twice in one object`));
      }
      expect(await everything()).toEqual(before);
    },
  );

  it('a number id JSON cannot carry exactly (past 2^53, or a decimal) is refused, never rounded onto another entry', async () => {
    const before = await everything();
    // 12345678901234567891 reads as 12345678901234567000: stored so, a later file's …892 would update it.
    const file = (id: string) =>
      `{"type":"FeatureCollection","features":[{"type":"Feature","geometry":null,"id":${id},"properties":{"name":"Exact"}}]}`;
    for (const id of ['12345678901234567891', '9007199254740993', '-9007199254740993', '1.10']) {
      const preview = await json(await files.geojson(file(id), true));
      expect(preview).toMatchObject({ created: 0, updated: 0 });
      expect(preview.errors).toEqual([
        expect.objectContaining({
          index: 0,
          field: 'id',
          problem: 'inexact-id',
          message: expect.stringMatching(/^id: a number id must be a whole number/),
        }),
      ]);
      const refused = await files.geojson(file(id));
      expect(refused.status).toBe(400);
      expect(await json(refused)).toMatchObject({
        code: 'invalid-feature',
        index: 0,
        field: 'id',
        problem: 'inexact-id',
      });
    }
    expect(await everything()).toEqual(before);
    // The largest whole number JSON carries exactly is an id like any other.
    const exact = await json(await files.geojson(file('9007199254740991'), true));
    expect(exact).toMatchObject({ created: 1, errors: [] });
  });
});
