/**
 * The admin's entries as files: GeoJSON or CSV out (export) and back in (import). What was exported
 * comes back unchanged, and an import reads every row or says which it cannot
 * (docs/decisions/0020-import-rules.md).
 */
import * as v from 'valibot';
import { checkLocation, formatLocation } from './location';
import { MAP_DATA_FIELDS, type MapDataEntry, type MapDataFields } from './mapData';
import { FieldsSchema } from './mapDataHistory';

/** At most this many features in one import: each writes an entry and its revision in one transaction. */
export const MAX_IMPORT_FEATURES = 200;

/** Why a row cannot be imported, besides the field problems a single save has (FieldProblem). */
export const IMPORT_PROBLEMS = [
  'not-a-point',
  'not-an-object',
  'invalid-id',
  'inexact-id',
  'duplicate-id',
  'id-mismatch',
  'in-trash',
] as const;

/** Why a CSV cannot be read whole (400 `invalid-csv`, with the `line`): the file is refused. */
export const CSV_PROBLEMS = ['csv-header', 'csv-quote-unclosed', 'csv-quote-undoubled', 'csv-cell-count'] as const;
export type CsvProblem = (typeof CSV_PROBLEMS)[number];

/** One row (CSV) or feature (GeoJSON) that cannot be imported: where it is in the file, the field and why. */
export const ImportProblemSchema = v.object({
  /** Its position among the file's rows or features, counted from 0. */
  index: v.number(),
  /** CSV: the line of the file the row starts on, counted from 1 (the header is line 1). */
  line: v.optional(v.number()),
  field: v.optional(v.string()),
  problem: v.string(),
  /** English, for the api's answer and logs: '<field>: <why>'. */
  message: v.string(),
});
export type ImportProblem = v.InferOutput<typeof ImportProblemSchema>;

/** Where a row is, as the reader of the file finds it: 'Line 5' (CSV), 'Feature 2 (index 1)' (GeoJSON). */
export const rowPlace = ({ index, line }: { index: number; line?: number }): string =>
  line !== undefined ? `Line ${line}` : `Feature ${index + 1} (index ${index})`;

/**
 * One entry an import creates or updates, as its revision will show it: the fields before (null for
 * a new entry) and after, and which of them differ. The preview lists them, so that the admin sees
 * what the file would overwrite before it does.
 */
export const ImportChangeSchema = v.object({
  /** The row's place in the file, as for a problem. */
  index: v.number(),
  line: v.optional(v.number()),
  /** The entry's id; none for a new row without one (the server gives it one). */
  entryId: v.optional(v.string()),
  before: v.nullable(FieldsSchema),
  after: FieldsSchema,
  changed: v.array(v.picklist(MAP_DATA_FIELDS)),
});
export type ImportChange = v.InferOutput<typeof ImportChangeSchema>;

/**
 * What an import did (or, with ?dryRun=1, would do). `unchanged`: rows equal to their entry.
 * `changes`: the created and updated entries, in the file's order.
 */
export const ImportReportSchema = v.object({
  dryRun: v.boolean(),
  created: v.number(),
  updated: v.number(),
  unchanged: v.number(),
  changes: v.array(ImportChangeSchema),
  errors: v.array(ImportProblemSchema),
});
export type ImportReport = v.InferOutput<typeof ImportReportSchema>;

/**
 * A cell a spreadsheet program would run as a formula ('=HYPERLINK(…)', '+1', '@SUM'): CSV exports
 * prefix it with a quote so it opens as text, and the import takes the quote off again. Plain
 * numbers ('-12', '1,122') are left alone.
 */
export const FORMULA_START = /^(?![-+]?\d+(?:[.,]\d+)*$)[=+\-@\t\r]/;

/** The CSV export's columns, in order; the import reads the same header. */
export const CSV_COLUMNS = ['id', 'name', 'description', 'type', 'status', 'lat', 'lng'] as const;

/** The properties an exported feature carries: the entry's id and its fields but the location. */
export const FEATURE_PROPERTIES = ['id', 'name', 'description', 'type', 'status'] as const;

export interface GeoJsonFeature {
  type: 'Feature';
  geometry: { type: 'Point'; coordinates: [number, number] } | null;
  properties: { id: string } & Omit<MapDataFields, 'location'>;
}

/** An entry as a GeoJSON Feature: a Point [lng, lat], or no geometry while it has no location. */
export function entryToFeature(entry: MapDataEntry): GeoJsonFeature {
  const place = checkLocation(entry.location);
  return {
    type: 'Feature',
    geometry: place.ok ? { type: 'Point', coordinates: [place.lng, place.lat] } : null,
    properties: {
      id: entry.id,
      name: entry.name,
      description: entry.description,
      type: entry.type,
      status: entry.status,
    },
  };
}

/** One row of an import, before the field rules: where it is, the id it names (if any), its fields. */
export interface ImportRow {
  index: number;
  line?: number;
  id?: string;
  fields: Record<string, unknown>;
}

export const isImportProblem = (row: ImportRow | ImportProblem): row is ImportProblem => 'problem' in row;

/** A Feature's own members; bbox is derived from the geometry, so it is read and let go. */
const FEATURE_MEMBERS = ['type', 'geometry', 'properties', 'id', 'bbox'];
/**
 * A collection member beside `features` that could hold features the import would not read: a
 * misspelt key ('Features') or any member with a Feature anywhere in it (holdsFeature). Other members (a layer's `name`,
 * `crs`, QGIS's `xy_coordinate_resolution`, overpass's `generator`) carry nothing an entry stores.
 */
function featuresElsewhere(collection: Record<string, unknown>): string | undefined {
  return Object.keys(collection).find(
    (key) => key !== 'features' && (key.toLowerCase() === 'features' || holdsFeature(collection[key])),
  );
}

/**
 * Whether a Feature is anywhere in `value`, however deep (an array of arrays, another collection
 * beside `features`). The api refuses a body nested deeper than 64 before it is read; the bound
 * keeps the walk short on any other caller's data.
 */
function holdsFeature(value: unknown, depth = 0): boolean {
  if (depth > 64) return false;
  if (Array.isArray(value)) return value.some((item) => holdsFeature(item, depth + 1));
  if (!isObject(value)) return false;
  return value.type === 'Feature' || Object.values(value).some((item) => holdsFeature(item, depth + 1));
}
const num = v.pipe(v.number(), v.finite());
/**
 * A Point: [lng, lat], or [lng, lat, altitude] as GPS tools write it (the map is flat: the altitude
 * is read and let go), and `crs` as GeoJSON 2008 allowed on any object, let go like bbox. A fourth
 * number is not a position the import can store whole; another member is refused by name before
 * this (POINT_MEMBERS).
 */
const PointSchema = v.strictObject({
  type: v.literal('Point'),
  coordinates: v.union([v.strictTuple([num, num]), v.strictTuple([num, num, num])]),
  bbox: v.optional(v.array(num)),
  crs: v.optional(v.unknown()),
});
const POINT_MEMBERS = Object.keys(PointSchema.entries);
const PointOrNothing = v.nullable(PointSchema);
const FeatureCollectionSchema = v.object({ type: v.literal('FeatureCollection'), features: v.array(v.unknown()) });

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The first key of `object` that is not one of `allowed`. */
const unknownKey = (object: Record<string, unknown>, allowed: readonly string[]): string | undefined =>
  Object.keys(object).find((key) => !allowed.includes(key));

/** One feature as an import row, or the first reason it cannot be one. */
function readFeature(item: unknown, index: number): ImportRow | ImportProblem {
  const problem = (field: string, code: string, why: string): ImportProblem => ({
    index,
    field,
    problem: code,
    message: `${field}: ${why}`,
  });
  const notAPoint = () =>
    problem(
      'geometry',
      'not-a-point',
      'must be a Feature with a Point geometry [lng, lat] or [lng, lat, altitude] (or null)',
    );
  if (!isObject(item) || item.type !== 'Feature') return notAPoint();
  const member = unknownKey(item, FEATURE_MEMBERS);
  if (member)
    return problem(member, 'unknown-field', `unknown member of a Feature (allowed: ${FEATURE_MEMBERS.join(', ')})`);
  // Another geometry (a LineString, a GeometryCollection) is not-a-point below, whatever its members.
  const pointMember =
    isObject(item.geometry) && item.geometry.type === 'Point' ? unknownKey(item.geometry, POINT_MEMBERS) : undefined;
  if (pointMember)
    return problem(
      `geometry.${pointMember}`,
      'unknown-field',
      `unknown member of a Point (allowed: ${POINT_MEMBERS.join(', ')})`,
    );
  const geometry = v.safeParse(PointOrNothing, item.geometry);
  if (!geometry.success) return notAPoint();
  const properties = item.properties ?? {};
  if (!isObject(properties)) return problem('properties', 'not-an-object', 'must be an object (or null)');
  const unknown = unknownKey(properties, FEATURE_PROPERTIES);
  if (unknown) return problem(unknown, 'unknown-field', `unknown property (allowed: ${FEATURE_PROPERTIES.join(', ')})`);

  // The entry's id: properties.id as the export writes it, or the Feature's own id.
  const ids = [properties.id, item.id].filter((id) => id !== undefined && id !== null && id !== '');
  if (ids.some((id) => typeof id !== 'string' && !(typeof id === 'number' && Number.isFinite(id)))) {
    return problem('id', 'invalid-id', 'must be a string (or a number)');
  }
  // JSON.parse rounds a number past 2^53 (12345678901234567891 reads as …567000) and writes 1.10 as
  // 1.1: such an id could name another entry than the file's. A whole number within 2^53 is exact.
  if (ids.some((id) => typeof id === 'number' && !Number.isSafeInteger(id))) {
    return problem(
      'id',
      'inexact-id',
      'a number id must be a whole number between -9007199254740991 and 9007199254740991 (a JSON reader rounds a larger one, and rewrites a decimal): write the id as a string',
    );
  }
  const [id, featureId] = ids.map(String);
  if (featureId !== undefined && featureId !== id) {
    return problem('id', 'id-mismatch', `properties.id '${id}' and the Feature's id '${featureId}' differ`);
  }
  const point = geometry.output?.coordinates;
  const fields: Record<string, unknown> = { location: point ? formatLocation(point[1], point[0]) : '' };
  for (const field of MAP_DATA_FIELDS) if (field !== 'location') fields[field] = properties[field] ?? '';
  return { index, id, fields };
}

export type ReadFeatures = { ok: true; rows: (ImportRow | ImportProblem)[] } | { ok: false; message: string };

/**
 * A GeoJSON FeatureCollection as import rows: each Point's [lng, lat] becomes the location, the
 * properties the other fields (missing ones empty). Anything the import could not store (another
 * geometry, an unknown property) is a problem at the feature's index, never dropped; the field
 * rules (checkEntryFields) run afterwards, on every row alike.
 */
export function readFeatureCollection(data: unknown): ReadFeatures {
  const collection = v.safeParse(FeatureCollectionSchema, data);
  if (!collection.success) {
    return { ok: false, message: "Expected a GeoJSON FeatureCollection ('type' and 'features')" };
  }
  const member = featuresElsewhere(data as Record<string, unknown>);
  if (member) {
    return {
      ok: false,
      message: `"${member.slice(0, 60)}": features outside the FeatureCollection's "features" would not be imported; put them all in "features"`,
    };
  }
  return { ok: true, rows: collection.output.features.map(readFeature) };
}
