import { confirmPasswordReset, verifyPasswordResetCode, type Auth } from 'firebase/auth';
import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { PASSWORDS_DIFFER } from './accountFlows';
import { readableAuthError } from './authErrors';
import { PasswordField } from './fields';

type Step =
  | { step: 'checking' }
  | { step: 'invalid'; reason: string }
  | { step: 'form'; email: string }
  | { step: 'done' };

export const PASSWORD_CHANGED = 'Your password has been changed. You can now log in with it.';

/** The password-reset link's page: checks the code, then asks for the new password. */
export function ResetPasswordForm({ auth, oobCode }: { auth: Auth; oobCode: string }) {
  const [current, setCurrent] = useState<Step>({ step: 'checking' });
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    // Checking does not spend the code; only confirmPasswordReset does.
    verifyPasswordResetCode(auth, oobCode).then(
      (email) => live && setCurrent({ step: 'form', email }),
      (err) => live && setCurrent({ step: 'invalid', reason: readableAuthError(err) }),
    );
    return () => {
      live = false;
    };
  }, [auth, oobCode]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (password !== confirm) {
      setError(PASSWORDS_DIFFER);
      return;
    }
    setBusy(true);
    setError('');
    try {
      await confirmPasswordReset(auth, oobCode, password);
      setCurrent({ step: 'done' });
    } catch (err) {
      setError(readableAuthError(err));
    } finally {
      setBusy(false);
    }
  };

  if (current.step === 'checking') {
    return (
      <p className="loading" role="status">
        Checking the link...
      </p>
    );
  }
  if (current.step === 'invalid') {
    return (
      <div role="alert">
        <p className="error-message">Invalid password reset link</p>
        <p>{current.reason}</p>
      </div>
    );
  }
  if (current.step === 'done') {
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
      <p className="auth-hint">For {current.email}</p>
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
