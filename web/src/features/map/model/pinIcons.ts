/**
 * Pin icon images (docs/product.md#map): for each category {slug}-pin.png, then .webp, then no
 * extension on the image host; the first that exists in that order wins, otherwise the local
 * placeholder and one console warning. When the host is a folder of the site itself, the build
 * lists its files (web/vite/pinIconFiles.ts) and the page picks without asking
 * (docs/decisions/0034-pin-icons-listed-when-built.md). On another host the page asks with HEAD,
 * the three at once (one round trip, not three), and keeps the answers for the browser session.
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

/** The file names a category's icon may have, in order. */
export function pinIconFileNames(slug: string): string[] {
  const base = `${encodeURIComponent(slug)}-pin`;
  return [`${base}.png`, `${base}.webp`, base];
}

/** The URLs tried for a category, in order. */
export function pinIconCandidates(host: string, slug: string): string[] {
  const folder = host.endsWith('/') ? host : `${host}/`;
  return pinIconFileNames(slug).map((name) => folder + name);
}

/**
 * The folder of the site's own files ('pins' for '/pins/') when the image host is a path on the
 * site, whose files the build can list; null for a host elsewhere ('https://…', '//cdn…').
 */
export function ownPinFolder(host: string): string | null {
  if (!host.startsWith('/') || host.startsWith('//') || /[\\%]/.test(host)) return null;
  const folder = host.replace(/^\/+|\/+$/g, '');
  // Nothing outside the site's public folder: no '..', no empty segment.
  return folder !== '' && folder.split('/').every((part) => part !== '' && part !== '.' && part !== '..')
    ? folder
    : null;
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
export async function findPinIcon(slug: string, lookup: PinIconLookup): Promise<string> {
  const found = await Promise.all(
    pinIconCandidates(lookup.host, slug).map((url) => lookup.probe(url).catch(() => false)),
  );
  return firstFound(slug, found, lookup);
}

/**
 * The icon URL of one category when the host's files are known (the names in its folder): the
 * first candidate, in order, that is one of them; or the placeholder.
 */
export function listedPinIcon(slug: string, files: ReadonlySet<string>, lookup: Omit<PinIconLookup, 'probe'>): string {
  return firstFound(
    slug,
    pinIconFileNames(slug).map((name) => files.has(name)),
    lookup,
  );
}

/** The first candidate found (`found` in the candidates' order), or the placeholder and the warning. */
function firstFound(
  slug: string,
  found: readonly boolean[],
  { host, placeholder = PLACEHOLDER_PIN_ICON, warn = (message) => console.warn(message) }: Omit<PinIconLookup, 'probe'>,
): string {
  const candidates = pinIconCandidates(host, slug);
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
