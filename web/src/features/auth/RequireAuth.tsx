import type { ReactNode } from 'react';
import { LoadingMessage } from '../../components/LoadingMessage';
import { Redirect } from '../../components/Redirect';
import { useAuth } from '../../lib/auth/AuthProvider';

/**
 * Guards /dashboard, /profile (a user) and /admin/dashboard (the admin). While auth is loading
 * nothing of the protected page is rendered, so there is no flash before a redirect to /. The
 * member stored on an earlier visit counts as signed in until the SDK says otherwise
 * (docs/decisions/0037-the-stored-member-shown-at-once.md); the server checks every call.
 */
export function RequireAuth({ admin = false, children }: { admin?: boolean; children: ReactNode }) {
  const { status, isAdmin } = useAuth();
  if (status === 'loading') return <LoadingMessage />;
  if (status !== 'signed-in' || (admin && !isAdmin)) return <Redirect to="/" />;
  return <>{children}</>;
}
