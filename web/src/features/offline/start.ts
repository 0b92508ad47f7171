import { localStore } from '../../lib/browserStorage';
import { networkReached, noteReach, onReachChange } from '../../lib/networkReach';
import { queryClient } from '../../lib/queryClient';
import { READ_TIME_LIMIT_MS } from '../../lib/readTimeLimits';
import { keepReadTimes } from './readTimes';
import { startServiceWorker } from './serviceWorker';

/** While reads do not get through, the network is asked again after 5 s, then twice as long each time, up to 30 s. */
export const FIRST_PROBE_MS = 5_000;
export const LONGEST_PROBE_MS = 30_000;
/**
 * What the probe asks: the api's health (api-contract's `api.health`, written out: the contract's
 * table would join every page's first code), never kept by the worker or a cache.
 */
export const PROBE_ADDRESS = '/api/health';

let started = false;

/**
 * On "lie-fi" no event says when the network is back (navigator.onLine never changed): while reads
 * do not get through, the api's health is asked now and then (not kept by the worker: it is the
 * network that answers), sooner at first, since a line often drops for seconds only, and a
 * read just after the browser came back may fail. Once one gets through, what the page could not
 * read, or read from the worker's copies, is read again, as TanStack Query does when the browser
 * comes back online, and the page hears 'online'.
 */
function followReach() {
  let probe: ReturnType<typeof setTimeout> | undefined;
  // The next probe once this one has failed or had the reads' time: never two under way.
  const probeAfter = (ms: number) => {
    probe = setTimeout(() => {
      fetch(PROBE_ADDRESS, { cache: 'no-store', signal: AbortSignal.timeout(READ_TIME_LIMIT_MS) }).then(
        () => noteReach(true),
        () => probeAfter(Math.min(ms * 2, LONGEST_PROBE_MS)),
      );
    }, ms);
  };
  onReachChange(() => {
    clearTimeout(probe);
    if (!networkReached()) return probeAfter(FIRST_PROBE_MS);
    void queryClient.refetchQueries({ type: 'active', stale: true }, { cancelRefetch: false });
    // What waits for the browser's 'online' (code that failed to load, the worker's registration)
    // hears it: the network is back, though the browser never said it had gone.
    window.dispatchEvent(new Event('online'));
  });
  // Back from offline, the reads start afresh: the browser's own word is the newer one.
  window.addEventListener('online', () => noteReach(true));
}

/** Called once, at start: the reads' times are kept from the first one, then the worker starts. */
export function startOfflineSupport(): void {
  if (started) return;
  started = true;
  keepReadTimes(queryClient.getQueryCache(), localStore());
  followReach();
  startServiceWorker();
}
