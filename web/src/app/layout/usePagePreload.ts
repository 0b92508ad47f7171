import { useEffect, useRef } from 'react';
import { useLocation, useMatches } from 'react-router-dom';
import type { PageHandle } from '../router';

/**
 * Asks for the page on screen on every visit after the first: its lazyPage `prefetch` then
 * refreshes the page's first data when it has gone stale (City Hall's properties tab, ready for
 * the tier search). The page's code is loaded once; asking again costs nothing. The page a visit
 * opens on was asked for before React rendered (preloadPage, main.tsx): asking again as the page
 * mounts would only add to the effects that run then, in one task. (Under StrictMode, in
 * development, the effect's second run still asks: the ref outlives React's simulated remount.)
 */
export function usePagePreload() {
  const { pathname } = useLocation();
  const page = (useMatches().at(-1)?.handle as PageHandle | undefined)?.page;
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    void page?.preload().catch(() => undefined);
  }, [page, pathname]);
}
