import type { Query, QueryClient } from '@tanstack/react-query';

const isPublic = (query: Query) => query.queryKey[0] !== 'account';

/**
 * The page's public data read again, through the service worker (which keeps a copy of each answer
 * it passes on); a member's or the admin's answers ('account' keys) never. A first read still under
 * way is joined by a refetch rather than started anew (TanStack keeps a fetch that has no data
 * yet): it went past the worker, which would have no copy of it, so once it has settled it is read
 * once more.
 */
export async function refreshPublicData(client: QueryClient): Promise<void> {
  const firstReads = client.getQueryCache().findAll({
    type: 'active',
    fetchStatus: 'fetching',
    predicate: (query) => isPublic(query) && query.state.data === undefined,
  });
  await client.refetchQueries({ type: 'active', predicate: isPublic });
  if (firstReads.length > 0)
    await client.refetchQueries({ type: 'active', predicate: (query) => firstReads.includes(query) });
}
