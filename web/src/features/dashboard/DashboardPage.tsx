import { Link } from 'react-router-dom';
import { useAuth } from '../../lib/auth/AuthProvider';
import { useT } from '../../lib/i18n/useT';
import { usePageTitle } from '../../lib/usePageTitle';
import { linkStatusQuery, UplandSection } from '../upland';
import { AccountFacts } from './AccountFacts';
import './dashboard.css';

/** What the page shows first for a member: asked for as it opens (features/dashboard/index.ts). */
export const firstData = (uid: string) => linkStatusQuery(uid);

/** /dashboard (members; RequireAuth guards it): the member's info and the game-account link. */
export default function DashboardPage() {
  const { user, isAdmin } = useAuth();
  const { t } = useT();
  usePageTitle('title.dashboard');
  return (
    <section className="panel dashboard">
      <h1>{t('dashboard.title')}</h1>
      <AccountFacts user={user} />
      <div className="dashboard-actions">
        <Link className="button secondary" to="/profile">
          {t('dashboard.editProfile')}
        </Link>
        {isAdmin && (
          <Link
            className="button secondary"
            to="/admin/dashboard"
            aria-label={t('menu.adminName')}
            title={t('menu.adminTitle')}
          >
            {t('dashboard.admin')}
          </Link>
        )}
      </div>
      <div className="dashboard-upland">
        <UplandSection />
      </div>
    </section>
  );
}
