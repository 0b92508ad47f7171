/**
 * Set by the service worker on each copy it keeps of the public data (web/sw/sw.ts): when it heard
 * the server (ms since 1970). Stale-while-revalidate answers a read with that copy: the header says
 * how old the answer is (features/offline/readTimes.ts dates the read by it).
 */
export const HEARD_AT_HEADER = 'x-sj-heard-at';

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
