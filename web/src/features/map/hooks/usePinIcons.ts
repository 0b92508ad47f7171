import { useQueries } from '@tanstack/react-query';
import { useMemo } from 'react';
import { site } from '../../../config/site';
import { afterFirstPaint } from '../../../lib/afterFirstPaint';
import { sessionStore } from '../../../lib/browserStorage';
import { cachedPinIcons, cachePinIcon, findPinIcon, headProbe } from '../model/pinIcons';

/**
 * Category slug → icon URL. Until every category has been looked up, the icons found earlier in
 * this browser session (sessionStorage), so a second visit draws the right icons at once; then all
 * of them in one go: the pins are redrawn once, not once per category. Pins of a category not in
 * the map yet wear the placeholder.
 */
export function usePinIcons(categories: readonly string[] | null): ReadonlyMap<string, string> {
  const host = site.pinImageHost;
  const cached = useMemo(() => cachedPinIcons(sessionStore(), host), [host]);
  const results = useQueries({
    queries: (categories ?? []).map((slug) => ({
      queryKey: ['pin-icon', host, slug],
      queryFn: async () => {
        // Each category's look-up waits for a quiet moment, in a task of its own: on a slow phone,
        // starting every request in the frame that draws the map made it a long one.
        await new Promise<void>((resolve) => afterFirstPaint(resolve));
        const url = await findPinIcon(slug, { host, probe: (candidate) => headProbe(candidate) });
        cachePinIcon(sessionStore(), host, slug, url);
        return url;
      },
      initialData: cached[slug],
      staleTime: Infinity,
      gcTime: Infinity,
    })),
  });
  const settled = results.every((result) => result.data !== undefined);
  // The same answers give the same map: the pins are not redrawn on every render.
  const signature = JSON.stringify(
    settled ? (categories ?? []).map((slug, i) => [slug, results[i].data]) : Object.entries(cached),
  );
  return useMemo(() => new Map<string, string>(JSON.parse(signature)), [signature]);
}
