import type { QueryCache } from '@tanstack/react-query';
import { queryKeys } from '../../lib/queryKeys';

/**
 * Offline, a public read still succeeds: the service worker answers with its copy. TanStack Query
 * would then date the data "now" and call it fresh. So a read that succeeds while the browser is
 * offline gets back the time of the last read the network answered (kept across visits, for a page
 * opened offline on an earlier visit's copies; 0, "not known", when there is none), and is marked
 * stale: back online it is asked again by itself. Every view of that time tells the truth then: the
 * offline notice ("shown as of 14:02"), the sheets' "Updated 14:02:05". docs/product.md#offline
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

/** Starts keeping the reads' times; returns the unsubscribe. `online`: navigator.onLine by default. */
export function keepReadTimes(
  cache: QueryCache,
  storage: Storage | null,
  online: () => boolean = () => navigator.onLine,
): () => void {
  const times = load(storage, Date.now());
  return cache.subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success' || event.action.manual) return;
    const { query } = event;
    if (!online()) {
      query.setState({ ...query.state, dataUpdatedAt: times.get(query.queryHash) ?? 0, isInvalidated: true });
      return;
    }
    const before = times.get(query.queryHash);
    const now = query.state.dataUpdatedAt;
    times.set(query.queryHash, now);
    // Times are shown to the minute: storage is written when one moves to another minute, not every poll.
    if (before === undefined || Math.floor(before / 60_000) !== Math.floor(now / 60_000)) save(times, storage);
  });
}
