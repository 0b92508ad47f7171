import type { Message, MessageKey } from '../../lib/i18n/i18n';

/**
 * Turns a Firebase Auth error into a sentence a member can act on, decided on its code. The
 * product shows the provider's message; Firebase's raw one reads "Firebase: Error
 * (auth/wrong-password).", so known codes get a plain sentence of our catalogs, and unknown ones
 * the provider's own text without the "Firebase:" wrapping.
 */
const readableByCode: Record<string, MessageKey> = {
  'auth/invalid-credential': 'auth.error.invalidCredential',
  'auth/invalid-login-credentials': 'auth.error.invalidCredential',
  // One sentence for a wrong password and an unknown address: the form never tells who has an
  // account (production Firebase, with e-mail enumeration protection, answers invalid-credential).
  'auth/wrong-password': 'auth.error.invalidCredential',
  'auth/user-not-found': 'auth.error.invalidCredential',
  'auth/user-disabled': 'auth.error.userDisabled',
  'auth/too-many-requests': 'auth.error.tooManyRequests',
  'auth/email-already-in-use': 'auth.error.emailInUse',
  'auth/weak-password': 'auth.error.weakPassword',
  'auth/invalid-email': 'auth.error.invalidEmail',
  'auth/missing-email': 'auth.error.missingEmail',
  'auth/missing-password': 'auth.error.missingPassword',
  'auth/network-request-failed': 'auth.error.network',
  'auth/operation-not-allowed': 'auth.error.operationNotAllowed',
  'auth/expired-action-code': 'auth.error.expiredActionCode',
  'auth/invalid-action-code': 'auth.error.invalidActionCode',
  'auth/invalid-continue-uri': 'auth.error.invalidContinueUri',
  'auth/unauthorized-continue-uri': 'auth.error.unauthorizedContinueUri',
  'auth/quota-exceeded': 'auth.error.quotaExceeded',
};

/** Firebase wraps its text as "Firebase: <text> (auth/code)." — keep only <text>. */
export function providerText(message: string): string {
  return message
    .replace(/^Firebase:\s*/i, '')
    .replace(/\s*\(auth\/[^)]*\)\.?\s*$/i, '')
    .trim();
}

export function readableAuthError(error: unknown): Message {
  const code = typeof (error as { code?: unknown })?.code === 'string' ? (error as { code: string }).code : '';
  const message =
    typeof (error as { message?: unknown })?.message === 'string' ? (error as { message: string }).message : '';
  if (code && readableByCode[code]) return { key: readableByCode[code] };
  const text = providerText(message);
  // "Error" alone tells nobody anything: name the code instead.
  if (text && text.toLowerCase() !== 'error') {
    return { key: 'auth.error.provider', values: { text: /[.!?]$/.test(text) ? text : `${text}.` } };
  }
  if (code) return { key: 'auth.error.code', values: { code: code.replace(/^auth\//, '') } };
  return { key: 'auth.error.unknown' };
}

/**
 * The form field a refusal is about, for the form to mark it invalid and describe it by the
 * refusal. A wrong e-mail or password marks neither: the sentence does not say which.
 */
const FIELD_REFUSED: Partial<Record<MessageKey, 'email' | 'password'>> = {
  'auth.error.invalidEmail': 'email',
  'auth.error.missingEmail': 'email',
  'auth.error.emailInUse': 'email',
  'auth.error.weakPassword': 'password',
  'auth.error.missingPassword': 'password',
};
export const fieldRefused = (message: Message): 'email' | 'password' | undefined => FIELD_REFUSED[message.key];
