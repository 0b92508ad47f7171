import { useAuth } from '../../lib/auth/AuthProvider';
import { AccountFacts } from './AccountFacts';
import './dashboard.css';

/** /profile (members; RequireAuth guards it). The menu carries Dashboard, ..., AD, Sign out. */
export default function ProfilePage() {
  const { user } = useAuth();
  return (
    <section className="panel profile">
      <h1>Profile</h1>
      <AccountFacts user={user}>
        <dt>Email status:</dt>
        <dd>{user?.emailVerified ? 'verified' : 'not verified yet: follow the link we e-mailed you'}</dd>
      </AccountFacts>
    </section>
  );
}
