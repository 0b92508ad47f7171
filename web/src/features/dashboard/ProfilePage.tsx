import { useAuth } from '../auth/AuthProvider';
import './dashboard.css';

/** /profile (members; RequireAuth guards it). The menu carries Dashboard, ..., AD, Sign out. */
export default function ProfilePage() {
  const { user } = useAuth();
  return (
    <section className="panel profile">
      <h1>Profile</h1>
      <dl className="account-facts">
        {user?.displayName && (
          <>
            <dt>Name:</dt>
            <dd>{user.displayName}</dd>
          </>
        )}
        <dt>Email:</dt>
        <dd>{user?.email}</dd>
        <dt>Email status:</dt>
        <dd>{user?.emailVerified ? 'verified' : 'not verified yet: follow the link we e-mailed you'}</dd>
      </dl>
    </section>
  );
}
