/**
 * What keeps the admin's work from being lost: every change to an entry leaves a revision (who,
 * when, the five fields before and after) and a deleted entry waits in the trash. The files that
 * take the whole set out and back in: mapDataTransfer.ts.
 */
import * as v from 'valibot';
import { MAP_DATA_FIELDS, MapDataEntrySchema, type MapDataField, type MapDataFields } from './mapData';

export const REVISION_ACTIONS = ['create', 'update', 'delete', 'restore', 'revert', 'import'] as const;
export type RevisionAction = (typeof REVISION_ACTIONS)[number];

/** An entry's five fields, as a revision (and an import's preview) shows them. */
export const FieldsSchema = v.object({
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
  /** The fields whose value differs between before and after (a missing side reads as empty), in field order. */
  changed: v.array(v.picklist(MAP_DATA_FIELDS)),
});
export type Revision = v.InferOutput<typeof RevisionSchema>;
export const RevisionListSchema = v.array(RevisionSchema);

/** The fields a change touched: those whose text differs, a side that is null reading as empty. */
export function changedFields(before: MapDataFields | null, after: MapDataFields | null): MapDataField[] {
  return MAP_DATA_FIELDS.filter((field) => (before?.[field] ?? '') !== (after?.[field] ?? ''));
}

/** A deleted entry as it was, with who deleted it and when. */
export const TrashItemSchema = v.object({
  ...MapDataEntrySchema.entries,
  deletedAt: v.string(),
  deletedBy: v.string(),
});
export type TrashItem = v.InferOutput<typeof TrashItemSchema>;
export const TrashListSchema = v.array(TrashItemSchema);

/** GET /api/mapdata/trash?limit=N&after=CURSOR: the page's items, newest first; `next` asks for the older ones (null at the end). */
export const TrashPageSchema = v.object({ items: TrashListSchema, next: v.nullable(v.string()) });
export type TrashPage = v.InferOutput<typeof TrashPageSchema>;
export const TRASH_PAGE_DEFAULT = 50;
export const TRASH_PAGE_MAX = 100;

/** How long the trash keeps a deleted entry at the least. Nothing purges it today: an entry stays until restored. */
export const TRASH_KEEP_DAYS = 30;

/** POST /api/mapdata/{id}/revert: the revision to go back to, and the version the admin loaded. */
export const RevertBodySchema = v.strictObject({ revision: v.pipe(v.string(), v.minLength(1)), updatedAt: v.string() });
