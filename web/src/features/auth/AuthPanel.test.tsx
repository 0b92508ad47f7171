import { screen, waitFor } from '@testing-library/react';
import { renderInApp as render } from '../../../test/render';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { AuthProvider } from '../../lib/auth/AuthProvider';
import { AuthPanel } from './AuthPanel';

// The Firebase SDK is replaced by recording fakes; the real one runs in e2e/auth-*.spec.ts.
jest.mock('firebase/auth', () => ({
  signInWithEmailAndPassword: jest.fn(),
  createUserWithEmailAndPassword: jest.fn(),
  updateProfile: jest.fn(),
  sendEmailVerification: jest.fn(),
  sendPasswordResetEmail: jest.fn(),
  signOut: jest.fn(),
  onAuthStateChanged: jest.fn(),
}));
jest.mock('../../lib/firebaseConfig', () => ({ isAuthConfigured: true, webConfig: {} }));
jest.mock('../../lib/auth/loadAuth', () => ({
  loadAuth: async () => ({ currentUser: null }),
  loadAuthSdk: async () => jest.requireMock('firebase/auth'),
  sessionMayExist: async () => true,
  storedMember: async () => null,
  whenAuthLoads: () => () => undefined,
}));
const sdk = jest.requireMock<Record<string, jest.Mock>>('firebase/auth');

const authError = (code: string) => Object.assign(new Error(`Firebase: Error (${code}).`), { code });

function renderPanel(mode = 'login') {
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={[`/?mode=${mode}`]}>
      <AuthProvider>
        <AuthPanel />
      </AuthProvider>
    </MemoryRouter>,
  );
  return user;
}

beforeEach(() => {
  for (const fn of Object.values(sdk)) fn.mockReset();
  sdk.onAuthStateChanged.mockImplementation(() => () => undefined);
});

describe('AuthPanel', () => {
  it("sign up with passwords that differ: 'Passwords do not match', nothing sent, the form as typed", async () => {
    const user = renderPanel('signup');
    const form = screen.getByRole('form', { name: 'Sign up' });
    await user.type(screen.getByLabelText('Name'), 'Ada');
    await user.type(screen.getByLabelText('Email'), 'ada@example.test');
    await user.type(screen.getByLabelText('Password'), 'secret-1');
    await user.type(screen.getByLabelText('Confirm password'), 'secret-2');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Passwords do not match');
    expect(screen.getByLabelText('Confirm password')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Confirm password')).toHaveAccessibleDescription('Passwords do not match');
    expect(sdk.createUserWithEmailAndPassword).not.toHaveBeenCalled();
    expect(form).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Ada');
    expect(screen.getByLabelText('Password')).toHaveValue('secret-1');
  });

  it('signed up: the keyboard goes to the Sign in view, the news under it; the passwords are cleared', async () => {
    const user = renderPanel('signup');
    sdk.createUserWithEmailAndPassword.mockResolvedValue({ user: { uid: 'ada' } });
    await user.type(screen.getByLabelText('Name'), 'Ada');
    await user.type(screen.getByLabelText('Email'), 'ada@example.test');
    await user.type(screen.getByLabelText('Password'), 'secret-1');
    await user.type(screen.getByLabelText('Confirm password'), 'secret-1');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));

    await waitFor(() => expect(screen.getByRole('heading', { name: 'Sign in' })).toHaveFocus());
    expect(screen.getByRole('status')).toHaveTextContent('ada@example.test');
    expect(screen.getByLabelText('Password')).toHaveValue('');
    expect(sdk.sendEmailVerification).toHaveBeenCalledTimes(1);
  });

  it('sign in sends the trimmed e-mail; a refusal is shown in plain words and the fields keep their text', async () => {
    sdk.signInWithEmailAndPassword.mockRejectedValue(authError('auth/wrong-password'));
    const user = renderPanel('login');
    await user.type(screen.getByLabelText('Email'), ' member@example.test ');
    await user.type(screen.getByLabelText('Password'), 'not-it');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('The e-mail or password is incorrect.');
    expect(sdk.signInWithEmailAndPassword).toHaveBeenCalledWith(expect.anything(), 'member@example.test', 'not-it');
    expect(screen.getByLabelText('Password')).toHaveValue('not-it');
    expect(screen.getByRole('button', { name: 'Sign in' })).not.toHaveAttribute('aria-disabled');
    // The sentence does not say which of the two was wrong: neither is marked.
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Password')).not.toHaveAttribute('aria-invalid');
  });

  it('a refusal about one field marks that field, which says why; an edit takes both away', async () => {
    sdk.createUserWithEmailAndPassword.mockRejectedValueOnce(authError('auth/email-already-in-use'));
    sdk.createUserWithEmailAndPassword.mockRejectedValueOnce(authError('auth/weak-password'));
    const user = renderPanel('signup');
    await user.type(screen.getByLabelText('Name'), 'Ada');
    await user.type(screen.getByLabelText('Email'), 'ada@example.test');
    await user.type(screen.getByLabelText('Password'), 'secret');
    await user.type(screen.getByLabelText('Confirm password'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert).not.toHaveTextContent(/^$/));
    const email = screen.getByLabelText('Email');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription(alert.textContent ?? '');
    expect(screen.getByLabelText('Password')).not.toHaveAttribute('aria-invalid');

    await user.type(email, 'x');
    expect(email).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    await waitFor(() => expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(screen.getByRole('alert').textContent ?? '');
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid');
  });

  it('a refusal goes once the visitor edits a field: it was about the attempt, not what is typed now', async () => {
    sdk.signInWithEmailAndPassword.mockRejectedValue(authError('auth/wrong-password'));
    const user = renderPanel('login');
    await user.type(screen.getByLabelText('Email'), 'member@example.test');
    await user.type(screen.getByLabelText('Password'), 'not-it');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The e-mail or password is incorrect.');
    await user.type(screen.getByLabelText('Password'), '!');
    expect(screen.getByRole('alert')).toHaveTextContent('');
    expect(screen.getByLabelText('Password')).toHaveValue('not-it!');
  });

  it('while signing in the button says so and cannot be pressed twice', async () => {
    let finish!: () => void;
    sdk.signInWithEmailAndPassword.mockReturnValue(new Promise<void>((resolve) => (finish = resolve)));
    const user = renderPanel('login');
    await user.type(screen.getByLabelText('Email'), 'm@example.test');
    await user.type(screen.getByLabelText('Password'), 'pw-123456');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByRole('button', { name: 'Signing in...' })).toHaveAttribute('aria-disabled', 'true');
    finish();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sign in' })).not.toHaveAttribute('aria-disabled'));
    expect(sdk.signInWithEmailAndPassword).toHaveBeenCalledTimes(1);
  });

  it("forgot password: 'Password reset email sent.', even for an address with no account", async () => {
    sdk.sendPasswordResetEmail.mockRejectedValue(authError('auth/user-not-found'));
    const user = renderPanel('reset');
    await user.type(screen.getByLabelText('Email'), 'nobody@example.test');
    await user.click(screen.getByRole('button', { name: 'Send reset email' }));
    expect(await screen.findByText('Password reset email sent.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('');
  });

  it('switching views clears the message and moves the focus to the new heading', async () => {
    sdk.signInWithEmailAndPassword.mockRejectedValue(authError('auth/wrong-password'));
    const user = renderPanel('login');
    await user.type(screen.getByLabelText('Email'), 'm@example.test');
    await user.type(screen.getByLabelText('Password'), 'x');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByText('The e-mail or password is incorrect.');

    await user.click(screen.getByRole('button', { name: 'Create an account' }));
    expect(screen.getByRole('heading', { name: 'Create an account' })).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent('');
  });
});
