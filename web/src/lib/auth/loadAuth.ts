import type { Auth } from 'firebase/auth';
import { isAuthConfigured } from '../firebaseConfig';

let loading: Promise<Auth | null> | null = null;

/**
 * Firebase Auth, loaded once, when first asked for (the AuthProvider asks as soon as the app has
 * rendered). Null when the build has no Firebase web config.
 */
export function loadAuth(): Promise<Auth | null> {
  loading ??= isAuthConfigured ? import('../firebase').then((module) => module.auth) : Promise.resolve(null);
  return loading;
}

/** The Firebase Auth SDK's functions, loaded on demand with it. */
export const loadAuthSdk = () => import('firebase/auth');
