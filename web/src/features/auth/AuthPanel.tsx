import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { addressIs } from '../../lib/addressIs';
import { useAuth } from '../../lib/auth/AuthProvider';
import type { Message, MessageKey } from '../../lib/i18n/i18n';
import { useT } from '../../lib/i18n/useT';
import { loadAuth, loadAuthSdk } from '../../lib/auth/loadAuth';
import { accountFlows, PASSWORDS_DIFFER, type AuthSdk, type FlowResult } from './accountFlows';
import { modeFromQuery, type AuthMode } from './authMode';
import { AuthSwitches } from './AuthSwitches';
import { fieldRefused } from './authErrors';
import { EmailField, Field, PasswordField } from './fields';
import './auth.css';
import { Button } from '../../components/Button';
import { FormMessages } from '../../components/FormMessages';

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
  text: Message;
}

/**
 * The panel's one message and its busy state. A message belongs to the view it was given in:
 * switching views clears it (adjusting state when the view changes, during render, as React
 * recommends over an effect). `run` does a flow, and shows its failure; `clearingError` wraps a field's setter.
 */
function useFlowNotice(mode: AuthMode) {
  const [notice, setNotice] = useState<Notice | null>(null);
  const [busy, setBusy] = useState(false);
  const [shownMode, setShownMode] = useState(mode);
  if (shownMode !== mode) {
    setShownMode(mode);
    setNotice((current) => (current && current.mode === mode ? current : null));
  }
  const run = async (task: () => Promise<FlowResult>, onSuccess?: (message: Message) => void) => {
    setBusy(true);
    setNotice(null);
    try {
      const result = await task();
      if (result.ok) onSuccess?.(result.message);
      else setNotice({ mode, kind: 'error', text: result.error });
    } catch {
      // The flows answer their failures; this is the net under them: never a button that did nothing.
      setNotice({ mode, kind: 'error', text: { key: 'auth.error.unknown' } });
    } finally {
      setBusy(false);
    }
  };
  const shown = notice && notice.mode === mode ? notice : null;
  /** A field's setter that also takes away an error: it was about the last attempt (a success message stays). */
  const clearingError = (set: (value: string) => void) => (input: string | { target: { value: string } }) => {
    set(typeof input === 'string' ? input : input.target.value);
    setNotice((current) => (current?.kind === 'error' ? null : current));
  };
  return { shown, setNotice, clearingError, busy, run };
}

/** A switch of view from the panel's own buttons, after which the focus moves to the new view's heading. */
function useSwitchWithFocus(mode: AuthMode, show: (next: AuthMode) => void) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focusHeading = useRef(false);
  useEffect(() => {
    if (!focusHeading.current) return;
    focusHeading.current = false;
    headingRef.current?.focus();
  }, [mode]);
  const switchTo = (next: AuthMode) => {
    focusHeading.current = true;
    show(next);
  };
  return { headingRef, switchTo };
}

/** The panel's error line: a field it is about names it as its description. */
const AUTH_ERROR_ID = 'auth-error';

const headings: Record<AuthMode, MessageKey> = {
  login: 'auth.heading.login',
  signup: 'auth.heading.signup',
  reset: 'auth.heading.reset',
};

// A failed load is said by the form's own call, when the visitor submits.
const preloadAuth = () => void loadAuth().catch(() => undefined);

/**
 * The landing page's account panel: sign in, sign up, and the forgot-password sub-view. The view
 * follows ?mode= (the header's 'Sign in' / 'Create account' links); switching fades for 300 ms
 * (auth.css) and clears messages. What was typed stays in the fields after any error; an error goes
 * once a field is edited.
 */
export function AuthPanel() {
  const [searchParams, setSearchParams] = useSearchParams();
  const { pathname } = useLocation();
  const mode = modeFromQuery(searchParams);
  const { holdAuthState } = useAuth();
  const { t } = useT();
  const flows = useMemo(() => accountFlows(loadAuth, firebaseSdk, window.location.origin), []);

  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const { shown, setNotice, clearingError, busy, run } = useFlowNotice(mode);
  const { headingRef, switchTo } = useSwitchWithFocus(mode, (next) => setSearchParams({ mode: next }));

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
        // Not when the visitor followed a link meanwhile: ?mode= would land on that page's address.
        // The keyboard goes to 'Sign in' (the form it was in is gone), the success read out under it.
        if (addressIs(pathname)) switchTo('login');
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

  const error = shown?.kind === 'error' ? shown.text : null;
  // The field a refusal is about says it too (aria-describedby), and is marked invalid.
  const refused = error ? fieldRefused(error) : undefined;
  const emailField = (
    <EmailField
      label={t('auth.field.email')}
      value={email}
      onChange={clearingError(setEmail)}
      invalid={refused === 'email'}
      describedBy={AUTH_ERROR_ID}
    />
  );

  return (
    // The sign-in SDK loads when the visitor starts on a form, not with the landing page (docs/decisions/0029-no-auth-sdk-without-a-session.md).
    // Not a landmark of its own: the landing page's 'Your account' region holds it (a region in a
    // region around one form was three landmarks to a screen reader).
    <div className="auth-panel" onFocus={preloadAuth}>
      {/* key={mode}: each switch mounts the view afresh, which replays the 300 ms fade-in. */}
      <div key={mode} className="auth-view">
        <h2 ref={headingRef} tabIndex={-1}>
          {t(headings[mode])}
        </h2>

        {mode === 'login' && (
          <form className="auth-form" onSubmit={onSignIn} aria-label={t('auth.form.login')}>
            {emailField}
            <PasswordField
              label={t('auth.field.password')}
              value={password}
              onChange={clearingError(setPassword)}
              autoComplete="current-password"
              invalid={refused === 'password'}
              describedBy={AUTH_ERROR_ID}
            />
            <Button type="submit" className="primary" unavailable={busy}>
              {busy ? t('auth.signingIn') : t('auth.signIn')}
            </Button>
          </form>
        )}

        {mode === 'signup' && (
          <form className="auth-form" onSubmit={onSignUp} aria-label={t('auth.form.signup')}>
            <Field label={t('auth.field.name')}>
              <input value={name} onChange={clearingError(setName)} required autoComplete="name" />
            </Field>
            {emailField}
            <PasswordField
              label={t('auth.field.password')}
              value={newPassword}
              onChange={clearingError(setNewPassword)}
              autoComplete="new-password"
              invalid={refused === 'password'}
              describedBy={AUTH_ERROR_ID}
            />
            <PasswordField
              label={t('auth.field.confirmPassword')}
              value={confirmPassword}
              onChange={clearingError(setConfirmPassword)}
              autoComplete="new-password"
              invalid={shown?.text === PASSWORDS_DIFFER}
              describedBy={AUTH_ERROR_ID}
            />
            <Button type="submit" className="primary" unavailable={busy}>
              {busy ? t('auth.signingUp') : t('auth.signUp')}
            </Button>
          </form>
        )}

        {mode === 'reset' && (
          <form className="auth-form" onSubmit={onReset} aria-label={t('auth.form.reset')}>
            <p className="auth-hint">{t('auth.resetHint')}</p>
            {emailField}
            <Button type="submit" className="primary" unavailable={busy}>
              {busy ? t('auth.sendingReset') : t('auth.sendReset')}
            </Button>
          </form>
        )}
      </div>

      {/* Outside the keyed view, so the live regions persist and a new message is announced. */}
      <div className="auth-messages">
        <FormMessages error={error} success={shown?.kind === 'success' ? shown.text : null} errorId={AUTH_ERROR_ID} />
      </div>

      <AuthSwitches mode={mode} onSwitch={switchTo} />
    </div>
  );
}
