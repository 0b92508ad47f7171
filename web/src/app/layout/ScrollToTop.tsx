import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** Scrolls to the top on load, on every route change, and when the tab becomes visible again. */
export function ScrollToTop() {
  const { pathname } = useLocation();

  useEffect(() => {
    // The browser would otherwise restore the old position on reload.
    if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
  }, []);

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  useEffect(() => {
    const onVisibilityChange = () => {
      if (document.visibilityState === 'visible') window.scrollTo(0, 0);
    };
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => document.removeEventListener('visibilitychange', onVisibilityChange);
  }, []);

  return null;
}
