/**
 * When a tab's rows, as they are now, first arrived at any instance of the function. Each instance
 * keeps its own copy (sheetCache.ts); the time it read a version first would be its own start after
 * a cold start, and 'Updated' would move from instance to instance, rows unchanged. Kept in
 * Firestore (`sheetVersions/{tab}`: the version's ETag and the time), asked only when an instance
 * meets a version it does not hold (its first read, or rows that changed), never per request.
 */
import type { Firestore } from 'firebase-admin/firestore';

/** The time the rows of this ETag first arrived (ms), `readAt` when no instance met them before. */
export type FirstArrival = (tab: string, etag: string, readAt: number) => Promise<number>;

export const SHEET_VERSIONS = 'sheetVersions';

export function firestoreFirstArrival(firestore: Firestore): FirstArrival {
  // async: a Firestore that throws at once fails the promise, as a late failure does.
  return async (tab, etag, readAt) =>
    // A transaction: two instances meeting new rows at once keep the first one's time.
    firestore.runTransaction(async (transaction) => {
      const ref = firestore.collection(SHEET_VERSIONS).doc(tab);
      const kept = (await transaction.get(ref)).data();
      if (kept?.etag === etag && typeof kept.since === 'number') return kept.since;
      transaction.set(ref, { etag, since: readAt });
      return readAt;
    });
}
