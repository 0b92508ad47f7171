import type { User } from 'firebase/auth';
import { ApiError } from '../../../lib/api';
import { PASSWORDS_DIFFER } from '../../auth';
import {
  ADMIN_CANNOT_DELETE,
  ASK_AGAIN_MS,
  changePassword,
  DELETE_FAILED,
  deleteError,
  DELETE_OFFLINE,
  NAME_BLANK,
  saveName,
  sendVerificationAgain,
  SIGNED_OUT,
  verifiedSince,
  WRONG_CURRENT_PASSWORD,
} from './profileApi';

// Firebase Auth's calls, as the SDK would answer them for this account (password "old-pass").
const sdk = {
  EmailAuthProvider: { credential: (email: string, password: string) => ({ email, password }) },
  reauthenticateWithCredential: jest.fn(async (_user: unknown, credential: { password: string }) => {
    if (credential.password !== 'old-pass') throw Object.assign(new Error('x'), { code: 'auth/wrong-password' });
  }),
  updatePassword: jest.fn(async () => undefined),
  updateProfile: jest.fn(async () => undefined),
  sendEmailVerification: jest.fn(async () => undefined),
};
const user = { email: 'ada@example.test' } as User;
jest.mock('../../../lib/auth/loadAuth', () => ({
  loadAuthSdk: jest.fn(async () => sdk),
  signedInUser: jest.fn(async () => user),
}));
const { loadAuthSdk, signedInUser } = jest.requireMock<{ loadAuthSdk: jest.Mock; signedInUser: jest.Mock }>(
  '../../../lib/auth/loadAuth',
);
/** The SDK's chunk failing to load, as Vite's import() fails offline. */
const offline = () =>
  loadAuthSdk.mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module: /assets/auth.js'));

beforeEach(() => jest.clearAllMocks());

describe('the password change', () => {
  it('refuses two different new passwords before asking Firebase anything', async () => {
    expect(await changePassword({ current: 'old-pass', next: 'a-new-one', confirm: 'another' })).toEqual({
      ok: false,
      error: PASSWORDS_DIFFER,
    });
    expect(sdk.reauthenticateWithCredential).not.toHaveBeenCalled();
  });

  it('with a wrong current password says so and changes nothing', async () => {
    expect(await changePassword({ current: 'guess', next: 'a-new-one', confirm: 'a-new-one' })).toEqual({
      ok: false,
      error: WRONG_CURRENT_PASSWORD,
    });
    expect(sdk.updatePassword).not.toHaveBeenCalled();
  });

  it('signs in again with the current password, then changes it', async () => {
    expect(await changePassword({ current: 'old-pass', next: 'a-new-one', confirm: 'a-new-one' })).toEqual({
      ok: true,
    });
    expect(sdk.updatePassword).toHaveBeenCalledWith(user, 'a-new-one');
  });

  it('offline (the SDK does not load) answers a failure message, as the name does, instead of throwing', async () => {
    offline();
    const outcome = await changePassword({ current: 'old-pass', next: 'a-new-one', confirm: 'a-new-one' });
    expect(outcome).toEqual({ ok: false, error: expect.objectContaining({ key: expect.any(String) }) });
    offline();
    expect(outcome).toEqual(await saveName('Ada'));
    expect(sdk.updatePassword).not.toHaveBeenCalled();
  });
});

describe('the name', () => {
  it('is saved trimmed', async () => {
    expect(await saveName('  Ada Lovelace ')).toEqual({ ok: true });
    expect(sdk.updateProfile).toHaveBeenCalledWith(user, { displayName: 'Ada Lovelace' });
  });

  describe('when Firebase could not be reached', () => {
    const unreachable = () =>
      sdk.updateProfile.mockRejectedValueOnce(Object.assign(new Error('x'), { code: 'auth/network-request-failed' }));
    /** The member as Firebase now has it, read by `reload`. */
    const member = (reload: () => Promise<void>) => Object.assign({ email: 'ada@example.test' }, { reload }) as User;
    afterEach(() => jest.useRealTimers());

    it('is saved after all when Firebase, asked again, has the new name (the request got there late)', async () => {
      const late = member(async () => void Object.assign(late, { displayName: 'Ada Lovelace' }));
      signedInUser.mockResolvedValueOnce(late);
      unreachable();
      expect(await saveName(' Ada Lovelace')).toEqual({ ok: true });
    });

    it('is a network error when Firebase still has the old name, or cannot be asked', async () => {
      const old = member(async () => void Object.assign(old, { displayName: 'Ada' }));
      signedInUser.mockResolvedValueOnce(old);
      unreachable();
      expect(await saveName('Ada Lovelace')).toEqual({ ok: false, error: { key: 'auth.error.network' } });

      const gone = member(() => Promise.reject(Object.assign(new Error('x'), { code: 'auth/network-request-failed' })));
      signedInUser.mockResolvedValueOnce(gone);
      unreachable();
      expect(await saveName('Ada Lovelace')).toEqual({ ok: false, error: { key: 'auth.error.network' } });
    });

    it('gives up asking again after ASK_AGAIN_MS on a line that still hangs', async () => {
      jest.useFakeTimers();
      signedInUser.mockResolvedValueOnce(member(() => new Promise<void>(() => undefined)));
      unreachable();
      const outcome = saveName('Ada Lovelace');
      await jest.advanceTimersByTimeAsync(ASK_AGAIN_MS);
      expect(await outcome).toEqual({ ok: false, error: { key: 'auth.error.network' } });
    });

    it('is not asked again for a refusal (it was answered)', async () => {
      const reload = jest.fn(async () => undefined);
      signedInUser.mockResolvedValueOnce(member(reload));
      sdk.updateProfile.mockRejectedValueOnce(Object.assign(new Error('x'), { code: 'auth/user-token-expired' }));
      expect(await saveName('Ada Lovelace')).toEqual({
        ok: false,
        error: expect.objectContaining({ key: expect.any(String) }),
      });
      expect(reload).not.toHaveBeenCalled();
    });
  });

  it('of only spaces is refused before asking Firebase anything', async () => {
    expect(await saveName('   ')).toEqual({ ok: false, error: NAME_BLANK });
    expect(loadAuthSdk).not.toHaveBeenCalled();
    expect(sdk.updateProfile).not.toHaveBeenCalled();
  });
});

describe('signed out meanwhile (the page showed the member stored on an earlier visit)', () => {
  it('the name and the password say so and change nothing', async () => {
    signedInUser.mockResolvedValueOnce(null).mockResolvedValueOnce(null);
    expect(await saveName('Ada')).toEqual({ ok: false, error: SIGNED_OUT });
    expect(await changePassword({ current: 'old-pass', next: 'a-new-one', confirm: 'a-new-one' })).toEqual({
      ok: false,
      error: SIGNED_OUT,
    });
    expect(sdk.updateProfile).not.toHaveBeenCalled();
    expect(sdk.reauthenticateWithCredential).not.toHaveBeenCalled();
    expect(sdk.updatePassword).not.toHaveBeenCalled();
  });
});

describe('the account deletion refused', () => {
  it("names the admin's refusal, and asks to try again otherwise", () => {
    expect(deleteError(new ApiError(403, 'forbidden', 'The admin account cannot delete itself'))).toBe(
      ADMIN_CANNOT_DELETE,
    );
    expect(deleteError(new ApiError(0, 'network', 'Failed to fetch'))).toBe(DELETE_FAILED);
  });

  it('says the account was not deleted because the browser was offline as the request failed', () => {
    expect(deleteError(new ApiError(0, 'network', 'Failed to fetch', undefined, 'offline'))).toBe(DELETE_OFFLINE);
  });
});

describe('the verification e-mail sent again', () => {
  it('goes to the signed-in member with the link back to /verify-email, as at sign-up', async () => {
    expect(await sendVerificationAgain('https://saint-james.example')).toEqual({ ok: true });
    expect(sdk.sendEmailVerification).toHaveBeenCalledWith(user, { url: 'https://saint-james.example/verify-email' });
  });

  it("says Firebase's reason when it refuses, and that no one is signed in when no one is", async () => {
    sdk.sendEmailVerification.mockRejectedValueOnce(Object.assign(new Error('x'), { code: 'auth/too-many-requests' }));
    expect(await sendVerificationAgain('https://saint-james.example')).toEqual({
      ok: false,
      error: { key: 'auth.error.tooManyRequests' },
    });
    signedInUser.mockResolvedValueOnce(null);
    expect(await sendVerificationAgain('https://saint-james.example')).toEqual({ ok: false, error: SIGNED_OUT });
    expect(sdk.sendEmailVerification).toHaveBeenCalledTimes(1);
  });
});

describe('whether the address is verified now', () => {
  /** The member as Firebase keeps them: `reload` reads the account again, as verified as it is there. */
  const member = (verifiedThere: boolean) => {
    const one = {
      email: 'ada@example.test',
      emailVerified: false,
      reload: jest.fn(async () => {
        one.emailVerified = verifiedThere;
      }),
      getIdToken: jest.fn(async () => 'token'),
    };
    return one;
  };

  it('asks Firebase again; verified there, the token is renewed (for the api) and the answer is yes', async () => {
    const verified = member(true);
    signedInUser.mockResolvedValueOnce(verified);
    expect(await verifiedSince()).toBe(true);
    expect(verified.getIdToken).toHaveBeenCalledWith(true);
    const notYet = member(false);
    signedInUser.mockResolvedValueOnce(notYet);
    expect(await verifiedSince()).toBe(false);
    expect(notYet.getIdToken).not.toHaveBeenCalled();
  });

  it('is a no when Firebase cannot be asked (offline, signed out), never a throw', async () => {
    const failing = member(true);
    failing.reload.mockRejectedValueOnce(Object.assign(new Error('x'), { code: 'auth/network-request-failed' }));
    signedInUser.mockResolvedValueOnce(failing);
    expect(await verifiedSince()).toBe(false);
    signedInUser.mockResolvedValueOnce(null);
    expect(await verifiedSince()).toBe(false);
    offline();
    expect(await verifiedSince()).toBe(false);
  });
});

it("the sign-in code not loaded (offline) is said in the site's words, not the browser's", async () => {
  offline();
  expect(await sendVerificationAgain('https://saint-james.example')).toEqual({
    ok: false,
    error: { key: 'auth.notLoaded' },
  });
});
