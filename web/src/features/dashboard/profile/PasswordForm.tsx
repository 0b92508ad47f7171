import { useId, useState, type FormEvent } from 'react';
import type { Member } from '../../../lib/auth/storedSession';
import { useT } from '../../../lib/i18n/useT';
import { fieldRefused, PASSWORDS_DIFFER, PasswordField } from '../../auth';
import { FormMessages } from '../../../components/FormMessages';
import { changePassword, WRONG_CURRENT_PASSWORD, type PasswordChange } from './profileApi';
import { useOutcome } from './useOutcome';
import { Button } from '../../../components/Button';
import { StillWaiting } from '../../../components/StillWaiting';

const EMPTY: PasswordChange = { current: '', next: '', confirm: '' };

/** A new password, given after the current one (Firebase signs the member in again with it first). */
export function PasswordForm({ user }: { user: Member }) {
  const { t } = useT();
  const [form, setForm] = useState(EMPTY);
  const { busy, run, error, done } = useOutcome();
  const errorId = useId();
  const field = (name: keyof PasswordChange) => (value: string) => setForm((old) => ({ ...old, [name]: value }));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // What was typed stays on a failure; the fields empty once the password is changed.
    if ((await run(() => changePassword(form))).ok) setForm(EMPTY);
  };
  return (
    <form className="profile-form" onSubmit={(e) => void submit(e)} aria-labelledby="profile-password-heading">
      <h2 id="profile-password-heading">{t('profile.passwordHeading')}</h2>
      {/* Password managers file the new password under this account. */}
      <input type="hidden" name="username" autoComplete="username" value={user.email ?? ''} />
      <PasswordField
        label={t('profile.currentPassword')}
        value={form.current}
        onChange={field('current')}
        autoComplete="current-password"
        invalid={error === WRONG_CURRENT_PASSWORD}
        describedBy={errorId}
      />
      <PasswordField
        label={t('auth.field.newPassword')}
        value={form.next}
        onChange={field('next')}
        autoComplete="new-password"
        invalid={!!error && fieldRefused(error) === 'password'}
        describedBy={errorId}
      />
      <PasswordField
        label={t('auth.field.confirmNewPassword')}
        value={form.confirm}
        onChange={field('confirm')}
        autoComplete="new-password"
        invalid={error === PASSWORDS_DIFFER}
        describedBy={errorId}
      />
      <Button type="submit" className="primary" unavailable={busy}>
        {busy ? t('profile.saving') : t('profile.changePassword')}
      </Button>
      {busy && <StillWaiting />}
      <FormMessages error={error} errorId={errorId} success={done ? { key: 'profile.passwordChanged' } : null} />
    </form>
  );
}
