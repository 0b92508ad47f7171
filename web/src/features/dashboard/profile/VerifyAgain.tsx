import type { Member } from '../../../lib/auth/storedSession';
import { useT } from '../../../lib/i18n/useT';
import { Button } from '../../../components/Button';
import { Messages } from './Messages';
import { sendVerificationAgain } from './profileApi';
import { useOutcome } from './useOutcome';

/**
 * For a member whose e-mail is not verified yet: the verification e-mail again, for a first one
 * lost or a link expired. Sent, it says where to; refused, Firebase's reason (asked too often).
 */
export function VerifyAgain({ user }: { user: Member }) {
  const { t } = useT();
  const { busy, run, error, done } = useOutcome();
  return (
    <div className="profile-verify">
      <Button
        type="button"
        className="secondary"
        unavailable={busy}
        onClick={() => void run(() => sendVerificationAgain(window.location.origin))}
      >
        {busy ? t('profile.verifyAgainSending') : t('profile.verifyAgain')}
      </Button>
      <Messages
        error={error}
        success={done ? { key: 'profile.verifyAgainSent', values: { email: user.email ?? '' } } : null}
      />
    </div>
  );
}
