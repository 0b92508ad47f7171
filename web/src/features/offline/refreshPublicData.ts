import type { Query, QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../lib/queryKeys';

/**
 * The queries whose answers the service worker keeps a copy of (web/sw/cachePolicy.ts: the sheets'
 * tabs and the public map data). Nothing else is read again: not the account's answers, not the
 * districts' file (precached), not the pin icons' look-ups (a second round of probes for nothing),
 * and never an e-mail code, which a second read would spend.
 */
const KEPT_BY_THE_WORKER = new Set<unknown>([queryKeys.sheet('map')[0], queryKeys.publicMapData[0]]);
const isKept = (query: Query) => KEPT_BY_THE_WORKER.has(query.queryKey[0]);

/**
 * The page's public data read again, through the service worker: when it first takes the page (it
 * keeps a copy of each answer it passes on) and when a copy it answered with turned out changed. A
 * first read still under way is joined by a refetch rather than started anew (TanStack keeps a
 * fetch that has no data yet): it went past the worker, so once it has settled it is read once more.
 */
export async function refreshPublicData(client: QueryClient): Promise<void> {
  const firstReads = client.getQueryCache().findAll({
    type: 'active',
    fetchStatus: 'fetching',
    predicate: (query) => isKept(query) && query.state.data === undefined,
  });
  await client.refetchQueries({ type: 'active', predicate: isKept });
  if (firstReads.length > 0)
    await client.refetchQueries({ type: 'active', predicate: (query) => firstReads.includes(query) });
}
