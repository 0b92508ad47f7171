import { useEffect, useState } from 'react';
import { site } from '../../config/site';
import { createPinIconResolver, headProbe } from './pinIcons';

// One resolver for the page load: each category is probed once, however often the map remounts.
const resolvePinIcon = createPinIconResolver({ host: site.pinImageHost, probe: (url) => headProbe(url) });

/** Category slug → icon URL once every category has been resolved; null until then. */
export function usePinIcons(categories: readonly string[] | null): ReadonlyMap<string, string> | null {
  const [icons, setIcons] = useState<ReadonlyMap<string, string> | null>(null);
  const key = categories?.join('\n') ?? null;

  useEffect(() => {
    if (key === null) return;
    let current = true;
    const slugs = key === '' ? [] : key.split('\n');
    Promise.all(slugs.map(async (slug) => [slug, await resolvePinIcon(slug)] as const)).then((entries) => {
      if (current) setIcons(new Map(entries));
    });
    return () => {
      current = false;
    };
  }, [key]);

  return icons;
}
