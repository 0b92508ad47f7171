/**
 * The outgoing build's files stay available to the pages still running it. A new service worker
 * replaces the precache when it takes over, and the CDN no longer has the old hashed files after a
 * deploy: a tab opened on the old build (another tab took the update) would then fail to load its
 * next page's code. So while the new worker installs (the old files are still in the precache), it
 * copies every /assets/ file the new build does not have into a cache of its own, kept 30 days; a
 * request for a file that is in neither the precache nor the network is answered from there.
 */
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { cacheNames } from 'workbox-core';
import { CacheExpiration, ExpirationPlugin } from 'workbox-expiration';
import { registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';

declare const self: ServiceWorkerGlobalScope;

const PREVIOUS_BUILDS = 'sj-previous-builds';
const KEEP = { maxEntries: 400, maxAgeSeconds: 30 * 24 * 60 * 60 };

async function keepOutgoingFiles(incoming: ReadonlySet<string>) {
  const precache = await caches.open(cacheNames.precache);
  const kept = await caches.open(PREVIOUS_BUILDS);
  const expiration = new CacheExpiration(PREVIOUS_BUILDS, KEEP);
  for (const request of await precache.keys()) {
    const url = new URL(request.url);
    if (!url.pathname.startsWith('/assets/') || incoming.has(url.pathname)) continue;
    const response = await precache.match(request);
    if (!response) continue;
    const address = `${url.origin}${url.pathname}`;
    await kept.put(address, response);
    await expiration.updateTimestamp(address);
  }
  await expiration.expireEntries();
}

/**
 * `incoming`: the paths of the installing build's files. Call after precacheAndRoute: routes match
 * in the order they are registered, and this one must only see the /assets/ files the precache lacks.
 */
export function keepPreviousBuild(incoming: ReadonlySet<string>): void {
  self.addEventListener('install', (event) => event.waitUntil(keepOutgoingFiles(incoming)));
  registerRoute(
    ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
    new CacheFirst({
      cacheName: PREVIOUS_BUILDS,
      plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin(KEEP)],
    }),
  );
}
