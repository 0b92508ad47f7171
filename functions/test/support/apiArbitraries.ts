/**
 * fast-check arbitraries for requests to the api: every route with ids a caller could put in a
 * path (escapes that are not UTF-8, reserved names), query strings, bodies from well-formed entries
 * to raw bytes, content types and Authorization headers. What the property test sends.
 */
import { CSV_COLUMNS } from '@saint-james/api-contract';
import fc from 'fast-check';

/** Any character a caller can send: code points, lone surrogates, control characters. */
const char = fc.oneof(
  { weight: 6, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }) },
  { weight: 1, arbitrary: fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code)) },
  { weight: 1, arbitrary: fc.integer({ min: 0, max: 0x9f }).map((code) => String.fromCharCode(code)) },
);
export const text = fc.string({ unit: char, maxLength: 40 });

/** A path segment as it goes on the wire: a known name, an escape that may not be UTF-8, any text. */
const bytesEscaped = fc
  .uint8Array({ minLength: 1, maxLength: 6 })
  .map((bytes) => [...bytes].map((byte) => `%${byte.toString(16).padStart(2, '0').toUpperCase()}`).join(''));
const textEscaped = text.map((value) =>
  [...Buffer.from(value, 'utf8')].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join(''),
);
export const segment = fc.oneof(
  fc.constantFrom('chapel', 'market', 'properties', 'map', 'colours', 'trash', 'export', 'import', 'history'),
  fc.constantFrom('..', '.', '__x__', '%', '%E0%A4%A', '%ZZ', '%00', '%2F', '%C0%80', '%ED%A0%80', 'a%2Fb', ''),
  bytesEscaped,
  textEscaped,
);

const ROUTES = [
  'health',
  'mapdata',
  'mapdata/trash',
  'mapdata/export',
  'mapdata/import',
  'mapdata/:id',
  'mapdata/:id/history',
  'mapdata/:id/revert',
  'mapdata/:id/restore',
  'mapdata/:id/:id',
  'sheets/:id',
  'upland/init-auth',
  'upland/status',
  'upland/webhook',
  'upland/portfolio',
  'upland/portfolio/refresh',
  'upland/link',
  // (DELETE /api/account is left to account.test.ts: it would delete the member this test calls as.)
  ':id',
];
export const path = fc
  .tuple(fc.constantFrom(...ROUTES), segment, segment)
  .map(([route, first, second]) => `/api/${route.replace(':id', first).replace(':id', second)}`);

const queryValue = fc.oneof(fc.constantFrom('geojson', 'csv', '1', 'true', 'kml', '', '%', '%FF'), textEscaped);
export const query = fc
  .array(fc.tuple(fc.constantFrom('format', 'dryRun', 'format[]', 'dryRun[a]', 'x', '%'), queryValue), {
    maxLength: 3,
  })
  .map((pairs) => (pairs.length === 0 ? '' : `?${pairs.map(([key, value]) => `${key}=${value}`).join('&')}`));

/** A value where a string belongs: a string most of the time, anything else sometimes. */
const fieldValue = fc.oneof(
  { weight: 4, arbitrary: text },
  { weight: 2, arbitrary: fc.constantFrom('13.2,-59.6', '', ' 13.205 , -59.615 ', '91,0', '1e3,2', 'chapel') },
  { weight: 1, arbitrary: fc.oneof(fc.integer(), fc.constant(null), fc.boolean(), fc.array(text, { maxLength: 2 })) },
);
const entryLike = fc.record(
  {
    location: fieldValue,
    name: fieldValue,
    description: fieldValue,
    type: fieldValue,
    status: fieldValue,
    id: fieldValue,
    updatedAt: fieldValue,
    staus: fieldValue,
  },
  { requiredKeys: ['location', 'name', 'description', 'type', 'status'] },
);
const revertLike = fc.record({ revision: fieldValue, updatedAt: fieldValue, extra: fieldValue }, { requiredKeys: [] });
const featureLike = fc.record({
  type: fc.constantFrom('Feature', 'Point', 'feature'),
  geometry: fc.oneof(
    fc.constant(null),
    fc.record({ type: fc.constantFrom('Point', 'LineString'), coordinates: fc.tuple(fc.double(), fc.double()) }),
  ),
  properties: fc.oneof(fc.constant(null), entryLike),
});
const geojsonLike = fc.record({
  type: fc.constantFrom('FeatureCollection', 'Feature'),
  features: fc.array(featureLike, { maxLength: 4 }),
});
const csvCell = fc.oneof(text, fc.constantFrom('"', '""', '"quoted, cell"', '13.2', '-59.6', "'=1+2", ''));
const csvLike = fc
  .array(fc.array(csvCell, { minLength: 5, maxLength: 8 }), { maxLength: 4 })
  .chain((rows) =>
    fc
      .constantFrom('\r\n', '\n', '\r')
      .map((newline) => [CSV_COLUMNS.join(','), ...rows.map((row) => row.join(','))].join(newline)),
  );

/** The bytes of a body, or none. JSON.stringify writes a lone surrogate as its escape. */
export const body = fc.oneof(
  fc.constant(undefined),
  fc.oneof(entryLike, revertLike, geojsonLike, fc.jsonValue()).map((value) => Buffer.from(JSON.stringify(value))),
  csvLike.map((csv) => Buffer.from(csv)),
  fc.uint8Array({ maxLength: 120 }).map((bytes) => Buffer.from(bytes)),
);

export const contentType = fc.constantFrom(
  'application/json',
  'application/json',
  'text/csv',
  'application/geo+json',
  'text/plain',
  'application/x-www-form-urlencoded',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  undefined,
);

export const method = fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH');

/** Who calls: the admin most of the time (most routes are theirs), a member, nobody, a broken header. */
export const caller = fc.constantFrom(
  'admin',
  'admin',
  'admin',
  'member',
  'nobody',
  'Basic YTpi',
  'Bearer a b',
  'Bearer x',
);
