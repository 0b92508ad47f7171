import { useAuth } from '../../lib/auth/AuthProvider';
import { useT } from '../../lib/i18n/useT';
import { usePageTitle } from '../../lib/usePageTitle';
import { AccountFacts } from './AccountFacts';
import './dashboard.css';

/** /profile (members; RequireAuth guards it). The menu carries Dashboard, ..., AD, Sign out. */
export default function ProfilePage() {
  const { user } = useAuth();
  const { t } = useT();
  usePageTitle('title.profile');
  return (
    <section className="panel profile">
      <h1>{t('profile.title')}</h1>
      <AccountFacts user={user}>
        <dt>{t('profile.emailStatus')}</dt>
        <dd>{user?.emailVerified ? t('profile.verified') : t('profile.notVerified')}</dd>
      </AccountFacts>
    </section>
  );
}
