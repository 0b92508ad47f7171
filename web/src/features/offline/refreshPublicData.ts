import type { Query, QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../lib/queryKeys';

/**
 * The queries whose answers the service worker keeps a copy of (web/sw/cachePolicy.ts: the sheets'
 * tabs, the public map data, the activity pages). Nothing else is read again: not the account's answers, not the
 * districts' file (precached), not the pin icons' look-ups (a second round of probes for nothing),
 * and never an e-mail code, which a second read would spend.
 */
const KEPT_BY_THE_WORKER = new Set<unknown>([
  queryKeys.sheet('map')[0],
  queryKeys.publicMapData[0],
  queryKeys.activityCards[0],
]);
const isKept = (query: Query) => KEPT_BY_THE_WORKER.has(query.queryKey[0]);

/**
 * The page's public data read again, through the service worker: when a copy it answered with
 * turned out changed (its CACHE_UPDATED message).
 */
export async function refreshPublicData(client: QueryClient): Promise<void> {
  await client.refetchQueries({ type: 'active', predicate: isKept });
}

/**
 * Where the page's public data was read (apiQuery's `meta.address`): what the service worker is
 * asked to keep a copy of when it first takes the page, since those first reads went past it. The
 * worker reads them itself: the page parses nothing again (on a phone, a second parse of a tab
 * cost as much as its first, just after the page had settled).
 */
export function keptAddresses(client: QueryClient): string[] {
  const addresses = client
    .getQueryCache()
    .findAll({ type: 'active', predicate: isKept })
    .map((query) => query.meta?.address)
    .filter((address): address is string => typeof address === 'string');
  return [...new Set(addresses)];
}
