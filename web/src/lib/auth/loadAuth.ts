import type { Auth } from 'firebase/auth';
import { isAuthConfigured } from '../firebaseConfig';
import { browserStores, mayHaveStoredSession } from './storedSession';

let loading: Promise<Auth | null> | null = null;
let loaded: Auth | null = null;
let sessionCheck: Promise<boolean> | null = null;
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
      listeners.forEach((listener) => listener(auth));
      return auth;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** Whether a signed-in member may be stored in this browser (asked once per page load). */
export function sessionMayExist(): Promise<boolean> {
  sessionCheck ??= isAuthConfigured ? mayHaveStoredSession(browserStores()) : Promise.resolve(false);
  return sessionCheck;
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
