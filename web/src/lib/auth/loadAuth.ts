import type { Auth, User } from 'firebase/auth';
import { isAuthConfigured, webConfig } from '../firebaseConfig';
import {
  authUserKey,
  browserStores,
  readStoredSession,
  type Member,
  type StoredSession,
  type StoredSignIn,
} from './storedSession';

let loading: Promise<Auth | null> | null = null;
let loaded: Auth | null = null;
/** Whether the loaded SDK has said who is signed in: from then on it alone answers. */
let settled = false;
let stored: Promise<StoredSession> | null = null;
const listeners = new Set<(auth: Auth) => void>();

/**
 * Firebase Auth, loaded once, when first asked for: by the AuthProvider when a session may be
 * stored, by a member's page as it starts loading (preloadPage, app/router.tsx), by the sign-in
 * form, or by a call that needs a token. Null when the build has no
 * Firebase web config. A failed load (offline, a redeploy) is forgotten, so the next ask retries.
 */
export function loadAuth(): Promise<Auth | null> {
  if (!isAuthConfigured) return Promise.resolve(null);
  loading ??= import('../firebase').then(
    ({ auth }) => {
      loaded = auth;
      // Answered or failed, from now on the SDK alone decides.
      const settle = () => (settled = true);
      auth.authStateReady().then(settle, settle);
      listeners.forEach((listener) => listener(auth));
      return auth;
    },
    (error: unknown) => {
      loading = null;
      // The sign-in code did not arrive: the page says signed out, so no call goes as the member.
      settled = true;
      throw error;
    },
  );
  return loading;
}

/** What this browser holds of a signed-in member (read once per page load, without the SDK). */
function storedSession(): Promise<StoredSession> {
  stored ??= isAuthConfigured
    ? readStoredSession(browserStores(), authUserKey(webConfig.apiKey ?? ''))
    : Promise.resolve({ mayExist: false, signIn: null });
  return stored;
}

/** Whether a signed-in member may be stored in this browser (asked once per page load). */
export async function sessionMayExist(): Promise<boolean> {
  return (await storedSession()).mayExist;
}

/** A stored ID token is used early only while it has this long left. */
const EARLY_TOKEN_MARGIN_MS = 5 * 60 * 1000;

/**
 * The member the SDK stored on an earlier visit, with their ID token, while the SDK has not yet
 * said who is signed in and the token has more than a few minutes left: a member page's first
 * call need not wait for the SDK's code and its check of the user with Firebase
 * (docs/decisions/0035-a-member-page-asks-with-the-stored-token.md). Null otherwise; the SDK then
 * answers.
 */
export async function usableStoredToken(): Promise<{ uid: string; idToken: string } | null> {
  const signIn = await signInUntilSettled();
  if (!signIn || signIn.expiresAt - Date.now() < EARLY_TOKEN_MARGIN_MS) return null;
  return { uid: signIn.uid, idToken: signIn.idToken };
}

/** The stored sign-in, while the SDK has not said who is signed in (null from then on). */
async function signInUntilSettled(): Promise<StoredSignIn | null> {
  if (settled) return null;
  const { signIn } = await storedSession();
  return settled ? null : signIn;
}

/**
 * The member the SDK stored on an earlier visit, while the SDK has not said who is signed in: the
 * pages show them at once, and the SDK's answer replaces them
 * (docs/decisions/0037-the-stored-member-shown-at-once.md). Null when none is stored whole.
 */
export async function storedMember(): Promise<Member | null> {
  const signIn = await signInUntilSettled();
  if (!signIn) return null;
  const { uid, email, displayName, emailVerified } = signIn;
  return { uid, email, displayName, emailVerified };
}

/**
 * The SDK's signed-in user, for what only the SDK can do with it (a new name, a new password),
 * once the SDK has said who is signed in (loading it if need be); null when no one is.
 */
export async function signedInUser(): Promise<User | null> {
  const auth = await loadAuth();
  if (!auth) return null;
  await auth.authStateReady();
  return auth.currentUser;
}

/**
 * Firebase Auth when it is loaded or a session may be stored; null, without loading the SDK, for
 * a visitor who never signed in here (docs/decisions/0029-no-auth-sdk-without-a-session.md).
 */
export async function authIfSession(): Promise<Auth | null> {
  if (loading) return loading;
  return (await sessionMayExist()) ? loadAuth() : null;
}

/** Calls `listener` once Firebase Auth has loaded, whoever asked for it (at once if it has). */
export function whenAuthLoads(listener: (auth: Auth) => void): () => void {
  if (loaded) listener(loaded);
  else listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The Firebase Auth SDK's functions, loaded on demand with it. */
export const loadAuthSdk = () => import('firebase/auth');
