/**
 * Turns a Firebase Auth error into a sentence a member can act on. The product shows the provider's
 * message; Firebase's raw one reads "Firebase: Error (auth/wrong-password).", so known codes get a
 * plain sentence and unknown ones the provider's own text without the "Firebase:" wrapping.
 */
const readableByCode: Record<string, string> = {
  'auth/invalid-credential': 'The e-mail or password is incorrect.',
  'auth/invalid-login-credentials': 'The e-mail or password is incorrect.',
  // One sentence for a wrong password and an unknown address: the form never tells who has an
  // account (production Firebase, with e-mail enumeration protection, answers invalid-credential).
  'auth/wrong-password': 'The e-mail or password is incorrect.',
  'auth/user-not-found': 'The e-mail or password is incorrect.',
  'auth/user-disabled': 'This account has been disabled.',
  'auth/too-many-requests': 'Too many attempts. Please wait a few minutes, then try again.',
  'auth/email-already-in-use': 'An account already uses this e-mail address. Sign in instead.',
  'auth/weak-password': 'The password is too weak: choose a longer one (at least 6 characters).',
  'auth/invalid-email': 'The e-mail address is not valid.',
  'auth/missing-email': 'Enter your e-mail address.',
  'auth/missing-password': 'Enter your password.',
  'auth/network-request-failed':
    'Network error: the sign-in service could not be reached. Check your connection and try again.',
  'auth/operation-not-allowed': 'E-mail and password accounts are not enabled for this site.',
  'auth/expired-action-code': 'This link has expired. Ask for a new one.',
  'auth/invalid-action-code': 'This link is invalid or has already been used.',
  'auth/invalid-continue-uri': 'The site address used in the e-mail link is not valid.',
  'auth/unauthorized-continue-uri': 'This site is not authorised to send account e-mails.',
  'auth/quota-exceeded': 'The sign-in service is busy. Please try again later.',
};

/** Firebase wraps its text as "Firebase: <text> (auth/code)." — keep only <text>. */
export function providerText(message: string): string {
  return message
    .replace(/^Firebase:\s*/i, '')
    .replace(/\s*\(auth\/[^)]*\)\.?\s*$/i, '')
    .trim();
}

export function readableAuthError(error: unknown): string {
  const code = typeof (error as { code?: unknown })?.code === 'string' ? (error as { code: string }).code : '';
  const message =
    typeof (error as { message?: unknown })?.message === 'string' ? (error as { message: string }).message : '';
  if (code && readableByCode[code]) return readableByCode[code];
  const text = providerText(message);
  // "Error" alone tells nobody anything: name the code instead.
  if (text && text.toLowerCase() !== 'error') return /[.!?]$/.test(text) ? text : `${text}.`;
  if (code) return `The sign-in service refused the request (${code.replace(/^auth\//, '')}). Please try again.`;
  return 'Something went wrong. Please try again.';
}
