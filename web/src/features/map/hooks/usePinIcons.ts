import { useQueries } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { listed, pinIconFiles } from 'virtual:pin-icon-files';
import { site } from '../../../config/site';
import { afterFirstPaint } from '../../../lib/afterFirstPaint';
import { sessionStore } from '../../../lib/browserStorage';
import { pinIconQuery } from '../api/mapApi';
import { cachedPinIcons, listedPinIcon } from '../model/pinIcons';

/** Category slug → icon URL (model/pinIcons.ts says how an icon is found). */
type UsePinIcons = (categories: readonly string[] | null) => ReadonlyMap<string, string>;

/**
 * The site's own icons, listed when it was built: every category's icon is known on the first
 * render, so the pins are drawn once, with no request and no redraw. A missing icon is warned
 * about once per page load, in a quiet moment after the page is drawn: a console message is not
 * free (a few ms each while developer tools or Lighthouse listen), and the effects that run when
 * the page mounts share one task (decision 32).
 */
export function useListedPinIcons(categories: readonly string[] | null, host: string, files: ReadonlySet<string>) {
  const { icons, missing } = useMemo(() => {
    const messages: string[] = [];
    const warn = (message: string) => messages.push(message);
    const found = new Map((categories ?? []).map((slug) => [slug, listedPinIcon(slug, files, { host, warn })]));
    return { icons: found, missing: messages };
  }, [categories, host, files]);
  useEffect(() => (missing.length > 0 ? afterFirstPaint(() => missing.forEach(warnOnce)) : undefined), [missing]);
  return icons;
}

/** The missing icons already warned about in this page load (the message names host and category). */
const warned = new Set<string>();
function warnOnce(message: string) {
  if (warned.has(message)) return;
  warned.add(message);
  console.warn(message);
}

/**
 * An image host elsewhere, asked with HEAD. Until every category has been looked up, the icons
 * found earlier in this browser session (sessionStorage), so a second visit draws the right icons
 * at once; then all of them in one go: the pins are redrawn once, not once per category. Pins of a
 * category not in the map yet wear the placeholder.
 */
export function useProbedPinIcons(categories: readonly string[] | null, host: string): ReadonlyMap<string, string> {
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

const ownFiles = new Set(pinIconFiles);

/** Category slug → icon URL: listed when the build knows the host's files, else looked up. */
export const usePinIcons: UsePinIcons = listed
  ? (categories) => useListedPinIcons(categories, site.pinImageHost, ownFiles)
  : (categories) => useProbedPinIcons(categories, site.pinImageHost);
