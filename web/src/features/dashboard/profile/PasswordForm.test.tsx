import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User } from 'firebase/auth';
import { renderInApp as render } from '../../../../test/render';
import { PasswordForm } from './PasswordForm';

// The Firebase SDK is replaced by a recording fake; the real one runs in e2e's profile spec.
const sdk = {
  reauthenticateWithCredential: jest.fn(async () => undefined),
  updatePassword: jest.fn(async () => undefined),
  EmailAuthProvider: { credential: (email: string, password: string) => ({ email, password }) },
};
jest.mock('../../../lib/auth/loadAuth', () => ({ loadAuthSdk: async () => sdk, signedInUser: async () => sdkUser }));

const member = { uid: 'ada', displayName: 'Ada', email: 'ada@example.test', emailVerified: true };
const sdkUser = { ...member } as User;
const authError = (code: string) => Object.assign(new Error(`Firebase: Error (${code}).`), { code });

beforeEach(() => jest.clearAllMocks());

describe('PasswordForm', () => {
  it('a new password refused as too weak marks the new password, which says why; nothing else', async () => {
    sdk.updatePassword.mockRejectedValueOnce(authError('auth/weak-password'));
    const user = userEvent.setup();
    render(<PasswordForm user={member} />);
    await user.type(screen.getByLabelText('Current password'), 'the-old-one');
    await user.type(screen.getByLabelText('New password'), 'abc');
    await user.type(screen.getByLabelText('Confirm new password'), 'abc');
    await user.click(screen.getByRole('button', { name: 'Change password' }));

    const alert = await screen.findByText(/password/i, { selector: '[role="alert"]' });
    const newPassword = screen.getByLabelText('New password');
    expect(newPassword).toHaveAttribute('aria-invalid', 'true');
    expect(newPassword).toHaveAccessibleDescription(alert.textContent ?? '');
    expect(screen.getByLabelText('Current password')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Confirm new password')).not.toHaveAttribute('aria-invalid');
    expect(newPassword).toHaveValue('abc');
  });
});
