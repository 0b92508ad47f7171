import type { QueryCache } from '@tanstack/react-query';
import { queryKeys } from '../../lib/queryKeys';
import { copyHeardAt as lastCopyHeardAt } from '../../lib/workerCopy';

/**
 * Offline, a public read still succeeds: the service worker answers with its copy. TanStack Query
 * would then date the data "now" and call it fresh. So a read that succeeds while the browser is
 * offline gets back the time of the last read the network answered (kept across visits, for a page
 * opened offline on an earlier visit's copies; 0, "not known", when there is none), and is marked
 * stale: back online it is asked again by itself. Every view of that time tells the truth then: the
 * offline notice ("shown as of 14:02"), the sheets' "(checked …)" line. docs/product.md#offline
 *
 * A member's private answers ('account' keys) are never the worker's: their times stay in memory.
 */
export const READ_TIMES_KEY = 'dataReadAt';
/** Times older than this are forgotten (the worker's copies do not last longer). */
const KEEP_MS = 60 * 24 * 60 * 60 * 1000;

type Times = Map<string, number>;

function load(storage: Storage | null, now: number): Times {
  const times: Times = new Map();
  try {
    const stored: unknown = JSON.parse(storage?.getItem(READ_TIMES_KEY) ?? '{}');
    for (const [hash, time] of Object.entries(stored ?? {})) {
      if (typeof time === 'number' && now - time < KEEP_MS) times.set(hash, time);
    }
  } catch {
    // Unreadable: the times of this visit only.
  }
  return times;
}

/** How the hash of a key from `queryKeys.account(uid)` begins. */
const ACCOUNT_HASH = JSON.stringify(queryKeys.accounts).slice(0, -1);

function save(times: Times, storage: Storage | null) {
  const shared = [...times].filter(([hash]) => !hash.startsWith(ACCOUNT_HASH));
  try {
    storage?.setItem(READ_TIMES_KEY, JSON.stringify(Object.fromEntries(shared)));
  } catch {
    // Full or refused: a page opened offline next time shows no time rather than a wrong one.
  }
}

/**
 * Starts keeping the reads' times; returns the unsubscribe. `online`: navigator.onLine by default.
 * Online, the worker answers a public read with its copy too, and asks the server behind it: while
 * the server fails, the read is dated by the copy (`copyHeardAt`), so "checked" stops there.
 */
export function keepReadTimes(
  cache: QueryCache,
  storage: Storage | null,
  online: () => boolean = () => navigator.onLine,
  copyHeardAt: (address: string) => number | null = lastCopyHeardAt,
): () => void {
  const times = load(storage, Date.now());
  const keep = (hash: string, time: number) => {
    const before = times.get(hash);
    times.set(hash, time);
    // Times are shown to the minute: storage is written when one moves to another minute, not every poll.
    if (before === undefined || Math.floor(before / 60_000) !== Math.floor(time / 60_000)) save(times, storage);
  };
  return cache.subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success' || event.action.manual) return;
    const { query } = event;
    if (!online()) {
      query.setState({ ...query.state, dataUpdatedAt: times.get(query.queryHash) ?? 0, isInvalidated: true });
      return;
    }
    // Answered by the worker's copy: dated by when the server gave it (older while the server fails).
    const address = query.meta?.address;
    const ofAccount = query.queryHash.startsWith(ACCOUNT_HASH);
    const heard = typeof address === 'string' && !ofAccount ? copyHeardAt(address) : null;
    if (heard !== null && heard < query.state.dataUpdatedAt) query.setState({ ...query.state, dataUpdatedAt: heard });
    keep(query.queryHash, query.state.dataUpdatedAt);
  });
}
