import { authIfSession } from './loadAuth';

/**
 * The signed-in member's ID token (refreshed by Firebase when it is near its end), or null when no
 * one is signed in. Waits until Firebase Auth knows who is signed in, so a call made as the page
 * opens carries the token of a member who signed in on an earlier visit; a visitor with no stored
 * session gets null without loading the SDK.
 */
export async function currentIdToken(): Promise<string | null> {
  const auth = await authIfSession();
  if (!auth) return null;
  await auth.authStateReady();
  return auth.currentUser ? auth.currentUser.getIdToken() : null;
}
