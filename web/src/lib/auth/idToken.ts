import { authIfSession, usableStoredToken } from './loadAuth';

/**
 * The signed-in member's ID token (refreshed by Firebase when it is near its end), or null when no
 * one is signed in. Waits until Firebase Auth knows who is signed in, so a call made as the page
 * opens carries the token of a member who signed in on an earlier visit; a visitor with no stored
 * session gets null without loading the SDK.
 *
 * `storedEarly`: for a call only a member can make, until the SDK has said who is signed in, the
 * token it stored, while it has a few minutes left (usableStoredToken). Not for a call a visitor makes
 * too: its answer would be the member's, kept under a visitor's key.
 */
export async function currentIdToken({ storedEarly = false } = {}): Promise<string | null> {
  const early = storedEarly ? await usableStoredToken() : null;
  if (early) return early.idToken;
  const auth = await authIfSession();
  if (!auth) return null;
  await auth.authStateReady();
  return auth.currentUser ? auth.currentUser.getIdToken() : null;
}
