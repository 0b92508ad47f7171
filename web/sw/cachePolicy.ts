/**
 * What the service worker keeps, decided on a request's method, address and headers only (pure, so
 * it is unit tested; sw.ts wires it to Workbox). docs/decisions/0023-caching-rules-and-the-service-worker.md
 *
 * - 'data': the public answers a page shows offline, served stale-while-revalidate: the
 *   spreadsheet's tabs, the public list of map entries, and the activity pages (their cards and
 *   each page).
 * - 'pin': the map's pin icons on the image host, stale-while-revalidate too.
 * (The build's own files, the districts and the demo's pin icons among them, are precached.)
 * - null: everything else goes to the network as if there were no service worker: anything sent
 *   with an Authorization header (a member's or the admin's answers), /api/upland/*, /api/account,
 *   every other /api address, the basemap's tiles (the provider's terms forbid storing them), media.
 */
export type RuntimeCache = 'data' | 'pin';

export interface RequestFacts {
  method: string;
  url: URL;
  /** Whether the request carries an Authorization header. */
  authorized: boolean;
}

/** The same-origin addresses whose public answers the pages show offline. */
const PUBLIC_DATA = [/^\/api\/sheets\/[a-z]+$/, /^\/api\/mapdata$/, /^\/api\/pages\/activity(\/\d+)?$/];

/** Whether an address is on the pin icons' image host (`pinHost`: its folder, absolute). */
export const isPinIcon = (url: URL, pinHost: URL) => url.href.startsWith(pinHost.href);

/** The cache a request's answer goes in, or null for none. */
export function runtimeCacheFor(
  { method, url, authorized }: RequestFacts,
  origin: string,
  pinHost: URL,
): RuntimeCache | null {
  if (method !== 'GET' || authorized) return null;
  if (isPinIcon(url, pinHost)) return 'pin';
  if (url.origin !== origin) return null;
  return PUBLIC_DATA.some((pattern) => pattern.test(url.pathname)) ? 'data' : null;
}

/**
 * The page document a navigation gets from the precache, as Hosting answers it: `<page>.html` where
 * the build has one (cleanUrls: /map, /sheet, ...; precached under the clean address), index.html
 * for every other page address (the app's own router decides). Null where Hosting would not answer
 * with a page: the api, the built files, Firebase's reserved /__/ and any address of a file.
 */
export function documentFor(pathname: string, documents: ReadonlySet<string>): string | null {
  if (/^\/(api|assets|__)(\/|$)/.test(pathname) || /\.[^/]+$/.test(pathname)) return null;
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return documents.has(clean) ? clean : '/';
}

/**
 * A precached build file's address as the service worker asks for it: the page documents under
 * their clean addresses (Hosting redirects /map.html to /map, and serves index.html at /).
 */
export function precacheAddress(file: string): string {
  if (file === 'index.html') return '/';
  return /^[^/]+\.html$/.test(file) ? `/${file.slice(0, -'.html'.length)}` : file;
}
