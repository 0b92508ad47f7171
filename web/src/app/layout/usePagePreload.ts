import { useEffect } from 'react';
import { useLocation, useMatches } from 'react-router-dom';
import type { PageHandle } from '../router';

/**
 * Asks for the page on screen on every visit, not only the first: its lazyPage `prefetch` then
 * refreshes the page's first data when it has gone stale (City Hall's properties tab, ready for
 * the tier search). The page's code is loaded once; asking again costs nothing.
 */
export function usePagePreload() {
  const { pathname } = useLocation();
  const page = (useMatches().at(-1)?.handle as PageHandle | undefined)?.page;
  useEffect(() => {
    void page?.preload().catch(() => undefined);
  }, [page, pathname]);
}
