import type { Auth, User } from 'firebase/auth';
import { english } from '../../../test/english';
import {
  accountFlows,
  AUTH_NOT_LOADED,
  NOT_CONFIGURED,
  PASSWORDS_DIFFER,
  RESET_SENT,
  signUpDoneMessage,
  type AuthSdk,
} from './accountFlows';

const ORIGIN = 'https://saint-james.example';
const fakeAuth = { name: 'fake-auth' } as unknown as Auth;
const fakeUser = { uid: 'u1', email: 'new@x.test' } as unknown as User;
const authError = (code: string) => Object.assign(new Error(`Firebase: Error (${code}).`), { code });

/** A recording stand-in for the Firebase Auth calls (the real SDK is exercised by e2e/auth-*.spec.ts). */
function fakeSdk(failures: Partial<Record<keyof AuthSdk, string>> = {}) {
  const calls: Array<[keyof AuthSdk, ...unknown[]]> = [];
  const step =
    <R>(name: keyof AuthSdk, result: R) =>
    async (...args: unknown[]) => {
      calls.push([name, ...args]);
      if (failures[name]) throw authError(failures[name]!);
      return result;
    };
  const sdk: AuthSdk = {
    signInWithEmailAndPassword: step('signInWithEmailAndPassword', {}),
    createUserWithEmailAndPassword: step('createUserWithEmailAndPassword', { user: fakeUser }),
    updateProfile: step('updateProfile', undefined),
    sendEmailVerification: step('sendEmailVerification', undefined),
    sendPasswordResetEmail: step('sendPasswordResetEmail', undefined),
    signOut: step('signOut', undefined),
  };
  return { sdk, calls, names: () => calls.map(([name]) => name) };
}

const form = { name: ' Ada ', email: ' new@x.test ', password: 'secret-1', confirmPassword: 'secret-1' };

describe('accountFlows.signUp', () => {
  it('creates the account, stores the name, sends the verification link to origin/verify-email, then signs out', async () => {
    const { sdk, calls, names } = fakeSdk();
    const result = await accountFlows(async () => fakeAuth, sdk, ORIGIN).signUp(form);
    expect(result).toEqual({ ok: true, message: signUpDoneMessage('new@x.test') });
    expect(names()).toEqual(['createUserWithEmailAndPassword', 'updateProfile', 'sendEmailVerification', 'signOut']);
    expect(calls[0]).toEqual(['createUserWithEmailAndPassword', fakeAuth, 'new@x.test', 'secret-1']);
    expect(calls[1]).toEqual(['updateProfile', fakeUser, { displayName: 'Ada' }]);
    expect(calls[2]).toEqual(['sendEmailVerification', fakeUser, { url: 'https://saint-james.example/verify-email' }]);
    expect(calls[3]).toEqual(['signOut', fakeAuth]);
    expect(english(result.ok ? result.message : null)).toMatch(/verification link to new@x\.test/);
  });

  it("answers 'Passwords do not match' and calls nothing when the passwords differ", async () => {
    const { sdk, names } = fakeSdk();
    const result = await accountFlows(async () => fakeAuth, sdk, ORIGIN).signUp({
      ...form,
      confirmPassword: 'secret-2',
    });
    expect(result).toEqual({ ok: false, error: PASSWORDS_DIFFER });
    expect(names()).toEqual([]);
  });

  it('shows the readable provider error when the account cannot be created, and signs nobody out', async () => {
    const { sdk, names } = fakeSdk({ createUserWithEmailAndPassword: 'auth/email-already-in-use' });
    const result = await accountFlows(async () => fakeAuth, sdk, ORIGIN).signUp(form);
    expect(result.ok).toBe(false);
    expect(english(!result.ok ? result.error : null)).toBe(
      'An account already uses this e-mail address. Sign in instead.',
    );
    expect(names()).toEqual(['createUserWithEmailAndPassword']);
  });

  it('still signs the new account out when the verification e-mail fails, and says what happened', async () => {
    const { sdk, names } = fakeSdk({ sendEmailVerification: 'auth/network-request-failed' });
    const result = await accountFlows(async () => fakeAuth, sdk, ORIGIN).signUp(form);
    expect(result.ok).toBe(false);
    expect(english(!result.ok ? result.error : null)).toMatch(
      /account was created.*verification e-mail could not be sent: Network error/,
    );
    expect(names().at(-1)).toBe('signOut');
  });
});

describe('accountFlows.signIn', () => {
  it('signs in with the trimmed e-mail', async () => {
    const { sdk, calls } = fakeSdk();
    expect((await accountFlows(async () => fakeAuth, sdk, ORIGIN).signIn(' m@x.test ', 'pw')).ok).toBe(true);
    expect(calls).toEqual([['signInWithEmailAndPassword', fakeAuth, 'm@x.test', 'pw']]);
  });

  it('turns a provider error into a readable sentence', async () => {
    const { sdk } = fakeSdk({ signInWithEmailAndPassword: 'auth/too-many-requests' });
    const result = await accountFlows(async () => fakeAuth, sdk, ORIGIN).signIn('m@x.test', 'pw');
    expect(english(!result.ok ? result.error : null)).toBe(
      'Too many attempts. Please wait a few minutes, then try again.',
    );
  });
});

describe('accountFlows.sendReset', () => {
  it("sends the reset e-mail and answers 'Password reset email sent.'", async () => {
    const { sdk, calls } = fakeSdk();
    expect(await accountFlows(async () => fakeAuth, sdk, ORIGIN).sendReset('m@x.test')).toEqual({
      ok: true,
      message: RESET_SENT,
    });
    expect(english(RESET_SENT)).toBe('Password reset email sent.');
    expect(calls).toEqual([['sendPasswordResetEmail', fakeAuth, 'm@x.test', { url: `${ORIGIN}/?mode=login` }]]);
  });

  it("answers 'Password reset email sent.' for an unknown address too: it never tells who has an account", async () => {
    const { sdk } = fakeSdk({ sendPasswordResetEmail: 'auth/user-not-found' });
    expect(await accountFlows(async () => fakeAuth, sdk, ORIGIN).sendReset('nobody@x.test')).toEqual({
      ok: true,
      message: RESET_SENT,
    });
  });

  it('still shows other provider errors (a malformed address, no network)', async () => {
    const { sdk } = fakeSdk({ sendPasswordResetEmail: 'auth/network-request-failed' });
    const result = await accountFlows(async () => fakeAuth, sdk, ORIGIN).sendReset('m@x.test');
    expect(result.ok).toBe(false);
  });
});

describe('without a Firebase config (auth is null)', () => {
  it("answers 'Authentication configuration is incomplete.' for every operation and calls nothing", async () => {
    const { sdk, names } = fakeSdk();
    const flows = accountFlows(async () => null, sdk, ORIGIN);
    expect(await flows.signIn('m@x.test', 'pw')).toEqual({ ok: false, error: NOT_CONFIGURED });
    const signUp = await flows.signUp(form);
    expect(english(!signUp.ok ? signUp.error : null)).toBe('Authentication configuration is incomplete.');
    expect(await flows.sendReset('m@x.test')).toEqual({ ok: false, error: NOT_CONFIGURED });
    expect(names()).toEqual([]);
  });

  it('still reports a password mismatch first (it needs no provider)', async () => {
    const { sdk } = fakeSdk();
    expect(await accountFlows(async () => null, sdk, ORIGIN).signUp({ ...form, confirmPassword: 'x' })).toEqual({
      ok: false,
      error: PASSWORDS_DIFFER,
    });
  });
});

describe("when Firebase Auth's code cannot be fetched", () => {
  it('answers that sign-in could not be loaded, for every operation, instead of rejecting', async () => {
    const { sdk, names } = fakeSdk();
    const flows = accountFlows(
      () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
      sdk,
      ORIGIN,
    );
    expect(await flows.signIn('m@x.test', 'pw')).toEqual({ ok: false, error: AUTH_NOT_LOADED });
    const signUp = await flows.signUp(form);
    expect(english(!signUp.ok ? signUp.error : null)).toBe(
      'Sign-in could not be loaded. Check your connection and try again.',
    );
    expect(await flows.sendReset('m@x.test')).toEqual({ ok: false, error: AUTH_NOT_LOADED });
    expect(names()).toEqual([]);
  });
});
