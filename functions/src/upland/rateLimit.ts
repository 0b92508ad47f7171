/**
 * At most CODE_LIMIT link codes per member per CODE_WINDOW_MS. The request times live in Firestore
 * (one document per member) and are read and written in a transaction, so the limit holds across
 * function instances and concurrent requests.
 */
import type { Firestore } from 'firebase-admin/firestore';

export const CODE_LIMIT = 5;
export const CODE_WINDOW_MS = 10 * 60 * 1000;
export const RATE_LIMIT_COLLECTION = 'uplandRateLimits';

export type Admission = { allowed: true; requests: number[] } | { allowed: false; retryAfterMs: number };

/** Pure rule: keeps the requests inside the window and admits `now` if there is room. */
export function admitRequest(
  previous: readonly number[],
  now: number,
  limit = CODE_LIMIT,
  windowMs = CODE_WINDOW_MS,
): Admission {
  // Requests stamped a little after `now` still count: concurrent requests (or instances with
  // slightly different clocks) may commit out of order.
  const recent = previous.filter((t) => t > now - windowMs).sort((a, b) => a - b);
  if (recent.length >= limit) {
    // Room frees up when the oldest request that keeps us at the limit leaves the window.
    const oldest = recent[recent.length - limit];
    return { allowed: false, retryAfterMs: Math.max(1, oldest + windowMs - now) };
  }
  return { allowed: true, requests: [...recent, now] };
}

export function tooManyCodesMessage(retryAfterMs: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  return (
    `Too many Upland link codes requested: at most ${CODE_LIMIT} every ${CODE_WINDOW_MS / 60_000} minutes. ` +
    `Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`
  );
}

/**
 * Takes one slot for `uid` if the window has room; the transaction makes it safe across instances.
 * The caller gives the slot back (releaseCodeSlot) when no code was issued: only issued codes count,
 * so an Upland outage never locks a member out.
 */
export async function takeCodeSlot(firestore: Firestore, uid: string, now: number): Promise<Admission> {
  const ref = firestore.collection(RATE_LIMIT_COLLECTION).doc(uid);
  return firestore.runTransaction(async (tx) => {
    const snapshot = await tx.get(ref);
    const stored: unknown = snapshot.get('requests');
    const previous = Array.isArray(stored) ? stored.filter((t): t is number => typeof t === 'number') : [];
    const admission = admitRequest(previous, now);
    if (admission.allowed) tx.set(ref, { requests: admission.requests });
    return admission;
  });
}

/** Gives back the slot taken at `stamp` (one of them, if several share the millisecond). */
export async function releaseCodeSlot(firestore: Firestore, uid: string, stamp: number): Promise<void> {
  const ref = firestore.collection(RATE_LIMIT_COLLECTION).doc(uid);
  await firestore.runTransaction(async (tx) => {
    const snapshot = await tx.get(ref);
    const stored: unknown = snapshot.get('requests');
    if (!Array.isArray(stored)) return;
    const index = stored.indexOf(stamp);
    if (index < 0) return;
    tx.set(ref, { requests: stored.filter((_, i) => i !== index) });
  });
}
