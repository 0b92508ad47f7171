import { useQueries } from '@tanstack/react-query';
import { useMemo } from 'react';
import { site } from '../../../config/site';
import { sessionStore } from '../../../lib/browserStorage';
import { pinIconQuery } from '../api/mapApi';
import { cachedPinIcons } from '../model/pinIcons';

/**
 * Category slug → icon URL. Until every category has been looked up, the icons found earlier in
 * this browser session (sessionStorage), so a second visit draws the right icons at once; then all
 * of them in one go: the pins are redrawn once, not once per category. Pins of a category not in
 * the map yet wear the placeholder.
 */
export function usePinIcons(categories: readonly string[] | null): ReadonlyMap<string, string> {
  const host = site.pinImageHost;
  const cached = useMemo(() => cachedPinIcons(sessionStore(), host), [host]);
  // The look-ups' answers as one text: the page renders again when it changes (all of them
  // settled), not as each look-up settles; and the same answers give the same map, so the pins are
  // not redrawn on every render.
  const signature = useQueries({
    queries: (categories ?? []).map((slug) => ({ ...pinIconQuery(host, slug), initialData: cached[slug] })),
    combine: (results) =>
      JSON.stringify(
        results.every((result) => result.data !== undefined)
          ? (categories ?? []).map((slug, i) => [slug, results[i].data])
          : Object.entries(cached),
      ),
  });
  return useMemo(() => new Map<string, string>(JSON.parse(signature)), [signature]);
}
