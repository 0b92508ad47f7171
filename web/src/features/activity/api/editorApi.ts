import { api, type ActivityPage, type ActivityPageNumber, type ActivityPageWrite } from '@saint-james/api-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { apiQuery } from '../../../lib/apiQuery';
import { queryKeys } from '../../../lib/queryKeys';

/**
 * A page's revisions, newest first. The newest is the page as stored now: the editor loads it from
 * here, asked with the admin's token, never from a CDN's copy up to 5 minutes old.
 */
export const pageHistoryQuery = (uid: string, n: ActivityPageNumber) =>
  apiQuery({
    key: queryKeys.account(uid).activityHistory(n),
    endpoint: api.pages.history,
    request: { params: { n } },
    // The admin's draft sits on this: it changes through the admin's saves and reverts only.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });

/** Save and Revert: each answers the page as stored, and the history is asked again. */
export function usePageMutations(uid: string, n: ActivityPageNumber, onStored: (page: ActivityPage) => void) {
  const client = useQueryClient();
  const stored = async (page: ActivityPage) => {
    onStored(page);
    await client.invalidateQueries({ queryKey: queryKeys.account(uid).activityHistory(n) });
    client.setQueryData(queryKeys.activityPage(n), page);
    await client.invalidateQueries({ queryKey: queryKeys.activityCards });
  };
  const save = useMutation({
    mutationFn: (body: ActivityPageWrite) => apiFetch(api.pages.save, { params: { n }, body }),
    onSuccess: stored,
  });
  const revert = useMutation({
    mutationFn: (body: { revision: string; updatedAt: string }) => apiFetch(api.pages.revert, { params: { n }, body }),
    onSuccess: stored,
  });
  return { save, revert };
}
