/**
 * What keeps the admin's work from being lost: every change to an entry leaves a revision (who,
 * when, the five fields before and after), a deleted entry waits in the trash, and the whole set
 * goes out and comes back as GeoJSON or CSV (docs/product.md#map-data-entries).
 */
import * as v from 'valibot';
import { checkLocation } from './location';
import { MapDataEntrySchema, MAP_DATA_FIELDS, type MapDataEntry, type MapDataFields } from './mapData';

export const REVISION_ACTIONS = ['create', 'update', 'delete', 'restore', 'revert', 'import'] as const;
export type RevisionAction = (typeof REVISION_ACTIONS)[number];

const FieldsSchema = v.object({
  location: v.string(),
  name: v.string(),
  description: v.string(),
  type: v.string(),
  status: v.string(),
});

/** One change to one entry. `before` is null for a create, `after` null for a delete. */
export const RevisionSchema = v.object({
  id: v.string(),
  entryId: v.string(),
  action: v.picklist(REVISION_ACTIONS),
  /** E-mail of the admin who made the change. */
  by: v.string(),
  /** ISO 8601; the entry's updatedAt after the change (later than every earlier revision's). */
  at: v.string(),
  before: v.nullable(FieldsSchema),
  after: v.nullable(FieldsSchema),
});
export type Revision = v.InferOutput<typeof RevisionSchema>;
export const RevisionListSchema = v.array(RevisionSchema);

/** A deleted entry as it was, with who deleted it and when. */
export const TrashItemSchema = v.object({
  ...MapDataEntrySchema.entries,
  deletedAt: v.string(),
  deletedBy: v.string(),
});
export type TrashItem = v.InferOutput<typeof TrashItemSchema>;
export const TrashListSchema = v.array(TrashItemSchema);

/** How long the trash keeps a deleted entry at the least (the api keeps them until an admin purges). */
export const TRASH_KEEP_DAYS = 30;

/** POST /api/mapdata/{id}/revert: the revision to go back to, and the version the admin loaded. */
export const RevertBodySchema = v.strictObject({ revision: v.pipe(v.string(), v.minLength(1)), updatedAt: v.string() });

/** At most this many features in one import: each writes an entry and its revision in one transaction. */
export const MAX_IMPORT_FEATURES = 200;

/** One feature that cannot be imported: its index in the file (0-based), the field and why. */
export const ImportProblemSchema = v.object({
  index: v.number(),
  field: v.optional(v.string()),
  problem: v.string(),
  message: v.string(),
});
export type ImportProblem = v.InferOutput<typeof ImportProblemSchema>;

/** What an import did (or, with ?dryRun=1, would do). */
export const ImportReportSchema = v.object({
  dryRun: v.boolean(),
  created: v.number(),
  updated: v.number(),
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

/** One row of an import, before the field rules: the id it names (if any) and its five fields. */
export interface ImportRow {
  id?: string;
  fields: Record<string, unknown>;
}

const num = v.pipe(v.number(), v.finite());
const ImportFeatureSchema = v.object({
  type: v.literal('Feature'),
  geometry: v.nullable(v.object({ type: v.literal('Point'), coordinates: v.tuple([num, num]) })),
  properties: v.nullish(v.record(v.string(), v.unknown())),
  id: v.optional(v.union([v.string(), v.number()])),
});
const FeatureCollectionSchema = v.object({ type: v.literal('FeatureCollection'), features: v.array(v.unknown()) });

export type ReadFeatures = { ok: true; rows: (ImportRow | ImportProblem)[] } | { ok: false; message: string };

export const isImportProblem = (row: ImportRow | ImportProblem): row is ImportProblem => 'problem' in row;

/**
 * A GeoJSON FeatureCollection as import rows: each Point's [lng, lat] becomes the location, the
 * properties the other fields (missing ones empty). A feature that is not a Point feature is a
 * problem at its index; the field rules (checkEntryFields) run afterwards, on every row alike.
 */
export function readFeatureCollection(data: unknown): ReadFeatures {
  const collection = v.safeParse(FeatureCollectionSchema, data);
  if (!collection.success)
    return { ok: false, message: "Expected a GeoJSON FeatureCollection ('type' and 'features')" };
  return {
    ok: true,
    rows: collection.output.features.map((item, index) => {
      const feature = v.safeParse(ImportFeatureSchema, item);
      if (!feature.success) {
        return {
          index,
          field: 'geometry',
          problem: 'not-a-point',
          message: 'must be a Feature with a Point geometry [lng, lat] (or null)',
        };
      }
      const { geometry, properties } = feature.output;
      const props = properties ?? {};
      const fields: Record<string, unknown> = {
        location: geometry ? formatCoordinates(geometry.coordinates[1], geometry.coordinates[0]) : '',
      };
      for (const field of MAP_DATA_FIELDS) if (field !== 'location') fields[field] = props[field] ?? '';
      const id = props.id ?? feature.output.id;
      return { id: id === undefined || id === '' ? undefined : String(id), fields };
    }),
  };
}

/**
 * Coordinates as the location text: as short as the numbers allow (what was exported comes back
 * unchanged), at most six decimals (about 10 cm).
 */
export function formatCoordinates(lat: number, lng: number): string {
  const short = (value: number) => String(Number(value.toFixed(6)));
  return `${short(lat)},${short(lng)}`;
}
