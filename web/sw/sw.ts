/**
 * The site's service worker (vite-plugin-pwa builds it, injectManifest; Workbox does the work):
 * the app installs on a phone and opens offline with the last data, and a new deploy never breaks an
 * open page. What is kept and why: docs/decisions/0023-caching-rules-and-the-service-worker.md.
 */
import { BroadcastUpdatePlugin } from 'workbox-broadcast-update';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim, type WorkboxPlugin } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { StaleWhileRevalidate } from 'workbox-strategies';
import { site } from '../src/config/site';
import { addressesToKeep, NETWORK_REACH, type NetworkReachMessage } from '../src/features/offline/workerMessages';
import { READ_TIME_LIMIT_MS } from '../src/lib/readTimeLimits';
import { DATA_CACHE, HEARD_AT_HEADER } from '../src/lib/workerCopy';
import { documentFor, isPinIcon, runtimeCacheFor, type RuntimeCache } from './cachePolicy';
import { keepPreviousBuild } from './previousBuild';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

const DAY_SECONDS = 24 * 60 * 60;
const PIN_CACHE = 'sj-pins';
const manifest = self.__WB_MANIFEST;
const addresses = manifest.map((entry) => new URL(typeof entry === 'string' ? entry : entry.url, self.location.href));

// The shell and every page's code, from the build; a new build replaces them only when the visitor
// takes it (the page's "Reload"), and the outgoing build's files stay for pages still running it.
precacheAndRoute(manifest);
keepPreviousBuild(new Set(addresses.map((url) => url.pathname)));
cleanupOutdatedCaches();

// Every page address opens offline: its own document where the build has one (ADR 17), index.html
// otherwise, as Hosting answers.
const documents = new Set(addresses.map((url) => url.pathname).filter((path) => !/\.[^/]+$/.test(path)));
registerRoute(
  new NavigationRoute(async ({ request, url }) => {
    const document = documentFor(url.pathname, documents);
    return (document && (await matchPrecache(document))) || fetch(request);
  }),
);

// The public data a page shows, stale-while-revalidate: the copy at once, the network behind it. A
// copy that turns out changed is announced (CACHE_UPDATED), and the page asks again.
const pinHost = new URL(site.pinImageHost, self.location.origin);
const cacheOf = ({ request, url }: { request: Request; url: URL }): RuntimeCache | null =>
  runtimeCacheFor(
    { method: request.method, url, authorized: request.headers.has('Authorization') },
    self.location.origin,
    pinHost,
  );
/**
 * Each copy kept says when the server gave it: the page answered with it while the server fails
 * (a 500, no answer) dates its data by it, not "now" (features/offline/readTimes.ts).
 */
const stampHeardAt: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => {
    const headers = new Headers(response.headers);
    headers.set(HEARD_AT_HEADER, String(Date.now()));
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  },
};
/**
 * Tells every open page whether a read reached the network (lib/networkReach.ts). Not a failure
 * while the browser says it is offline: the page hears that from the browser itself, and a failure
 * from just before it came back would otherwise arrive after its 'online' and keep the notice.
 */
async function tellReach(reached: boolean) {
  if (!reached && !self.navigator.onLine) return;
  const message: NetworkReachMessage = { type: NETWORK_REACH, reached };
  for (const client of await self.clients.matchAll({ type: 'window' })) client.postMessage(message);
}
/**
 * The page sees the copy, never how the read behind it went: on "lie-fi" (a connection that lets
 * nothing through) the worker tells it, when the read fails or has had the page's read time limit
 * without an answer; and when an answer comes, whatever its status. Workbox gives each plugin one
 * `state` per request, and stale-while-revalidate fetches once per request: one timer each.
 */
const reportReach: WorkboxPlugin = {
  requestWillFetch: async ({ request, state }) => {
    if (state) {
      state.offline = !self.navigator.onLine;
      state.unanswered = setTimeout(() => void tellReach(false), READ_TIME_LIMIT_MS);
    }
    return request;
  },
  fetchDidSucceed: async ({ response, state }) => {
    clearTimeout(state?.unanswered as number | undefined);
    void tellReach(true);
    return response;
  },
  fetchDidFail: async ({ error, state }) => {
    clearTimeout(state?.unanswered as number | undefined);
    // A read the page gave up (a page left) says nothing of the network.
    if (!state?.offline && (error as Error | undefined)?.name !== 'AbortError') void tellReach(false);
  },
};
const publicData = new StaleWhileRevalidate({
  cacheName: DATA_CACHE,
  // The read behind the copy asks the server (a 304 when nothing changed), never the browser's HTTP
  // cache: an answer from there would say the network was reached when it was not.
  fetchOptions: { cache: 'no-cache' },
  plugins: [
    reportReach,
    new CacheableResponsePlugin({ statuses: [200] }),
    stampHeardAt,
    new BroadcastUpdatePlugin(),
    new ExpirationPlugin({ maxEntries: 20, maxAgeSeconds: 60 * DAY_SECONDS }),
  ],
});
registerRoute((route) => cacheOf(route) === 'data', publicData);

/**
 * What the page read before this worker took it (KEEP_COPIES, features/offline/serviceWorker.ts),
 * read again here so that it opens offline: through the same strategy, so only what the rules keep.
 */
async function keepCopies(addresses: string[], event: ExtendableEvent) {
  for (const address of addresses) {
    try {
      const url = new URL(address, self.location.origin);
      const request = new Request(url);
      if (cacheOf({ request, url }) !== 'data') continue;
      await publicData.handle({ event, request });
    } catch {
      // An address that is not one, or a failed read: nothing kept of it; the page's next read
      // through the worker will keep it.
    }
  }
}
registerRoute(
  (route) => cacheOf(route) === 'pin',
  new StaleWhileRevalidate({
    cacheName: PIN_CACHE,
    // 0: an image host on another origin answers <img> requests opaquely.
    plugins: [
      new CacheableResponsePlugin({ statuses: [0, 200] }),
      new ExpirationPlugin({ maxEntries: 80, maxAgeSeconds: 60 * DAY_SECONDS }),
    ],
  }),
);

// The map asks whether an icon exists with HEAD: offline, the icon kept from an earlier visit says yes.
registerRoute(
  ({ url }) => isPinIcon(url, pinHost),
  async ({ request }) => {
    try {
      return await fetch(request);
    } catch (error) {
      const kept = (await matchPrecache(request.url)) ?? (await caches.match(request.url, { cacheName: PIN_CACHE }));
      if (!kept) throw error;
      return new Response(null, { status: kept.status, headers: kept.headers });
    }
  },
  'HEAD',
);

// The page's "Reload" (features/offline): the waiting worker takes over, the page reloads on it. And
// the page's first reads, to keep.
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
  const addresses = addressesToKeep(event.data);
  if (addresses) event.waitUntil(keepCopies(addresses, event));
});
// The first install takes the open page at once, so that it works offline from its first visit.
clientsClaim();
