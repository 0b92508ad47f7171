/**
 * The map-data collections as a test sees them: set a known state, and take a snapshot of every
 * entry, trashed entry and revision (what "nothing was written" is checked against).
 */
import type { MapDataFields } from '@saint-james/api-contract';
import { REVISIONS_COLLECTION } from '../../src/mapData/revisions';
import { MAP_DATA_COLLECTION, TRASH_COLLECTION } from '../../src/mapData/store';
import { firestore } from './emulators';

export const entries = () => firestore.collection(MAP_DATA_COLLECTION);

/** An entry's stored document (undefined when there is none). */
export const stored = async (id: string) => (await entries().doc(id).get()).data();

/** Empties the entries (their revisions with them) and the trash, then stores `seed` by id. */
export async function resetMapData(
  seed: Record<string, MapDataFields & { createdAt: string; updatedAt: string; updatedBy: string }> = {},
): Promise<void> {
  await firestore.recursiveDelete(entries());
  await firestore.recursiveDelete(firestore.collection(TRASH_COLLECTION));
  await Promise.all(Object.entries(seed).map(([id, data]) => entries().doc(id).set(data)));
}

/** Every entry, trashed entry and revision, by path. */
export async function everything(): Promise<Record<string, unknown>> {
  const out: Record<string, unknown> = {};
  for (const name of [MAP_DATA_COLLECTION, TRASH_COLLECTION]) {
    for (const doc of (await firestore.collection(name).get()).docs) out[doc.ref.path] = doc.data();
  }
  for (const doc of (await firestore.collectionGroup(REVISIONS_COLLECTION).get()).docs) {
    out[doc.ref.path] = doc.data();
  }
  return out;
}

/** Two entries the tests start from. */
export const CHAPEL: MapDataFields = {
  location: '13.187,-59.638',
  name: 'Holetown Chapel',
  description: 'The oldest church of the parish',
  type: 'landmark',
  status: 'open',
};
export const MARKET: MapDataFields = {
  location: '13.166,-59.637',
  name: 'Paynes Bay Market',
  description: 'Fish and fruit on Saturdays',
  type: 'market',
  status: 'planned',
};
export const SEEDED_AT = '2026-11-01T09:00:00.000Z';

/** Fields as the seed script stores them: created and last written at `at` by 'seed'. */
export const seeded = (fields: MapDataFields, at = SEEDED_AT) => ({
  ...fields,
  createdAt: at,
  updatedAt: at,
  updatedBy: 'seed',
});
