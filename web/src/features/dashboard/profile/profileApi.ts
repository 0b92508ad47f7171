/**
 * What /profile changes: the member's name (Firebase Auth's displayName: the server keeps no
 * copy), the password (after signing in again with the current one) and the account itself
 * (DELETE /api/account: the server deletes the Auth user, the Upland link, its token and the
 * cached portfolio). Each answers an outcome with a catalog message, never a throw.
 */
import { accountEndpoints } from '@saint-james/api-contract';
import type { User } from 'firebase/auth';
import { ApiError, apiFetch, failedOffline } from '../../../lib/api';
import { loadAuthSdk, signedInUser } from '../../../lib/auth/loadAuth';
import type { Message } from '../../../lib/i18n/i18n';
import { AUTH_NOT_LOADED, PASSWORDS_DIFFER, readableAuthError, verifyEmailUrl } from '../../auth';

export type Outcome = { ok: true } | { ok: false; error: Message };

export const WRONG_CURRENT_PASSWORD: Message = { key: 'profile.wrongCurrentPassword' };
export const NAME_BLANK: Message = { key: 'profile.nameBlank' };
export const ADMIN_CANNOT_DELETE: Message = { key: 'profile.adminCannotDelete' };
export const DELETE_FAILED: Message = { key: 'profile.deleteFailed' };
export const DELETE_OFFLINE: Message = { key: 'profile.deleteOffline' };
export const SIGNED_OUT: Message = { key: 'profile.signedOut' };

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

/** The account deletion refused: the admin's 403, the browser offline as it failed, or a failure to try again. */
export function deleteError(error: unknown): Message {
  if (error instanceof ApiError && error.status === 403) return ADMIN_CANNOT_DELETE;
  return failedOffline(error) ? DELETE_OFFLINE : DELETE_FAILED;
}

type Sdk = Awaited<ReturnType<typeof loadAuthSdk>>;

/**
 * The SDK and its signed-in user (the page may show the member stored on an earlier visit before
 * the SDK has loaded), or the message saying why not: the SDK did not load (offline), or no one
 * is signed in any more.
 */
async function sdkAndUser(): Promise<{ sdk: Sdk; user: User } | { error: Message }> {
  try {
    const [sdk, user] = await Promise.all([loadAuthSdk(), signedInUser()]);
    return user ? { sdk, user } : { error: SIGNED_OUT };
  } catch {
    // Its code did not arrive (offline, a redeploy): the landing's words, not the browser's.
    return { error: AUTH_NOT_LOADED };
  }
}

/** An empty name, or one of only spaces, is refused before asking Firebase anything. */
export async function saveName(name: string): Promise<Outcome> {
  if (!name.trim()) return { ok: false, error: NAME_BLANK };
  const signedIn = await sdkAndUser();
  if ('error' in signedIn) return { ok: false, error: signedIn.error };
  try {
    await signedIn.sdk.updateProfile(signedIn.user, { displayName: name.trim() });
    return { ok: true };
  } catch (error) {
    if (await savedAfterAll(signedIn.user, name.trim(), error)) return { ok: true };
    return { ok: false, error: readableAuthError(error) };
  }
}

/** How long Firebase is asked, after a save it did not answer, whether the name was saved all the same. */
export const ASK_AGAIN_MS = 10_000;

/**
 * On a line that hangs, Firebase's client gives up after about 30 s while its request may still
 * reach Google: asked once (within ASK_AGAIN_MS), Firebase may know the name as saved after all.
 */
async function savedAfterAll(user: User, name: string, error: unknown): Promise<boolean> {
  if ((error as { code?: unknown } | null)?.code !== 'auth/network-request-failed') return false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const givenUp = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), ASK_AGAIN_MS)));
  try {
    return await Promise.race([user.reload().then(() => user.displayName === name), givenUp]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The verification e-mail sent again (the first one lost, or its link expired), with the same
 * continue URL as at sign-up. Firebase refuses a member who asks too often (too-many-requests).
 */
export async function sendVerificationAgain(origin: string): Promise<Outcome> {
  const signedIn = await sdkAndUser();
  if ('error' in signedIn) return { ok: false, error: signedIn.error };
  try {
    await signedIn.sdk.sendEmailVerification(signedIn.user, { url: verifyEmailUrl(origin) });
    return { ok: true };
  } catch (error) {
    return { ok: false, error: readableAuthError(error) };
  }
}

/**
 * Whether the member's address is verified now, asked of Firebase (the link followed in another
 * tab changes nothing here by itself); verified, the token is renewed so that the api sees it too.
 * Any failure is a no: the page keeps offering the e-mail.
 */
export async function verifiedSince(): Promise<boolean> {
  const signedIn = await sdkAndUser();
  if ('error' in signedIn) return false;
  const { user } = signedIn;
  try {
    await user.reload();
    if (!user.emailVerified) return false;
    await user.getIdToken(true);
    return true;
  } catch {
    return false;
  }
}

export interface PasswordChange {
  current: string;
  next: string;
  confirm: string;
}

/** The current password is checked first (Firebase's re-authentication); nothing changes when it is wrong. */
export async function changePassword(form: PasswordChange): Promise<Outcome> {
  if (form.next !== form.confirm) return { ok: false, error: PASSWORDS_DIFFER };
  const signedIn = await sdkAndUser();
  if ('error' in signedIn) return { ok: false, error: signedIn.error };
  const { sdk, user } = signedIn;
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
    await apiFetch(accountEndpoints.remove);
    return { ok: true };
  } catch (error) {
    return { ok: false, error: deleteError(error) };
  }
}
