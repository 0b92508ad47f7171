import { useQuery } from '@tanstack/react-query';
import { confirmPasswordReset, verifyPasswordResetCode, type Auth } from 'firebase/auth';
import { loadAuth } from '../../lib/auth/loadAuth';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { PASSWORDS_DIFFER } from './accountFlows';
import { readableAuthError } from './authErrors';
import { PasswordField } from './fields';

export const PASSWORD_CHANGED = 'Your password has been changed. You can now log in with it.';

/** The password-reset link's page: checks the code, then asks for the new password. */
/** Firebase Auth, or the reason there is none. */
async function requireAuth(): Promise<Auth> {
  const auth = await loadAuth();
  if (!auth) throw new Error('Firebase not initialized');
  return auth;
}

export function ResetPasswordForm({ oobCode }: { oobCode: string }) {
  // Checking does not spend the code; only confirmPasswordReset does.
  const check = useQuery({
    queryKey: ['reset-code', oobCode],
    queryFn: async () => verifyPasswordResetCode(await requireAuth(), oobCode),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
  const [done, setDone] = useState(false);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (password !== confirm) {
      setError(PASSWORDS_DIFFER);
      return;
    }
    setBusy(true);
    setError('');
    try {
      await confirmPasswordReset(await requireAuth(), oobCode, password);
      setDone(true);
    } catch (err) {
      setError(readableAuthError(err));
    } finally {
      setBusy(false);
    }
  };

  if (check.isPending) {
    return (
      <p className="loading" role="status">
        Checking the link...
      </p>
    );
  }
  if (check.isError) {
    return (
      <div role="alert">
        <p className="error-message">Invalid password reset link</p>
        <p>{readableAuthError(check.error)}</p>
      </div>
    );
  }
  if (done) {
    return (
      <>
        <p className="success-message" role="status">
          {PASSWORD_CHANGED}
        </p>
        <p>
          <Link to="/?mode=login">Sign in</Link>
        </p>
      </>
    );
  }
  return (
    <form className="auth-form" onSubmit={onSubmit} aria-label="Choose a new password">
      <p className="auth-hint">For {check.data}</p>
      <PasswordField label="New password" value={password} onChange={setPassword} autoComplete="new-password" />
      <PasswordField
        label="Confirm new password"
        value={confirm}
        onChange={setConfirm}
        autoComplete="new-password"
        invalid={error === PASSWORDS_DIFFER}
      />
      {error && (
        <p className="error-message" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="primary" disabled={busy}>
        {busy ? 'Saving...' : 'Save new password'}
      </button>
    </form>
  );
}
