import type { ReactNode } from 'react';
import type { Member } from '../../lib/auth/storedSession';
import { useT } from '../../lib/i18n/useT';

/** The signed-in member's name (when set) and e-mail, as on /dashboard and /profile. */
export function AccountFacts({ user, children }: { user: Member | null; children?: ReactNode }) {
  const { t } = useT();
  return (
    <dl className="account-facts">
      {user?.displayName && (
        <>
          <dt>{t('account.name')}</dt>
          <dd>{user.displayName}</dd>
        </>
      )}
      <dt>{t('account.email')}</dt>
      <dd>{user?.email}</dd>
      {children}
    </dl>
  );
}
