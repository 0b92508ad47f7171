/**
 * Where the Upland link lives in Firestore (server only: the rules deny every browser read/write).
 *
 * - uplandLinkCodes/{code}: a pending code -> the member who asked for it, until it expires or the
 *   webhook consumes it.
 * - members/{uid}.upland: the link itself {userId, username, linkedAt} on the member's record.
 * - uplandTokens/{uid}: the player's Upland access token, kept apart from the member's record so
 *   that no endpoint that returns member data can ever carry it.
 * - uplandPortfolios/{uid}: the cached portfolio (portfolioStore.ts); it goes with the link.
 *
 * A link Upland stopped accepting (its token refused) stays, marked `needsRelink`, with no token
 * and no cached portfolio, until the member links again or unlinks.
 */
import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import {
  CODES_COLLECTION,
  MEMBERS_COLLECTION,
  PORTFOLIOS_COLLECTION,
  RATE_LIMIT_COLLECTION,
  TOKENS_COLLECTION,
} from './collections';

export interface PendingCode {
  uid: string;
  expireAtMs: number;
}

export interface UplandLink {
  userId: string;
  username: string | null;
  linkedAt: string;
  needsRelink: boolean;
}

export async function savePendingCode(
  firestore: Firestore,
  code: string,
  { uid, email, expireAt, now }: { uid: string; email: string; expireAt: string; now: number },
): Promise<void> {
  await firestore
    .collection(CODES_COLLECTION)
    .doc(code)
    .set({
      uid,
      email,
      expireAt: Timestamp.fromMillis(Date.parse(expireAt)),
      createdAt: Timestamp.fromMillis(now),
    });
}

export async function findPendingCode(firestore: Firestore, code: string): Promise<PendingCode | null> {
  const snapshot = await firestore.collection(CODES_COLLECTION).doc(code).get();
  if (!snapshot.exists) return null;
  return { uid: snapshot.get('uid') as string, expireAtMs: (snapshot.get('expireAt') as Timestamp).toMillis() };
}

export async function deletePendingCode(firestore: Firestore, code: string): Promise<void> {
  await firestore.collection(CODES_COLLECTION).doc(code).delete();
}

/**
 * Consumes the code and stores the link in one transaction, so a code links at most once even when
 * Upland delivers the webhook twice. Returns the linked member's uid, or null when the code was
 * already consumed.
 */
export async function completeLink(
  firestore: Firestore,
  code: string,
  link: { userId: string; username: string | null; accessToken: string | null; now: number },
): Promise<string | null> {
  const codeRef = firestore.collection(CODES_COLLECTION).doc(code);
  return firestore.runTransaction(async (tx) => {
    const pending = await tx.get(codeRef);
    if (!pending.exists) return null;
    const uid = pending.get('uid') as string;
    const linkedAt = Timestamp.fromMillis(link.now);
    tx.set(
      firestore.collection(MEMBERS_COLLECTION).doc(uid),
      { upland: { userId: link.userId, username: link.username, linkedAt } },
      { mergeFields: ['upland'] },
    );
    const tokenRef = firestore.collection(TOKENS_COLLECTION).doc(uid);
    // A new link (perhaps to another Upland account) starts without the old one's portfolio.
    tx.delete(firestore.collection(PORTFOLIOS_COLLECTION).doc(uid));
    if (link.accessToken) {
      tx.set(tokenRef, { uplandUserId: link.userId, accessToken: link.accessToken, receivedAt: linkedAt });
    } else {
      tx.delete(tokenRef);
    }
    tx.delete(codeRef);
    return uid;
  });
}

/** Upland's UserDisconnectedApplication: forget the link and the token of every member linked to it. */
export async function removeLinksTo(firestore: Firestore, uplandUserId: string): Promise<number> {
  const linked = await firestore.collection(MEMBERS_COLLECTION).where('upland.userId', '==', uplandUserId).get();
  const batch = firestore.batch();
  for (const member of linked.docs) {
    batch.update(member.ref, { upland: FieldValue.delete() });
    batch.delete(firestore.collection(TOKENS_COLLECTION).doc(member.id));
    batch.delete(firestore.collection(PORTFOLIOS_COLLECTION).doc(member.id));
  }
  await batch.commit();
  return linked.size;
}

export async function readLink(firestore: Firestore, uid: string): Promise<UplandLink | null> {
  const snapshot = await firestore.collection(MEMBERS_COLLECTION).doc(uid).get();
  const upland = snapshot.get('upland') as
    { userId?: unknown; username?: unknown; linkedAt?: unknown; needsRelink?: unknown } | undefined;
  if (!upland || typeof upland.userId !== 'string') return null;
  return {
    userId: upland.userId,
    username: typeof upland.username === 'string' ? upland.username : null,
    linkedAt: upland.linkedAt instanceof Timestamp ? upland.linkedAt.toDate().toISOString() : '',
    needsRelink: upland.needsRelink === true,
  };
}

/** The player's access token, or null when the link has none (or there is no link). */
export async function readAccessToken(firestore: Firestore, uid: string): Promise<string | null> {
  const token: unknown = (await firestore.collection(TOKENS_COLLECTION).doc(uid).get()).get('accessToken');
  return typeof token === 'string' && token !== '' ? token : null;
}

/**
 * Upland refused the token: the link is kept but marked, and the useless token and the portfolio
 * cached with it go. Only if the member is still linked to `uplandUserId` (not relinked meanwhile).
 */
export async function markNeedsRelink(firestore: Firestore, uid: string, uplandUserId: string): Promise<void> {
  const memberRef = firestore.collection(MEMBERS_COLLECTION).doc(uid);
  await firestore.runTransaction(async (tx) => {
    const member = await tx.get(memberRef);
    if (member.get('upland.userId') !== uplandUserId) return;
    tx.update(memberRef, { 'upland.needsRelink': true });
    tx.delete(firestore.collection(TOKENS_COLLECTION).doc(uid));
    tx.delete(firestore.collection(PORTFOLIOS_COLLECTION).doc(uid));
  });
}

/** The member unlinks: the link, the token and the cached portfolio go (nothing to do if none). */
export async function unlink(firestore: Firestore, uid: string): Promise<void> {
  const batch = firestore.batch();
  batch.set(firestore.collection(MEMBERS_COLLECTION).doc(uid), { upland: FieldValue.delete() }, { merge: true });
  batch.delete(firestore.collection(TOKENS_COLLECTION).doc(uid));
  batch.delete(firestore.collection(PORTFOLIOS_COLLECTION).doc(uid));
  await batch.commit();
}

/**
 * The account is deleted: every document of the member goes (their record, the link's token, the
 * cached portfolio, the link-code rate limit and any pending link code).
 */
export async function forgetMember(firestore: Firestore, uid: string): Promise<void> {
  const pending = await firestore.collection(CODES_COLLECTION).where('uid', '==', uid).get();
  const refs = [
    ...pending.docs.map((code) => code.ref),
    ...[MEMBERS_COLLECTION, TOKENS_COLLECTION, PORTFOLIOS_COLLECTION, RATE_LIMIT_COLLECTION].map((collection) =>
      firestore.collection(collection).doc(uid),
    ),
  ];
  // A batch takes at most 500 writes; codes that expired unused pile up.
  for (let start = 0; start < refs.length; start += 400) {
    const batch = firestore.batch();
    for (const ref of refs.slice(start, start + 400)) batch.delete(ref);
    await batch.commit();
  }
}
