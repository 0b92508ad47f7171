import { Link } from 'react-router-dom';
import { useAuth } from '../auth/AuthProvider';
import { UplandLink } from '../upland/UplandLink';
import './dashboard.css';

/** /dashboard (members; RequireAuth guards it): the member's info and the game-account link. */
export default function DashboardPage() {
  const { user, isAdmin } = useAuth();
  return (
    <section className="panel dashboard">
      <h1>Your Info</h1>
      <dl className="account-facts">
        {user?.displayName && (
          <>
            <dt>Name:</dt>
            <dd>{user.displayName}</dd>
          </>
        )}
        <dt>Email:</dt>
        <dd>{user?.email}</dd>
      </dl>
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
