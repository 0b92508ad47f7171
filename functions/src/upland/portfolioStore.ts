/**
 * The portfolio cache, one Firestore document per member (server only: the rules deny every
 * browser read and write): uplandPortfolios/{uid} =
 *   {uplandUserId, fetchedAt, holdings: gzipped JSON of the Saint James holdings, refreshAttemptAt}
 * The holdings travel as one gzipped blob: 1,200 properties are about 20 KB so, and no name Upland
 * sends can clash with Firestore's rules for field names.
 */
import { gunzipSync, gzipSync } from 'node:zlib';
import { Timestamp, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { PORTFOLIO_REFRESH_INTERVAL_MS } from '@saint-james/api-contract';
import { MEMBERS_COLLECTION, PORTFOLIOS_COLLECTION } from './collections';
import type { UplandHoldings } from './uplandPlayer';

/** Well under Firestore's 1 MiB per document. */
const MAX_BLOB_BYTES = 900 * 1024;

export interface CachedHoldings {
  uplandUserId: string;
  holdings: UplandHoldings;
  /** ms since epoch. */
  fetchedAt: number;
}

const docOf = (firestore: Firestore, uid: string) => firestore.collection(PORTFOLIOS_COLLECTION).doc(uid);

export async function readCachedHoldings(firestore: Firestore, uid: string): Promise<CachedHoldings | null> {
  const snapshot = await docOf(firestore, uid).get();
  const blob: unknown = snapshot.get('holdings');
  const fetchedAt: unknown = snapshot.get('fetchedAt');
  const uplandUserId: unknown = snapshot.get('uplandUserId');
  if (!(blob instanceof Uint8Array) || !(fetchedAt instanceof Timestamp) || typeof uplandUserId !== 'string') {
    return null;
  }
  try {
    const holdings = JSON.parse(gunzipSync(blob).toString('utf8')) as UplandHoldings;
    return { uplandUserId, holdings, fetchedAt: fetchedAt.toMillis() };
  } catch {
    return null; // unreadable: as if there were none, and the next fetch replaces it
  }
}

/** Whether the member is (still) linked to `uplandUserId`, read in the transaction `tx`. */
async function stillLinked(firestore: Firestore, tx: Transaction, uid: string, uplandUserId: string) {
  const [member] = await tx.getAll(firestore.collection(MEMBERS_COLLECTION).doc(uid), { fieldMask: ['upland.userId'] });
  return member.get('upland.userId') === uplandUserId;
}

/**
 * Keeps the holdings, only while the member is still linked to the Upland account they were read
 * from: a read still under way when the member unlinked, relinked or deleted the account must not
 * write them back ('link-gone', nothing written). 'too-large' (nothing written) when even gzipped
 * they would not fit a document.
 */
export async function saveHoldings(
  firestore: Firestore,
  uid: string,
  cached: CachedHoldings,
): Promise<'saved' | 'too-large' | 'link-gone'> {
  const blob = gzipSync(JSON.stringify(cached.holdings));
  if (blob.length > MAX_BLOB_BYTES) return 'too-large';
  return firestore.runTransaction(async (tx) => {
    if (!(await stillLinked(firestore, tx, uid, cached.uplandUserId))) return 'link-gone';
    tx.set(
      docOf(firestore, uid),
      { uplandUserId: cached.uplandUserId, fetchedAt: Timestamp.fromMillis(cached.fetchedAt), holdings: blob },
      { merge: true },
    );
    return 'saved';
  });
}

export type RefreshAdmission = { allowed: true } | { allowed: false; retryAfterMs: number };

/**
 * One refresh per member per PORTFOLIO_REFRESH_INTERVAL_MS, whichever instance is asked: the last
 * attempt's time is read and written in a transaction (reading that one field, not the holdings).
 * Every admitted attempt counts, including one Upland fails: a failing Upland is not asked harder.
 * Written only while the member is still linked to `uplandUserId` (an unlink or an account deleted
 * meanwhile leaves no document behind; the refresh then finds no token).
 */
export async function takeRefreshSlot(
  firestore: Firestore,
  uid: string,
  uplandUserId: string,
  now: number,
): Promise<RefreshAdmission> {
  const ref = docOf(firestore, uid);
  return firestore.runTransaction(async (tx) => {
    if (!(await stillLinked(firestore, tx, uid, uplandUserId))) return { allowed: true };
    const [snapshot] = await tx.getAll(ref, { fieldMask: ['refreshAttemptAt'] });
    const last: unknown = snapshot.get('refreshAttemptAt');
    if (last instanceof Timestamp) {
      const retryAfterMs = last.toMillis() + PORTFOLIO_REFRESH_INTERVAL_MS - now;
      if (retryAfterMs > 0)
        return { allowed: false, retryAfterMs: Math.min(retryAfterMs, PORTFOLIO_REFRESH_INTERVAL_MS) };
    }
    tx.set(ref, { refreshAttemptAt: Timestamp.fromMillis(now) }, { merge: true });
    return { allowed: true };
  });
}
