import { useReducer } from 'react';
import { Link } from 'react-router-dom';
import { useAuth } from '../../lib/auth/AuthProvider';
import { useT } from '../../lib/i18n/useT';
import { usePageTitle } from '../../lib/usePageTitle';
import { AccountFacts } from './AccountFacts';
import { DeleteAccount } from './profile/DeleteAccount';
import { NameForm } from './profile/NameForm';
import { PasswordForm } from './profile/PasswordForm';
import { VerifyAgain } from './profile/VerifyAgain';
import './dashboard.css';
import './profile/profile.css';

/**
 * /profile (members; RequireAuth guards it): the account's facts (and, not verified yet, the
 * verification e-mail again); the name, the password, deletion.
 */
export default function ProfilePage() {
  const { user } = useAuth();
  const { t } = useT();
  usePageTitle('title.profile');
  // Firebase changes the user in place (a new name, the address verified): the page draws again.
  const [, redraw] = useReducer((n: number) => n + 1, 0);
  return (
    <section className="panel profile">
      <h1>{t('profile.title')}</h1>
      {/* The page is reached from the dashboard's 'Edit profile': the way back, without the menu. */}
      <p className="profile-back">
        <Link to="/dashboard">{t('profile.toDashboard')}</Link>
      </p>
      <AccountFacts user={user}>
        <dt>{t('profile.emailStatus')}</dt>
        <dd>{user?.emailVerified ? t('profile.verified') : t('profile.notVerified')}</dd>
      </AccountFacts>
      {user && (
        <>
          {!user.emailVerified && <VerifyAgain user={user} onVerified={redraw} />}
          <NameForm user={user} onSaved={redraw} />
          <PasswordForm user={user} />
          <DeleteAccount />
        </>
      )}
    </section>
  );
}
