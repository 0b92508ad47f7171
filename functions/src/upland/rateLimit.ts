/**
 * At most CODE_LIMIT link codes per member per CODE_WINDOW_MS. The times live in Firestore (one
 * document per member) and are read and written in a transaction, so the limit holds across
 * function instances and concurrent requests. Two kinds of slot:
 * - `requests`: codes Upland issued; each counts for the whole window;
 * - `pending`: attempts still waiting on Upland; each counts only until Upland's timeout, so a member
 *   never has more than CODE_LIMIT codes in flight, and an Upland outage never makes anyone wait
 *   longer than that timeout (docs/product.md "Link your Upland account").
 */
import { LINK_CODE_LIMIT, LINK_CODE_WINDOW_MINUTES } from '@saint-james/api-contract';
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { RATE_LIMIT_COLLECTION } from './collections';

export const CODE_LIMIT = LINK_CODE_LIMIT;
export const CODE_WINDOW_MS = LINK_CODE_WINDOW_MINUTES * 60 * 1000;

/** A member's slots: when each issued code, and each attempt still waiting, was asked for. */
export interface CodeSlots {
  requests: number[];
  pending: number[];
}

export type Admission = ({ allowed: true } & CodeSlots) | { allowed: false; retryAfterMs: number };

/**
 * Pure rule: keeps the issued codes inside the window and the attempts inside `waitMs` (Upland's
 * timeout), and admits `now` as a pending attempt if there is room.
 */
export function admitRequest(
  slots: CodeSlots,
  now: number,
  waitMs: number,
  limit = CODE_LIMIT,
  windowMs = CODE_WINDOW_MS,
): Admission {
  // Times stamped a little after `now` still count: concurrent requests (or instances with
  // slightly different clocks) may commit out of order.
  const issued = slots.requests.filter((t) => t > now - windowMs).sort((a, b) => a - b);
  const waiting = slots.pending.filter((t) => t > now - waitMs).sort((a, b) => a - b);
  if (issued.length + waiting.length < limit) return { allowed: true, requests: issued, pending: [...waiting, now] };
  if (issued.length >= limit) {
    // Room frees up when the oldest code that keeps the member at the limit leaves the window.
    return { allowed: false, retryAfterMs: Math.max(1, issued[issued.length - limit] + windowMs - now) };
  }
  // Full only because of attempts still waiting: room comes back when enough of them time out.
  const mustEnd = issued.length + waiting.length - limit + 1;
  return { allowed: false, retryAfterMs: Math.max(1, waiting[mustEnd - 1] + waitMs - now) };
}

export function tooManyCodesMessage(retryAfterMs: number): string {
  const seconds = Math.ceil(retryAfterMs / 1000);
  const minutes = Math.ceil(retryAfterMs / 60_000);
  const when =
    seconds < 60 ? `${seconds} second${seconds === 1 ? '' : 's'}` : `${minutes} minute${minutes === 1 ? '' : 's'}`;
  return (
    `Too many Upland link codes requested: at most ${CODE_LIMIT} every ${CODE_WINDOW_MS / 60_000} minutes. ` +
    `Try again in ${when}.`
  );
}

const slotsOf = (firestore: Firestore, uid: string) => firestore.collection(RATE_LIMIT_COLLECTION).doc(uid);

const times = (value: unknown) => (Array.isArray(value) ? value.filter((t): t is number => typeof t === 'number') : []);

/** Runs `change` on the member's slots in a transaction; it returns the slots to store, or null. */
async function withSlots<T>(
  firestore: Firestore,
  uid: string,
  change: (slots: CodeSlots) => { store: CodeSlots | null; result: T },
): Promise<T> {
  const ref = slotsOf(firestore, uid);
  return firestore.runTransaction(async (tx) => {
    const snapshot = await tx.get(ref);
    const { store, result } = change({
      requests: times(snapshot.get('requests')),
      pending: times(snapshot.get('pending')),
    });
    if (store) tx.set(ref, store);
    return result;
  });
}

/**
 * Takes a pending slot for `uid` if there is room. The caller then confirms it (a code was issued:
 * it counts for the window) or releases it (no code: it stops counting at once).
 */
export function takeCodeSlot(firestore: Firestore, uid: string, now: number, waitMs: number): Promise<Admission> {
  return withSlots(firestore, uid, (slots) => {
    const admission = admitRequest(slots, now, waitMs);
    return {
      store: admission.allowed ? { requests: admission.requests, pending: admission.pending } : null,
      result: admission,
    };
  });
}

/**
 * A slot's stamp: the time it was asked for, and a fraction of a millisecond that makes it its own
 * (confirmCodeSlot and releaseCodeSlot name it among the member's slots; two requests in one
 * millisecond must not be taken for one).
 */
export const slotStamp = (now: number) => now + Math.random() / 2;

/**
 * Upland issued the code asked for at `stamp`: it counts for the whole window now. One write, not a
 * transaction: a write waits for the member's other requests, where a transaction they kept
 * changing would give up (eight requests at once left an issued code unconfirmed, counting only as
 * an attempt, which stops counting after Upland's timeout, and a sixth code went through).
 */
export async function confirmCodeSlot(firestore: Firestore, uid: string, stamp: number): Promise<void> {
  await slotsOf(firestore, uid).update({
    pending: FieldValue.arrayRemove(stamp),
    requests: FieldValue.arrayUnion(stamp),
  });
}

/** No code was issued for the attempt at `stamp`: its slot goes back (one write, as above). */
export async function releaseCodeSlot(firestore: Firestore, uid: string, stamp: number): Promise<void> {
  await slotsOf(firestore, uid).update({ pending: FieldValue.arrayRemove(stamp) });
}
