import { fieldsOf, type MapDataEntry, type MapDataFields, type RevisionAction } from '@saint-james/api-contract';
import type { DocumentReference, Transaction } from 'firebase-admin/firestore';
import { nextUpdatedAt } from './documents';

/** Each entry's revisions: a subcollection of its document (it outlives the entry while in the trash). */
export const REVISIONS_COLLECTION = 'revisions';

export interface RevisionWrite {
  action: RevisionAction;
  by: string;
  at: string;
  before: MapDataFields | null;
  after: MapDataFields | null;
}

/**
 * Writes one revision of the entry at `entryRef` in the transaction `tx` that makes the change: a
 * change is never stored without its revision, nor a revision without its change. Each gets its
 * own document, so two admins' changes never overwrite each other's revisions.
 */
export function writeRevision(tx: Transaction, entryRef: DocumentReference, revision: RevisionWrite) {
  tx.create(entryRef.collection(REVISIONS_COLLECTION).doc(), { entryId: entryRef.id, ...revision });
}

/** Writes `fields` over `current` (stored at `ref`) and its revision, at `now`; the entry as it is afterwards. */
export function changeEntry(
  tx: Transaction,
  ref: DocumentReference,
  change: { current: MapDataEntry; fields: MapDataFields; by: string; action: RevisionAction; now: number },
): MapDataEntry {
  const { current, fields, by, action, now } = change;
  const updatedAt = nextUpdatedAt(current.updatedAt, now);
  tx.update(ref, { ...fields, updatedAt, updatedBy: by });
  writeRevision(tx, ref, { action, by, at: updatedAt, before: fieldsOf(current), after: fields });
  return { ...current, ...fields, updatedAt, updatedBy: by };
}
