import { useEffect } from 'react';
import type { Member } from '../../../lib/auth/storedSession';
import { useT } from '../../../lib/i18n/useT';
import { Button } from '../../../components/Button';
import { FormMessages } from '../../../components/FormMessages';
import { sendVerificationAgain, verifiedSince } from './profileApi';
import { useOutcome } from './useOutcome';

/**
 * For a member whose e-mail is not verified yet: the verification e-mail again, for a first one
 * lost or a link expired. Sent, it says where to; refused, Firebase's reason (asked too often).
 * The link is mostly followed in another tab: back here, Firebase is asked again, and `onVerified`
 * lets the page show the address verified (and this part gone).
 */
export function VerifyAgain({ user, onVerified }: { user: Member; onVerified: () => void }) {
  const { t } = useT();
  const { busy, run, error, done } = useOutcome();
  useEffect(() => {
    let live = true;
    // A return to the tab fires both events: one ask of Firebase at a time.
    let asking = false;
    const askAgain = () => {
      if (document.visibilityState !== 'visible' || asking) return;
      asking = true;
      void verifiedSince().then((verified) => {
        asking = false;
        if (live && verified) onVerified();
      });
    };
    document.addEventListener('visibilitychange', askAgain);
    window.addEventListener('focus', askAgain);
    return () => {
      live = false;
      document.removeEventListener('visibilitychange', askAgain);
      window.removeEventListener('focus', askAgain);
    };
  }, [onVerified]);
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
      <FormMessages
        error={error}
        success={done ? { key: 'profile.verifyAgainSent', values: { email: user.email ?? '' } } : null}
      />
    </div>
  );
}
