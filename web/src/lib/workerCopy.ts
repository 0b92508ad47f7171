/**
 * Set by the service worker on each copy it keeps of the public data (web/sw/sw.ts): when it heard
 * the server (ms since 1970). Stale-while-revalidate answers a read with that copy: the header says
 * how old the answer is (features/offline/readTimes.ts dates the read by it).
 */
export const HEARD_AT_HEADER = 'x-sj-heard-at';

/** The service worker's cache of the public answers (web/sw/sw.ts). */
export const DATA_CACHE = 'sj-data';

/** Per address: when the server gave the answer the page last read there, if it came from a copy. */
const copyTimes = new Map<string, number>();

/** Notes where an answer came from: a worker's copy (with its time), or the network (none). */
export function noteAnswer(address: string, response: Response): void {
  const time = Number(response.headers.get(HEARD_AT_HEADER) ?? NaN);
  if (Number.isFinite(time) && time > 0) copyTimes.set(address, time);
  else copyTimes.delete(address);
}

/** When the server gave the last answer read at `address`, if that answer was a worker's copy. */
export const copyHeardAt = (address: string): number | null => copyTimes.get(address) ?? null;

/**
 * Forgets the worker's copies of public answers the admin has just changed (a page, the map's
 * entries): their next read goes to the network instead of showing the copy from before the change
 * until the worker's revalidation replaces it. Nothing to do where no worker keeps copies.
 */
export async function forgetCopies(addresses: readonly string[]): Promise<void> {
  try {
    if (typeof caches === 'undefined' || !(await caches.has(DATA_CACHE))) return;
    const cache = await caches.open(DATA_CACHE);
    await Promise.all(addresses.map((address) => cache.delete(address)));
  } catch {
    // Storage refused (a private window): the worker's revalidation brings the change a moment later.
  }
}
