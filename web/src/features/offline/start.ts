import { localStore } from '../../lib/browserStorage';
import { queryClient } from '../../lib/queryClient';
import { keepReadTimes } from './readTimes';
import { startServiceWorker } from './serviceWorker';

let started = false;

/** Called once, at start: the reads' times are kept from the first one, then the worker starts. */
export function startOfflineSupport(): void {
  if (started) return;
  started = true;
  keepReadTimes(queryClient.getQueryCache(), localStore());
  startServiceWorker();
}
