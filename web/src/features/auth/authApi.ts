import { queryOptions } from '@tanstack/react-query';
import { applyActionCode, confirmPasswordReset, verifyPasswordResetCode, type Auth } from 'firebase/auth';
import { loadAuth } from '../../lib/auth/loadAuth';
import { queryKeys } from '../../lib/queryKeys';

// The e-mail action links' calls to Firebase Auth (/verify-email): verify an address, check and
// spend a password-reset code.

/** Firebase Auth, or the reason there is none. */
async function requireAuth(): Promise<Auth> {
  const auth = await loadAuth();
  if (!auth) throw new Error('Firebase not initialized');
  return auth;
}

/**
 * Spends the code (applyActionCode) and refreshes the member signed in here, if any, so that
 * email_verified is current for the page and the api.
 */
async function verifyEmail(oobCode: string): Promise<true> {
  const firebaseAuth = await requireAuth();
  await applyActionCode(firebaseAuth, oobCode);
  const current = firebaseAuth.currentUser;
  if (current) {
    await current
      .reload()
      .then(() => current.getIdToken(true))
      .catch(() => undefined);
  }
  return true;
}

/**
 * A code is single-use: one query per code, never asked again (a re-run effect, StrictMode or a
 * remount reuses the first answer instead of spending the code twice and reporting a failure).
 */
export const verifyEmailQuery = (oobCode: string) =>
  queryOptions({
    queryKey: queryKeys.verifyEmail(oobCode),
    queryFn: () => verifyEmail(oobCode),
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnWindowFocus: false,
  });

/** Checking a reset code does not spend it; only resetPassword does. */
export const resetCodeQuery = (oobCode: string) =>
  queryOptions({
    queryKey: queryKeys.resetCode(oobCode),
    queryFn: async () => verifyPasswordResetCode(await requireAuth(), oobCode),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });

export const resetPassword = async (oobCode: string, password: string) =>
  confirmPasswordReset(await requireAuth(), oobCode, password);
