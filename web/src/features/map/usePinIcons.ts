import { useQueries } from '@tanstack/react-query';
import { useMemo } from 'react';
import { site } from '../../config/site';
import { findPinIcon, headProbe } from './pinIcons';

/**
 * Category slug → icon URL once every category has been looked up; null until then. Each category
 * is probed once per page load, however often the map remounts (the answers never go stale).
 */
export function usePinIcons(categories: readonly string[] | null): ReadonlyMap<string, string> | null {
  const results = useQueries({
    queries: (categories ?? []).map((slug) => ({
      queryKey: ['pin-icon', site.pinImageHost, slug],
      queryFn: () => findPinIcon(slug, { host: site.pinImageHost, probe: (url) => headProbe(url) }),
      staleTime: Infinity,
      gcTime: Infinity,
    })),
  });
  const found = categories !== null && results.every((result) => result.data !== undefined);
  // The same answers give the same map: the pins are not redrawn on every render.
  const signature = found ? JSON.stringify(categories.map((slug, i) => [slug, results[i].data])) : null;
  return useMemo(() => (signature === null ? null : new Map<string, string>(JSON.parse(signature))), [signature]);
}
