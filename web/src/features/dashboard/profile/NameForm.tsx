import { useId, useState, type FormEvent } from 'react';
import type { Member } from '../../../lib/auth/storedSession';
import { useT } from '../../../lib/i18n/useT';
import { Field } from '../../auth';
import { FormMessages } from '../../../components/FormMessages';
import { NAME_BLANK, saveName } from './profileApi';
import { useOutcome } from './useOutcome';
import { Button } from '../../../components/Button';
import { StillWaiting } from '../../../components/StillWaiting';

/** The member's name, as asked at sign-up; `onSaved` lets the page show the new one at once. */
export function NameForm({ user, onSaved }: { user: Member; onSaved: () => void }) {
  const { t } = useT();
  const [name, setName] = useState(user.displayName ?? '');
  const { busy, run, error, done, forget } = useOutcome();
  const errorId = useId();
  const blank = error === NAME_BLANK;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if ((await run(() => saveName(name))).ok) onSaved();
  };
  return (
    <form className="profile-form" onSubmit={(e) => void submit(e)} aria-labelledby="profile-name-heading">
      <h2 id="profile-name-heading">{t('profile.nameHeading')}</h2>
      <Field label={t('auth.field.name')}>
        <input
          value={name}
          onChange={(e) => {
            setName(e.target.value);
            // 'Cannot be blank' or 'saved' spoke of the name as it was: it goes as the member types.
            if (error || done) forget();
          }}
          // Not `required`: the browser's own message would come in the browser's language, not the
          // page's; an empty name gets the site's refusal (NAME_BLANK), tied to the field.
          aria-required="true"
          maxLength={100}
          autoComplete="name"
          aria-invalid={blank || undefined}
          aria-describedby={blank ? errorId : undefined}
        />
      </Field>
      <Button type="submit" className="primary" unavailable={busy}>
        {busy ? t('profile.saving') : t('profile.saveName')}
      </Button>
      {busy && <StillWaiting />}
      <FormMessages error={error} errorId={errorId} success={done ? { key: 'profile.nameSaved' } : null} />
    </form>
  );
}
