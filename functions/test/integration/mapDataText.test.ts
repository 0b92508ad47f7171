import { withApiServer, json } from '../support/apiServer';
import { CHAPEL, everything, resetMapData, SEEDED_AT, seeded, stored } from '../support/mapDataState';

jest.setTimeout(30_000);

// What text an entry may hold, on every way in (POST, PUT, import): no control character but tab
// and line breaks (stored as LF), and only bodies that are UTF-8 text.

/** JSON text written by hand: `\u0000` reaches the parser as the escape, not as a stripped byte. */
const entryJson = (name: string) => `{"location":"","name":"${name}","description":"","type":"","status":""}`;

describe('text fields and encodings', () => {
  const api = withApiServer({ base: '/api/mapdata', as: 'admin', memberEmail: 'text-member@saint-james.test' });
  const { call } = api;

  beforeEach(() => resetMapData({ chapel: seeded(CHAPEL) }));

  it.each([
    ['NUL', '\\u0000', 'U+0000'],
    ['BEL', 'bell\\u0007', 'U+0007'],
    ['ESC (a terminal escape)', '\\u001b[31mred', 'U+001B'],
    ['a vertical tab', 'a\\u000bb', 'U+000B'],
    ['DEL', 'x\\u007f', 'U+007F'],
    ['a C1 control (NEL)', 'x\\u0085', 'U+0085'],
  ])('POST and PUT refuse %s in a field: 400 naming it, nothing written', async (_what, escaped, code) => {
    const before = await everything();
    for (const [method, path] of [
      ['POST', ''],
      ['PUT', '/chapel'],
    ]) {
      const res = await call(method, path, { raw: entryJson(`Chapel ${escaped}`) });
      expect(res.status).toBe(400);
      expect(await json(res)).toEqual({
        error: `name: must not hold a control character (${code} here); tab and line breaks are fine`,
        code: 'invalid-field',
        field: 'name',
        problem: 'control-character',
      });
    }
    expect(await everything()).toEqual(before);
  });

  it('keeps tabs and line breaks; a CRLF or a lone CR is stored as LF', async () => {
    const description = 'Opening hours:\tdaily\r\nClosed:\tSundays\rand holidays\n';
    const res = await call('POST', '', { body: { ...CHAPEL, description } });
    expect(res.status).toBe(201);
    const { id } = await json(res);
    expect((await stored(id as string))?.description).toBe('Opening hours:\tdaily\nClosed:\tSundays\nand holidays');
  });

  it('an import refuses a control character in a property or a cell, naming the feature or the line', async () => {
    const geojson = JSON.stringify({
      type: 'FeatureCollection',
      features: [
        { type: 'Feature', geometry: null, properties: { name: 'ok' } },
        { type: 'Feature', geometry: null, properties: { status: 'a\u0000b' } },
      ],
    });
    const fromGeojson = await call('POST', '/import?dryRun=1', { raw: geojson, contentType: 'application/geo+json' });
    expect((await json(fromGeojson)).errors).toEqual([
      expect.objectContaining({ index: 1, field: 'status', problem: 'control-character' }),
    ]);
    const csv = 'id,name,description,type,status,lat,lng\r\n,Fine,,,,,\r\n,Bell\u0007,,,,,\r\n';
    const fromCsv = await call('POST', '/import?dryRun=1', { raw: csv, contentType: 'text/csv' });
    expect((await json(fromCsv)).errors).toEqual([
      expect.objectContaining({ index: 1, line: 3, field: 'name', problem: 'control-character' }),
    ]);
  });

  it.each([
    ['POST', '', 'application/json', Buffer.from(entryJson('Caf\u00e9').replace('\u00e9', '\udce9'), 'latin1')],
    [
      'PUT',
      '/chapel',
      'application/json',
      Buffer.concat([Buffer.from(entryJson('x').slice(0, -2)), Buffer.from([0xff, 0x22, 0x7d])]),
    ],
    ['POST', '/import', 'text/csv', Buffer.from('id,name,description,type,status,lat,lng\n,Caf\xe9,,,,,\n', 'latin1')],
    [
      'POST',
      '/import?dryRun=1',
      'application/geo+json',
      Buffer.from('{"type":"FeatureCollection","features":[],"x":"\xc3\x28"}', 'latin1'),
    ],
  ])(
    '%s %s with a body that is not UTF-8: 400 invalid-encoding, nothing written',
    async (method, path, contentType, raw) => {
      const before = await everything();
      const res = await call(method, path, { raw, contentType });
      expect(res.status).toBe(400);
      expect(await json(res)).toEqual({ error: 'The body is not UTF-8 text', code: 'invalid-encoding' });
      expect(await everything()).toEqual(before);
    },
  );

  it.each([
    [
      'POST',
      '/import',
      'text/csv; charset=utf-16',
      Buffer.from('id,name,description,type,status,lat,lng\n,Cafe,,,,,\n', 'utf16le'),
      'utf-16',
    ],
    [
      'POST',
      '/import?dryRun=1',
      'application/geo+json; charset="ISO-8859-1"',
      Buffer.from('{"type":"FeatureCollection","features":[]}'),
      'iso-8859-1',
    ],
    ['POST', '', 'application/json; charset=latin1', Buffer.from(entryJson('Cafe')), 'latin1'],
    [
      'POST',
      '/import',
      'text/csv; charset=utf-8; charset=utf-16',
      Buffer.from('id,name,description,type,status,lat,lng\n,Cafe,,,,,\n', 'utf16le'),
      'utf-8 and utf-16',
    ],
    [
      'POST',
      '/import',
      'text/csv;charset=utf8',
      Buffer.from('id,name,description,type,status,lat,lng\n,Cafe,,,,,\n'),
      'utf8',
    ],
  ])(
    '%s %s said to be in another charset (%s): 415 naming it, nothing written',
    async (method, path, contentType, raw, named) => {
      const before = await everything();
      const res = await call(method, path, { raw, contentType });
      expect([res.status, await json(res)]).toEqual([
        415,
        { error: `Send the body as UTF-8 text (it says charset=${named})`, code: 'invalid-encoding' },
      ]);
      expect(await everything()).toEqual(before);
    },
  );

  it('a body said to be UTF-8, in any case, quoted or not, goes in', async () => {
    for (const charset of ['utf-8', 'UTF-8', '"utf-8"']) {
      const res = await call('POST', '', {
        raw: entryJson(`Said ${charset.replaceAll('"', '')}`),
        contentType: `application/json; charset=${charset}`,
      });
      expect([charset, res.status]).toEqual([charset, 201]);
    }
  });

  it('a well-formed UTF-8 body with accents and emoji goes in as sent', async () => {
    const res = await call('PUT', '/chapel', { body: { ...CHAPEL, name: 'Café ☕ 🏖️', updatedAt: SEEDED_AT } });
    expect(res.status).toBe(200);
    expect((await stored('chapel'))?.name).toBe('Café ☕ 🏖️');
  });
});
