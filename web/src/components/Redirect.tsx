import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { addressIs } from '../lib/addressIs';

/**
 * Sends the visitor to `to`, in place of this page's entry, unless they have already gone elsewhere.
 * A page that redirects once the sign-in SDK answers (the landing page, a member's page) can still be
 * on screen after a link was followed; React Router's <Navigate> would take the visitor away from
 * where they went.
 */
export function Redirect({ to }: { to: string }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  useEffect(() => {
    const go = () => {
      if (addressIs(pathname)) void navigate(to, { replace: true });
    };
    go();
    // Back to this page before the next one's code came: this page never left, so nothing renders
    // again; the address says whether to go now.
    window.addEventListener('popstate', go);
    return () => window.removeEventListener('popstate', go);
  }, [navigate, pathname, to]);
  return null;
}
