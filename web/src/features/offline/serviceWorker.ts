// In the app's own chunk, not one of its own: a chunk that failed to load as the network dropped
// could not be loaded again in this page on some browsers (lib/heldLoad.ts), and the worker would
// never start in it. It loaded on every page anyway, after the first frame.
import { Workbox } from 'workbox-window';
import { isBuilt } from '../../config/buildEnv';
import { afterFirstPaint } from '../../lib/afterFirstPaint';
import { queryClient } from '../../lib/queryClient';
import { keptAddresses, refreshPublicData } from './refreshPublicData';
import { noteReach } from '../../lib/networkReach';
import { KEEP_COPIES, NETWORK_REACH, type KeepCopiesMessage } from './workerMessages';

/**
 * The page's side of the service worker (web/sw/sw.ts; docs/decisions/0023-caching-rules-and-the-service-worker.md):
 * registered once the page has loaded and is on screen (its precaching must not compete with the
 * page's own code); a new version found waiting is offered, never forced ("A new version is
 * ready — Reload"); the worker keeps a copy of what the page read before it took the page; a cached
 * answer the worker found changed makes the page ask again.
 */

/** How often an open page asks whether a new version was deployed (and whenever the tab comes back). */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

let workbox: Workbox | null = null;
let updateReady = false;
let reloadAsked = false;
const listeners = new Set<() => void>();

export const isUpdateReady = () => updateReady;

export function onUpdateReady(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function announceUpdate() {
  updateReady = true;
  listeners.forEach((listener) => listener());
}

/**
 * A copy the worker answered with turned out changed: the page asks again. Whether the worker's
 * read behind a copy reached the network: the offline notice follows it.
 */
function onWorkerMessage({ data }: MessageEvent<{ type?: string; reached?: boolean } | null>) {
  if (data?.type === 'CACHE_UPDATED') void refreshPublicData(queryClient);
  if (data?.type === NETWORK_REACH) noteReach(data.reached === true);
}

/** The worker first takes the page: it is asked to keep a copy of what the page read past it. */
function handOverFirstReads(worker: ServiceWorker | null) {
  const message: KeepCopiesMessage = { type: KEEP_COPIES, addresses: keptAddresses(queryClient) };
  if (message.addresses.length > 0) worker?.postMessage(message);
}

async function register() {
  const wb = new Workbox('/sw.js', { scope: '/' });
  wb.addEventListener('waiting', announceUpdate);
  // Another tab may take the new version: this one keeps running its own (its files stay cached)
  // until its visitor reloads.
  wb.addEventListener('controlling', (event) => {
    if (reloadAsked) window.location.reload();
    else if (!event.isUpdate) handOverFirstReads(navigator.serviceWorker.controller);
  });
  await wb.register();
  workbox = wb;
  setInterval(() => void wb.update(), UPDATE_CHECK_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void wb.update();
  });
}

/**
 * Registers; after a failure (the network lost as the page loaded: sw.js could not be read) tries
 * again when the network is back, or the tab would never work offline.
 */
function registerUntilDone() {
  register().catch((error) => {
    console.warn('The service worker could not start; it is tried again when the network is back:', error);
    window.addEventListener('online', registerUntilDone, { once: true });
  });
}

/** Registers the service worker in a production build, after the page's load and first frame. */
export function startServiceWorker(): void {
  if (!isBuilt || !('serviceWorker' in navigator)) return;
  // At once: a worker from an earlier visit answers the page's first reads, and says how they went.
  navigator.serviceWorker.addEventListener('message', onWorkerMessage);
  const start = () => afterFirstPaint(registerUntilDone);
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}

/** The visitor takes the new version: the waiting worker takes over and the page reloads on it. */
export async function reloadOnNewVersion(): Promise<void> {
  const registration = await navigator.serviceWorker?.getRegistration();
  if (workbox && registration?.waiting) {
    reloadAsked = true;
    workbox.messageSkipWaiting();
  } else {
    // Already taken by another tab: the new version is there, a reload opens it.
    window.location.reload();
  }
}
