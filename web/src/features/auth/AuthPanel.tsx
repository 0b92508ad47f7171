import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useAuth } from '../../lib/auth/AuthProvider';
import { loadAuth, loadAuthSdk } from '../../lib/auth/loadAuth';
import { accountFlows, PASSWORDS_DIFFER, type AuthSdk, type FlowResult } from './accountFlows';
import { modeFromQuery, type AuthMode } from './authMode';
import { Field, PasswordField } from './fields';
import './auth.css';

/** The Firebase Auth calls, each loading the SDK when first made (it is not part of the page's code). */
const firebaseSdk: AuthSdk = {
  createUserWithEmailAndPassword: async (...args) => (await loadAuthSdk()).createUserWithEmailAndPassword(...args),
  sendEmailVerification: async (...args) => (await loadAuthSdk()).sendEmailVerification(...args),
  sendPasswordResetEmail: async (...args) => (await loadAuthSdk()).sendPasswordResetEmail(...args),
  signInWithEmailAndPassword: async (...args) => (await loadAuthSdk()).signInWithEmailAndPassword(...args),
  signOut: async (...args) => (await loadAuthSdk()).signOut(...args),
  updateProfile: async (...args) => (await loadAuthSdk()).updateProfile(...args),
};

interface Notice {
  mode: AuthMode;
  kind: 'error' | 'success';
  text: string;
}

const headings: Record<AuthMode, string> = {
  login: 'Sign in',
  signup: 'Create an account',
  reset: 'Forgot your password?',
};

/**
 * The landing page's account panel: sign in, sign up, and the forgot-password sub-view. The view
 * follows ?mode= (the header's 'Sign in' / 'Create account' links); switching fades for 300 ms
 * (auth.css) and clears messages. What was typed stays in the fields after any error.
 */
export function AuthPanel() {
  const [searchParams, setSearchParams] = useSearchParams();
  const mode = modeFromQuery(searchParams);
  const { holdAuthState } = useAuth();
  const flows = useMemo(() => accountFlows(loadAuth, firebaseSdk, window.location.origin), []);

  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [notice, setNotice] = useState<Notice | null>(null);
  const [busy, setBusy] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focusHeading = useRef(false);

  // A message belongs to the view it was given in: switching views clears it (adjusting state when
  // the view changes, during render, as React recommends over an effect).
  const [shownMode, setShownMode] = useState(mode);
  if (shownMode !== mode) {
    setShownMode(mode);
    setNotice((current) => (current && current.mode === mode ? current : null));
  }

  // After a switch from the panel's own buttons, focus moves to the new view's heading.
  useEffect(() => {
    if (!focusHeading.current) return;
    focusHeading.current = false;
    headingRef.current?.focus();
  }, [mode]);

  const switchTo = (next: AuthMode) => {
    focusHeading.current = true;
    setSearchParams({ mode: next });
  };

  const run = async (task: () => Promise<FlowResult>, onSuccess?: (message: string) => void) => {
    setBusy(true);
    setNotice(null);
    try {
      const result = await task();
      if (result.ok) onSuccess?.(result.message);
      else setNotice({ mode, kind: 'error', text: result.error });
    } finally {
      setBusy(false);
    }
  };

  const onSignIn = (event: FormEvent) => {
    event.preventDefault();
    // On success the auth state changes and the landing page redirects to /dashboard.
    void run(() => flows.signIn(email, password));
  };

  const onSignUp = (event: FormEvent) => {
    event.preventDefault();
    if (newPassword !== confirmPassword) {
      setNotice({ mode, kind: 'error', text: PASSWORDS_DIFFER });
      return;
    }
    void run(
      () => holdAuthState(() => flows.signUp({ name, email, password: newPassword, confirmPassword })),
      (message) => {
        setNewPassword('');
        setConfirmPassword('');
        setPassword('');
        setNotice({ mode: 'login', kind: 'success', text: message });
        setSearchParams({ mode: 'login' });
      },
    );
  };

  const onReset = (event: FormEvent) => {
    event.preventDefault();
    void run(
      () => flows.sendReset(email),
      (message) => setNotice({ mode: 'reset', kind: 'success', text: message }),
    );
  };

  const shown = notice && notice.mode === mode ? notice : null;

  const emailField = (
    <Field label="Email">
      <input type="email" value={email} onChange={(e) => setEmail(e.target.value)} required autoComplete="email" />
    </Field>
  );

  return (
    <section className="auth-panel" aria-label="Account">
      {/* key={mode}: each switch mounts the view afresh, which replays the 300 ms fade-in. */}
      <div key={mode} className="auth-view">
        <h2 ref={headingRef} tabIndex={-1}>
          {headings[mode]}
        </h2>

        {mode === 'login' && (
          <form className="auth-form" onSubmit={onSignIn} aria-label="Sign in">
            {emailField}
            <PasswordField label="Password" value={password} onChange={setPassword} autoComplete="current-password" />
            <button type="submit" className="primary" disabled={busy}>
              {busy ? 'Signing in...' : 'Sign in'}
            </button>
          </form>
        )}

        {mode === 'signup' && (
          <form className="auth-form" onSubmit={onSignUp} aria-label="Sign up">
            <Field label="Name">
              <input value={name} onChange={(e) => setName(e.target.value)} required autoComplete="name" />
            </Field>
            {emailField}
            <PasswordField label="Password" value={newPassword} onChange={setNewPassword} autoComplete="new-password" />
            <PasswordField
              label="Confirm password"
              value={confirmPassword}
              onChange={setConfirmPassword}
              autoComplete="new-password"
              invalid={shown?.text === PASSWORDS_DIFFER}
            />
            <button type="submit" className="primary" disabled={busy}>
              {busy ? 'Creating account...' : 'Sign up'}
            </button>
          </form>
        )}

        {mode === 'reset' && (
          <form className="auth-form" onSubmit={onReset} aria-label="Reset password">
            <p className="auth-hint">
              Enter your account&apos;s e-mail: we will send you a link to choose a new password.
            </p>
            {emailField}
            <button type="submit" className="primary" disabled={busy}>
              {busy ? 'Sending...' : 'Send reset email'}
            </button>
          </form>
        )}
      </div>

      {/* Outside the keyed view, so the live regions persist and a new message is announced. */}
      <div className="auth-messages">
        <p className="error-message" role="alert">
          {shown?.kind === 'error' ? shown.text : ''}
        </p>
        <p className="success-message" role="status">
          {shown?.kind === 'success' ? shown.text : ''}
        </p>
      </div>

      <div key={`${mode}-switch`} className="auth-view auth-switches">
        {mode === 'login' && (
          <>
            <p>
              <button type="button" className="link-button" onClick={() => switchTo('reset')}>
                Forgot password?
              </button>
            </p>
            <p>
              No account yet?{' '}
              <button type="button" className="link-button" onClick={() => switchTo('signup')}>
                Create an account
              </button>
            </p>
          </>
        )}
        {mode === 'signup' && (
          <p>
            Already have an account?{' '}
            <button type="button" className="link-button" onClick={() => switchTo('login')}>
              Back to sign in
            </button>
          </p>
        )}
        {mode === 'reset' && (
          <p>
            <button type="button" className="link-button" onClick={() => switchTo('login')}>
              Back to sign in
            </button>
          </p>
        )}
      </div>
    </section>
  );
}
