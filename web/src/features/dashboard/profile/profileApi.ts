/**
 * What /profile changes: the member's name (Firebase Auth's displayName: the server keeps no
 * copy), the password (after signing in again with the current one) and the account itself
 * (DELETE /api/account: the server deletes the Auth user, the Upland link, its token and the
 * cached portfolio). Each answers an outcome with a catalog message, never a throw.
 */
import { api } from '@saint-james/api-contract';
import type { User } from 'firebase/auth';
import { ApiError, apiFetch } from '../../../lib/api';
import { loadAuthSdk } from '../../../lib/auth/loadAuth';
import type { Message } from '../../../lib/i18n/i18n';
import { PASSWORDS_DIFFER, readableAuthError } from '../../auth';

export type Outcome = { ok: true } | { ok: false; error: Message };

export const WRONG_CURRENT_PASSWORD: Message = { key: 'profile.wrongCurrentPassword' };
export const NAME_BLANK: Message = { key: 'profile.nameBlank' };
export const ADMIN_CANNOT_DELETE: Message = { key: 'profile.adminCannotDelete' };
export const DELETE_FAILED: Message = { key: 'profile.deleteFailed' };

/** The codes Firebase answers a wrong password with (the newer one hides whether the account exists). */
const WRONG_PASSWORD_CODES = new Set([
  'auth/wrong-password',
  'auth/invalid-credential',
  'auth/invalid-login-credentials',
]);

/** Signing in again failed: a wrong current password says so plainly; anything else, as Firebase said. */
export function reauthenticationError(error: unknown): Message {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && WRONG_PASSWORD_CODES.has(code) ? WRONG_CURRENT_PASSWORD : readableAuthError(error);
}

/** The account deletion refused: the admin's 403, or a failure to try again. */
export function deleteError(error: unknown): Message {
  return error instanceof ApiError && error.status === 403 ? ADMIN_CANNOT_DELETE : DELETE_FAILED;
}

/** A name of only spaces (which `required` lets through) is refused before asking Firebase anything. */
export async function saveName(user: User, name: string): Promise<Outcome> {
  if (!name.trim()) return { ok: false, error: NAME_BLANK };
  try {
    await (await loadAuthSdk()).updateProfile(user, { displayName: name.trim() });
    return { ok: true };
  } catch (error) {
    return { ok: false, error: readableAuthError(error) };
  }
}

export interface PasswordChange {
  current: string;
  next: string;
  confirm: string;
}

/** The current password is checked first (Firebase's re-authentication); nothing changes when it is wrong. */
export async function changePassword(user: User, form: PasswordChange): Promise<Outcome> {
  if (form.next !== form.confirm) return { ok: false, error: PASSWORDS_DIFFER };
  // Loaded inside a try, as saveName does: a chunk that fails to load (offline) is a message, not a throw.
  let sdk: Awaited<ReturnType<typeof loadAuthSdk>>;
  try {
    sdk = await loadAuthSdk();
  } catch (error) {
    return { ok: false, error: readableAuthError(error) };
  }
  try {
    await sdk.reauthenticateWithCredential(user, sdk.EmailAuthProvider.credential(user.email ?? '', form.current));
  } catch (error) {
    return { ok: false, error: reauthenticationError(error) };
  }
  try {
    await sdk.updatePassword(user, form.next);
    return { ok: true };
  } catch (error) {
    return { ok: false, error: readableAuthError(error) };
  }
}

export async function deleteAccount(): Promise<Outcome> {
  try {
    await apiFetch(api.account.remove);
    return { ok: true };
  } catch (error) {
    return { ok: false, error: deleteError(error) };
  }
}
