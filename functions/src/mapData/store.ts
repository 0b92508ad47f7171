import {
  fieldsOf,
  type ImportChange,
  type ImportProblem,
  type MapDataEntry,
  type MapDataFields,
  type Revision,
  type TrashItem,
} from '@saint-james/api-contract';
import { FieldPath, type Firestore } from 'firebase-admin/firestore';
import { nextUpdatedAt, text, toEntry, toRevision } from './documents';
import { importChanges, planImport, type ImportItem } from './importPlan';
import { changeEntry, REVISIONS_COLLECTION, writeRevision } from './revisions';
import { encodeTrashCursor, type TrashCursor } from './trashPage';

/** The Firestore collection; scripts/lib/seed.mjs writes the demo entries into it. */
export const MAP_DATA_COLLECTION = 'mapData';
/** Deleted entries, under their own id, until restored. */
export const TRASH_COLLECTION = 'mapDataTrash';

export type UpdateResult =
  { status: 'updated'; entry: MapDataEntry } | { status: 'not-found' } | { status: 'stale'; current: MapDataEntry };

export type RevertResult = UpdateResult | { status: 'no-revision' } | { status: 'revision-is-delete' };

export type RestoreResult =
  { status: 'restored'; entry: MapDataEntry } | { status: 'not-in-trash' } | { status: 'exists' };

export interface ImportOutcome {
  created: number;
  updated: number;
  unchanged: number;
  changes: ImportChange[];
  /** Rows the stored entries refuse (an id in the Trash); nothing is written when there is one. */
  problems: ImportProblem[];
}

/** Reads and writes map-data entries; only the api function does (firestore.rules deny the rest). */
export class MapDataStore {
  constructor(
    private readonly firestore: Firestore,
    private readonly now: () => number = Date.now,
  ) {}

  private get collection() {
    return this.firestore.collection(MAP_DATA_COLLECTION);
  }

  private get trashCollection() {
    return this.firestore.collection(TRASH_COLLECTION);
  }

  private revisions(id: string) {
    return this.collection.doc(id).collection(REVISIONS_COLLECTION);
  }

  /** All entries, oldest first (the admin table appends new ones at the end). */
  async list(): Promise<MapDataEntry[]> {
    const snapshot = await this.collection.get();
    return snapshot.docs
      .map(toEntry)
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id));
  }

  async create(fields: MapDataFields, by: string): Promise<MapDataEntry> {
    const ref = this.collection.doc();
    const now = new Date(this.now()).toISOString();
    const stored = { ...fields, createdAt: now, updatedAt: now, updatedBy: by };
    await this.firestore.runTransaction(async (tx) => {
      tx.create(ref, stored);
      writeRevision(tx, ref, { action: 'create', by, at: now, before: null, after: fields });
    });
    return { id: ref.id, ...stored };
  }

  /**
   * Overwrites the five fields in a transaction. With `expectedUpdatedAt`, refuses (stale) when the
   * stored version differs: another admin saved in between, and their work is not overwritten.
   */
  async update(
    id: string,
    fields: MapDataFields,
    by: string,
    expectedUpdatedAt: string | undefined,
  ): Promise<UpdateResult> {
    const ref = this.collection.doc(id);
    return this.firestore.runTransaction(async (tx): Promise<UpdateResult> => {
      const doc = await tx.get(ref);
      if (!doc.exists) return { status: 'not-found' };
      const current = toEntry(doc);
      if (expectedUpdatedAt !== undefined && expectedUpdatedAt !== current.updatedAt) {
        return { status: 'stale', current };
      }
      return {
        status: 'updated',
        entry: changeEntry(tx, ref, { current, fields, by, action: 'update', now: this.now() }),
      };
    });
  }

  /** Moves an entry to the trash (same id, who and when); false when there was none. */
  async remove(id: string, by: string): Promise<boolean> {
    const ref = this.collection.doc(id);
    return this.firestore.runTransaction(async (tx) => {
      const doc = await tx.get(ref);
      if (!doc.exists) return false;
      const entry = toEntry(doc);
      const deletedAt = nextUpdatedAt(entry.updatedAt, this.now());
      const { id: _id, ...stored } = entry;
      tx.set(this.trashCollection.doc(id), { ...stored, deletedAt, deletedBy: by });
      tx.delete(ref);
      writeRevision(tx, ref, { action: 'delete', by, at: deletedAt, before: fieldsOf(entry), after: null });
      return true;
    });
  }

  /** A page of deleted entries, most recently deleted first (ties: the greater id first), after `cursor`. */
  async trashPage(limit: number, cursor: TrashCursor | null): Promise<{ items: TrashItem[]; next: string | null }> {
    let query = this.trashCollection.orderBy('deletedAt', 'desc').orderBy(FieldPath.documentId(), 'desc');
    if (cursor) query = query.startAfter(cursor.deletedAt, cursor.id);
    // One more than asked: whether there is a next page, without a second read.
    const docs = (await query.limit(limit + 1).get()).docs;
    const items = docs.slice(0, limit).map((doc) => ({
      ...toEntry(doc),
      deletedAt: text(doc.get('deletedAt')),
      deletedBy: text(doc.get('deletedBy')),
    }));
    const last = items.at(-1);
    return { items, next: docs.length > limit && last ? encodeTrashCursor(last) : null };
  }

  /** Brings a deleted entry back under its own id, as it was when deleted. */
  async restore(id: string, by: string): Promise<RestoreResult> {
    const trashRef = this.trashCollection.doc(id);
    const ref = this.collection.doc(id);
    return this.firestore.runTransaction(async (tx): Promise<RestoreResult> => {
      const [deleted, live] = await tx.getAll(trashRef, ref);
      if (!deleted.exists) return { status: 'not-in-trash' };
      if (live.exists) return { status: 'exists' };
      const was = toEntry(deleted);
      const updatedAt = nextUpdatedAt(text(deleted.get('deletedAt')), this.now());
      const fields = fieldsOf(was);
      const entry: MapDataEntry = { ...was, id, updatedAt, updatedBy: by };
      const { id: _id, ...stored } = entry;
      tx.create(ref, stored);
      tx.delete(trashRef);
      writeRevision(tx, ref, { action: 'restore', by, at: updatedAt, before: null, after: fields });
      return { status: 'restored', entry };
    });
  }

  /** An entry's revisions, newest first; null when the id never named an entry. */
  async history(id: string): Promise<Revision[] | null> {
    const snapshot = await this.revisions(id).orderBy('at', 'desc').get();
    if (snapshot.empty) {
      const [live, deleted] = await this.firestore.getAll(this.collection.doc(id), this.trashCollection.doc(id));
      // An entry from before revisions were kept has none yet: its history is empty, not missing.
      return live.exists || deleted.exists ? [] : null;
    }
    return snapshot.docs.map(toRevision);
  }

  /** Puts the fields an entry had after `revisionId` back, as a new revision; 409-checked. */
  async revert(id: string, revisionId: string, by: string, expectedUpdatedAt: string): Promise<RevertResult> {
    const ref = this.collection.doc(id);
    const revisionRef = this.revisions(id).doc(revisionId);
    return this.firestore.runTransaction(async (tx): Promise<RevertResult> => {
      const [doc, revisionDoc] = await tx.getAll(ref, revisionRef);
      if (!doc.exists) return { status: 'not-found' };
      if (!revisionDoc.exists) return { status: 'no-revision' };
      const current = toEntry(doc);
      if (expectedUpdatedAt !== current.updatedAt) return { status: 'stale', current };
      const target = toRevision(revisionDoc).after;
      if (!target) return { status: 'revision-is-delete' };
      return {
        status: 'updated',
        entry: changeEntry(tx, ref, { current, fields: target, by, action: 'revert', now: this.now() }),
      };
    });
  }

  /**
   * Imports every item in one transaction (all or nothing), as planImport decides: updates, creates
   * (under the row's id when it has one), rows left alone. Only with `write` and no problem is
   * anything written; otherwise it reads, counts and names the problems.
   */
  async import(items: ImportItem[], by: string, { write }: { write: boolean }): Promise<ImportOutcome> {
    return this.firestore.runTransaction(async (tx) => {
      const named = [...new Set(items.flatMap((item) => (item.id === undefined ? [] : [item.id])))];
      const live = new Map<string, MapDataEntry>();
      const trashed = new Set<string>();
      if (named.length > 0) {
        const refs = named.flatMap((id) => [this.collection.doc(id), this.trashCollection.doc(id)]);
        for (const doc of await tx.getAll(...refs)) {
          if (!doc.exists) continue;
          if (doc.ref.parent.id === TRASH_COLLECTION) trashed.add(doc.id);
          else live.set(doc.id, toEntry(doc));
        }
      }
      const plan = planImport(items, live, trashed);
      if (write && plan.problems.length === 0) {
        const now = new Date(this.now()).toISOString();
        for (const { current, fields } of plan.updates) {
          changeEntry(tx, this.collection.doc(current.id), { current, fields, by, action: 'import', now: this.now() });
        }
        for (const { id, fields } of plan.creates) {
          const ref = id === undefined ? this.collection.doc() : this.collection.doc(id);
          tx.create(ref, { ...fields, createdAt: now, updatedAt: now, updatedBy: by });
          writeRevision(tx, ref, { action: 'import', by, at: now, before: null, after: fields });
        }
      }
      return {
        created: plan.creates.length,
        updated: plan.updates.length,
        unchanged: plan.unchanged,
        changes: importChanges(plan),
        problems: plan.problems,
      };
    });
  }
}
