import { INVALID_LINK, NOT_INITIALIZED, readActionLink } from './actionLink';

describe('readActionLink (/verify-email)', () => {
  it("says 'Firebase not initialized' when the build has no Firebase config, whatever the link", () => {
    expect(readActionLink('?mode=verifyEmail&oobCode=abc', false)).toEqual({ kind: 'error', message: NOT_INITIALIZED });
    expect(readActionLink('', false)).toEqual({ kind: 'error', message: 'verify.notInitialized' });
  });

  it("says 'Invalid verification link' without an oobCode", () => {
    expect(readActionLink('', true)).toEqual({ kind: 'error', message: 'verify.invalidLink' });
    expect(readActionLink('?mode=verifyEmail&oobCode=', true)).toEqual({ kind: 'error', message: INVALID_LINK });
    expect(readActionLink('?mode=verifyEmail&oobCode=%20', true)).toEqual({ kind: 'error', message: INVALID_LINK });
  });

  it('verifies the e-mail for mode=verifyEmail, and for a bare oobCode (a link without mode)', () => {
    expect(readActionLink('?mode=verifyEmail&oobCode=abc', true)).toEqual({ kind: 'verifyEmail', oobCode: 'abc' });
    expect(readActionLink('?oobCode=abc', true)).toEqual({ kind: 'verifyEmail', oobCode: 'abc' });
  });

  it('sends a reset code to the new-password form, never to verification', () => {
    expect(readActionLink('?mode=resetPassword&oobCode=r1&apiKey=k&lang=en', true)).toEqual({
      kind: 'resetPassword',
      oobCode: 'r1',
    });
  });

  it('refuses actions the site does not offer (recoverEmail, signIn) instead of spending their code', () => {
    expect(readActionLink('?mode=recoverEmail&oobCode=x', true)).toEqual({ kind: 'error', message: INVALID_LINK });
    expect(readActionLink('?mode=signIn&oobCode=x', true)).toEqual({ kind: 'error', message: INVALID_LINK });
  });
});
