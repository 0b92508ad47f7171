import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import type { Message } from '../../lib/i18n/i18n';
import { useT } from '../../lib/i18n/useT';
import { PASSWORDS_DIFFER } from './accountFlows';
import { resetCodeQuery, resetPassword } from './authApi';
import { readableAuthError } from './authErrors';
import { PasswordField } from './fields';
import { Button } from '../../components/Button';

/** The password-reset link's page: checks the code, then asks for the new password. */
export function ResetPasswordForm({ oobCode }: { oobCode: string }) {
  const { t } = useT();
  // Checking does not spend the code; only confirmPasswordReset does.
  const check = useQuery(resetCodeQuery(oobCode));
  const [done, setDone] = useState(false);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<Message | null>(null);
  const [busy, setBusy] = useState(false);
  // Saved, the form and its button go: the keyboard goes to the news, and the link under it.
  const doneRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (password !== confirm) {
      setError(PASSWORDS_DIFFER);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await resetPassword(oobCode, password);
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
        {t('reset.checking')}
      </p>
    );
  }
  if (check.isError) {
    return (
      <div role="alert">
        <p className="error-message">{t('reset.invalid')}</p>
        <p>{t(readableAuthError(check.error))}</p>
      </div>
    );
  }
  if (done) {
    return (
      <>
        <p className="success-message" role="status" ref={doneRef} tabIndex={-1}>
          {t('reset.done')}
        </p>
        <p>
          <Link to="/?mode=login">{t('reset.signIn')}</Link>
        </p>
      </>
    );
  }
  return (
    <form className="auth-form" onSubmit={onSubmit} aria-label={t('form.form')}>
      <p className="auth-hint">{t('reset.for', { email: check.data })}</p>
      <PasswordField
        label={t('auth.field.newPassword')}
        value={password}
        onChange={setPassword}
        autoComplete="new-password"
      />
      <PasswordField
        label={t('auth.field.confirmNewPassword')}
        value={confirm}
        onChange={setConfirm}
        autoComplete="new-password"
        invalid={error === PASSWORDS_DIFFER}
        describedBy="reset-error"
      />
      {error && (
        <p className="error-message" role="alert" id="reset-error">
          {t(error)}
        </p>
      )}
      <Button type="submit" className="primary" unavailable={busy}>
        {busy ? t('reset.saving') : t('reset.save')}
      </Button>
    </form>
  );
}
