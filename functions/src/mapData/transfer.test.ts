import { readImport } from './transfer';

describe('readImport', () => {
  const csv = 'id,name,description,type,status,lat,lng\r\nchapel,Chapel,,,,13.1,-59.6\r\n';

  it('reads text/csv, with or without parameters, as CSV', () => {
    for (const type of ['text/csv', 'TEXT/CSV', 'text/csv; charset=utf-8', 'text/csv ;header=present']) {
      expect([type, readImport(csv, type).ok]).toEqual([type, true]);
    }
  });

  it('reads a look-alike type (text/csv-schema) as the GeoJSON it is not, and refuses it', () => {
    expect(readImport(csv, 'text/csv-schema')).toMatchObject({ ok: false, code: 'invalid-body' });
  });

  it('reads GeoJSON saved with a byte-order mark, as it reads such a CSV file', () => {
    const geojson =
      '{"type":"FeatureCollection","features":[{"type":"Feature","geometry":null,"properties":{"name":"Mill"}}]}';
    for (const file of [geojson, `\uFEFF${geojson}`]) {
      expect(readImport(file, 'application/geo+json')).toMatchObject({
        ok: true,
        rows: [{ fields: { name: 'Mill' } }],
      });
    }
  });
});
