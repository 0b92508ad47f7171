import { english } from '../../../test/english';
import { providerText, readableAuthError as message } from './authErrors';

const readableAuthError = (error: unknown) => english(message(error));

/** A FirebaseError as the SDK throws it: code plus "Firebase: ... (auth/code)." message. */
const firebaseError = (code: string, text = 'Error') =>
  Object.assign(new Error(`Firebase: ${text} (${code}).`), { code, name: 'FirebaseError' });

describe('readableAuthError', () => {
  it.each([
    ['auth/invalid-credential', 'The e-mail or password is incorrect.'],
    ['auth/wrong-password', 'The e-mail or password is incorrect.'],
    ['auth/user-not-found', 'The e-mail or password is incorrect.'],
    ['auth/too-many-requests', 'Too many attempts. Please wait a few minutes, then try again.'],
    ['auth/email-already-in-use', 'An account already uses this e-mail address. Sign in instead.'],
    ['auth/weak-password', 'The password is too weak: choose a longer one (at least 6 characters).'],
    ['auth/invalid-email', 'The e-mail address is not valid.'],
    ['auth/network-request-failed', expect.stringMatching(/^Network error: .*try again\.$/)],
    ['auth/invalid-action-code', 'This link is invalid or has already been used.'],
    ['auth/expired-action-code', 'This link has expired. Ask for a new one.'],
  ])('turns %s into a sentence', (code, sentence) => {
    expect(readableAuthError(firebaseError(code))).toEqual(sentence);
  });

  it("falls back to the provider's own message for an unknown code, without the Firebase wrapping", () => {
    const error = firebaseError(
      'auth/password-does-not-meet-requirements',
      'Missing password requirements: [Password must contain an upper case character]',
    );
    expect(readableAuthError(error)).toBe(
      'Missing password requirements: [Password must contain an upper case character].',
    );
  });

  it('decides on the code: a known code is a key of the catalogs, whatever the provider wrote', () => {
    expect(message(firebaseError('auth/wrong-password', 'anything at all'))).toEqual({
      key: 'auth.error.invalidCredential',
    });
  });

  it('never answers only "Error": an unknown code with a bare message names the code', () => {
    const message = readableAuthError(firebaseError('auth/something-new'));
    expect(message).not.toMatch(/^Error\.?$/);
    expect(message).toContain('something-new');
  });

  it('handles errors that are not Firebase errors', () => {
    expect(readableAuthError(new Error('socket hang up'))).toBe('socket hang up.');
    expect(readableAuthError(undefined)).toBe('Something went wrong. Please try again.');
    expect(readableAuthError('boom')).toBe('Something went wrong. Please try again.');
  });
});

describe('providerText', () => {
  it('strips the "Firebase:" prefix and the "(auth/...)" suffix', () => {
    expect(providerText('Firebase: Password should be at least 6 characters (auth/weak-password).')).toBe(
      'Password should be at least 6 characters',
    );
    expect(providerText('plain text')).toBe('plain text');
  });
});
