/**
 * What /verify-email should do with its query. Firebase sends every e-mail action link to the
 * one action URL, so a password-reset code arrives here too; it must go to confirmPasswordReset,
 * never to applyActionCode (which would spend it).
 */
import type { MessageKey } from '../../lib/i18n/i18n';

export type ActionLink =
  | { kind: 'error'; message: MessageKey }
  | { kind: 'verifyEmail'; oobCode: string }
  | { kind: 'resetPassword'; oobCode: string };

export const NOT_INITIALIZED: MessageKey = 'verify.notInitialized';
export const INVALID_LINK: MessageKey = 'verify.invalidLink';

export function readActionLink(search: string | URLSearchParams, authConfigured: boolean): ActionLink {
  if (!authConfigured) return { kind: 'error', message: NOT_INITIALIZED };
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const oobCode = params.get('oobCode')?.trim();
  if (!oobCode) return { kind: 'error', message: INVALID_LINK };
  const mode = params.get('mode');
  // A link with only oobCode (no mode) is an e-mail verification.
  if (mode === null || mode === '' || mode === 'verifyEmail') return { kind: 'verifyEmail', oobCode };
  if (mode === 'resetPassword') return { kind: 'resetPassword', oobCode };
  // recoverEmail, signIn, ...: actions this site does not offer.
  return { kind: 'error', message: INVALID_LINK };
}

/** After 'Email verified!', the page goes home after this long (docs/product.md#verify-email). */
export const VERIFY_REDIRECT_MS = 1500;
