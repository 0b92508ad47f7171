import { nestingDepth, readImport } from './transfer';

describe('nestingDepth', () => {
  it('counts how deep objects and arrays nest', () => {
    expect(nestingDepth('1')).toBe(0);
    expect(nestingDepth('{"type":"FeatureCollection","features":[{"geometry":{"coordinates":[1,2]}}]}')).toBe(5);
    expect(nestingDepth('['.repeat(20_000) + ']'.repeat(20_000))).toBe(20_000);
  });

  it('skips brackets inside strings, escaped quotes included', () => {
    expect(nestingDepth('{"name":"[[[{{{"}')).toBe(1);
    expect(nestingDepth('{"name":"say \\"[[[\\" twice","x":[1]}')).toBe(2);
    expect(nestingDepth('["a\\\\",[2]]')).toBe(2);
  });
});

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
});
