/**
 * Pin icon images (docs/product.md#map): for each category try {slug}-pin.png, then .webp,
 * then no extension on the image host with HEAD; the first OK in that order wins, otherwise the
 * local placeholder and one console warning. The three are asked at once (one round trip, not
 * three), and the answers are kept for the browser session (usePinIcons).
 */

/** Icon 160×160, anchored at its centre, popups open above it. */
export const PIN_ICON_SIZE = 160;
export const PIN_ICON_ANCHOR: [number, number] = [PIN_ICON_SIZE / 2, PIN_ICON_SIZE / 2];
export const PIN_POPUP_ANCHOR: [number, number] = [0, -PIN_ICON_SIZE / 2];

/** Shipped with the site (web/public/pins), so it never depends on the image host. */
export const PLACEHOLDER_PIN_ICON = '/pins/placeholder.svg';

/** How long one HEAD may take before it counts as a miss (a hanging host must not hold the pins). */
export const PROBE_TIMEOUT_MS = 4000;

/** Answers whether an image exists at a URL. */
export type ProbeImage = (url: string) => Promise<boolean>;

/** The URLs tried for a category, in order. */
export function pinIconCandidates(host: string, slug: string): string[] {
  const base = `${host.endsWith('/') ? host : `${host}/`}${encodeURIComponent(slug)}-pin`;
  return [`${base}.png`, `${base}.webp`, base];
}

/**
 * HEAD probe. "OK" is a 2xx that is not an HTML page: a single-page-app host (ours included)
 * answers 200 with index.html for any missing file, and that is not an image.
 */
export async function headProbe(url: string, fetchImpl: typeof fetch = fetch): Promise<boolean> {
  try {
    const response = await fetchImpl(url, { method: 'HEAD', signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) });
    const type = response.headers.get('content-type') ?? '';
    return response.ok && !type.toLowerCase().startsWith('text/html');
  } catch {
    return false;
  }
}

export interface PinIconLookup {
  host: string;
  probe: ProbeImage;
  placeholder?: string;
  warn?: (message: string) => void;
}

/** The icon URL of one category: the first candidate, in order, the probe finds; or the placeholder. */
export async function findPinIcon(
  slug: string,
  { host, probe, placeholder = PLACEHOLDER_PIN_ICON, warn = (message) => console.warn(message) }: PinIconLookup,
): Promise<string> {
  const candidates = pinIconCandidates(host, slug);
  const found = await Promise.all(candidates.map((url) => probe(url).catch(() => false)));
  const index = found.indexOf(true);
  if (index >= 0) return candidates[index];
  warn(`No pin icon for category '${slug}' (tried ${candidates.join(', ')}): using the placeholder.`);
  return placeholder;
}

/** Where the icons found are kept for the browser session, per image host. */
export const iconCacheKey = (host: string) => `pinIcons:${host}`;

/** The icons found earlier in this session (category → URL); empty when none or unreadable. */
export function cachedPinIcons(storage: Pick<Storage, 'getItem'> | null, host: string): Record<string, string> {
  try {
    const value: unknown = JSON.parse(storage?.getItem(iconCacheKey(host)) ?? '{}');
    if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
    return Object.fromEntries(
      Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
  } catch {
    return {};
  }
}

/** Adds one category's icon to the session's cache; a storage that refuses only loses the cache. */
export function cachePinIcon(storage: Storage | null, host: string, slug: string, url: string): void {
  try {
    storage?.setItem(iconCacheKey(host), JSON.stringify({ ...cachedPinIcons(storage, host), [slug]: url }));
  } catch {
    // Private modes and full storage: the next visit asks again.
  }
}
