import { Link } from 'react-router-dom';
import { useAuth } from '../auth/AuthProvider';
import { UplandLink } from '../upland/UplandLink';

/** Placeholder page: issue #4 fills it in. */
export default function DashboardPage() {
  const { user, isAdmin } = useAuth();
  return (
    <section className="panel">
      <h1>Your Info</h1>
      <p>{user?.email}</p>
      <Link to="/profile">Edit profile</Link>
      <UplandLink />
      {isAdmin && <Link to="/admin/dashboard">AD</Link>}
    </section>
  );
}
