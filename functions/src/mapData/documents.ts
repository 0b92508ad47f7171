/** Firestore documents of map-data entries and revisions as the contract's values. */
import {
  changedFields,
  fieldsOf,
  MAP_DATA_FIELDS,
  type MapDataEntry,
  type PublicMapDataItem,
  type Revision,
  type RevisionAction,
} from '@saint-james/api-contract';
import type { DocumentSnapshot } from 'firebase-admin/firestore';

/** A stored string field as read: '' when it is missing or not a string. */
export const text = (value: unknown) => (typeof value === 'string' ? value : '');

export function toEntry(doc: DocumentSnapshot): MapDataEntry {
  const data = doc.data() ?? {};
  const entry = { id: doc.id } as MapDataEntry;
  for (const field of MAP_DATA_FIELDS) entry[field] = text(data[field]);
  entry.createdAt = text(data.createdAt);
  entry.updatedAt = text(data.updatedAt);
  entry.updatedBy = text(data.updatedBy);
  return entry;
}

export const toPublicItem = ({ id, name, location, description, type, status }: MapDataEntry): PublicMapDataItem => ({
  id,
  name,
  location,
  description,
  type,
  status,
});

/**
 * The next updatedAt for a document: now, but always later than the previous one, so that two
 * saves within the same millisecond still get different versions (the 409 check compares them).
 */
export function nextUpdatedAt(previous: string, nowMs: number): string {
  const previousMs = Date.parse(previous);
  const ms = Number.isFinite(previousMs) ? Math.max(nowMs, previousMs + 1) : nowMs;
  return new Date(ms).toISOString();
}

export function toRevision(doc: DocumentSnapshot): Revision {
  const fields = (value: unknown) =>
    value && typeof value === 'object' ? fieldsOf(value as Record<string, unknown>) : null;
  const before = fields(doc.get('before'));
  const after = fields(doc.get('after'));
  return {
    id: doc.id,
    entryId: text(doc.get('entryId')),
    action: doc.get('action') as RevisionAction,
    by: text(doc.get('by')),
    at: text(doc.get('at')),
    before,
    after,
    // Worked out on reading, so revisions stored before `changed` existed have it too.
    changed: changedFields(before, after),
  };
}
