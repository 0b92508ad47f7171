import {
  MAP_DATA_FIELDS,
  type MapDataEntry,
  type MapDataFields,
  type PublicMapDataItem,
} from '@saint-james/api-contract';
import type { DocumentSnapshot, Firestore } from 'firebase-admin/firestore';

/** The Firestore collection; scripts/lib/seed.mjs writes the demo entries into it. */
export const MAP_DATA_COLLECTION = 'mapData';

export type UpdateResult =
  { status: 'updated'; entry: MapDataEntry } | { status: 'not-found' } | { status: 'stale'; current: MapDataEntry };

const text = (value: unknown) => (typeof value === 'string' ? value : '');

function toEntry(doc: DocumentSnapshot): MapDataEntry {
  const data = doc.data() ?? {};
  const entry = { id: doc.id } as MapDataEntry;
  for (const field of MAP_DATA_FIELDS) entry[field] = text(data[field]);
  entry.createdAt = text(data.createdAt);
  entry.updatedAt = text(data.updatedAt);
  entry.updatedBy = text(data.updatedBy);
  return entry;
}

export const toPublicItem = ({ id, name, location }: MapDataEntry): PublicMapDataItem => ({ id, name, location });

/**
 * The next updatedAt for a document: now, but always later than the previous one, so that two
 * saves within the same millisecond still get different versions (the 409 check compares them).
 */
export function nextUpdatedAt(previous: string, nowMs: number): string {
  const previousMs = Date.parse(previous);
  const ms = Number.isFinite(previousMs) ? Math.max(nowMs, previousMs + 1) : nowMs;
  return new Date(ms).toISOString();
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
    await ref.create(stored);
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
      const updatedAt = nextUpdatedAt(current.updatedAt, this.now());
      tx.update(ref, { ...fields, updatedAt, updatedBy: by });
      return { status: 'updated', entry: { ...current, ...fields, updatedAt, updatedBy: by } };
    });
  }

  /** Deletes an entry; false when there was none. */
  async remove(id: string): Promise<boolean> {
    const ref = this.collection.doc(id);
    return this.firestore.runTransaction(async (tx) => {
      const doc = await tx.get(ref);
      if (!doc.exists) return false;
      tx.delete(ref);
      return true;
    });
  }
}
