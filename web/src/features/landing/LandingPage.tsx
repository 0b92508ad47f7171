import { Navigate } from 'react-router-dom';
import { useAuth } from '../auth/AuthProvider';
import { AuthPanel } from '../auth/AuthPanel';

/** The landing page (/). Issue #3 fills in the content, #4 the auth panel. */
export default function LandingPage() {
  const { status } = useAuth();
  if (status === 'signed-in') return <Navigate to="/dashboard" replace />;
  return (
    <section className="panel landing">
      <p className="welcome">
        Welcome to the community dashboard. The one stop management tool for Saints.
      </p>
      <AuthPanel />
    </section>
  );
}
