import { Link } from 'react-router-dom';
import { useAuth } from '../../lib/auth/AuthProvider';
import { UplandLink } from '../upland';
import { AccountFacts } from './AccountFacts';
import './dashboard.css';

/** /dashboard (members; RequireAuth guards it): the member's info and the game-account link. */
export default function DashboardPage() {
  const { user, isAdmin } = useAuth();
  return (
    <section className="panel dashboard">
      <h1>Your Info</h1>
      <AccountFacts user={user} />
      <div className="dashboard-actions">
        <Link className="button secondary" to="/profile">
          Edit profile
        </Link>
        {isAdmin && (
          <Link className="button secondary" to="/admin/dashboard">
            AD
          </Link>
        )}
      </div>
      <div className="dashboard-upland">
        <UplandLink />
      </div>
    </section>
  );
}
