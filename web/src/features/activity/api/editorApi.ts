import {
  pagesEndpoints,
  pathOf,
  type ActivityPage,
  type ActivityPageNumber,
  type ActivityPageWrite,
} from '@saint-james/api-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { apiQuery } from '../../../lib/apiQuery';
import { queryKeys } from '../../../lib/queryKeys';
import { forgetCopies } from '../../../lib/workerCopy';
import type { PageDraft } from '../model/draft';

/**
 * A page's revisions, newest first. The newest is the page as stored now: the editor loads it from
 * here, asked with the admin's token, never from a CDN's copy up to 5 minutes old.
 */
export const pageHistoryQuery = (uid: string, n: ActivityPageNumber) =>
  apiQuery({
    key: queryKeys.account(uid).activityHistory(n),
    endpoint: pagesEndpoints.history,
    request: { params: { n } },
    // The admin's draft sits on this: it changes through the admin's saves and reverts only.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });

/**
 * Save and Revert: each answers the page as stored, and the history is asked again. `onStored` is
 * told the page stored and, for a save, the draft that was sent (null for a revert).
 */
export function usePageMutations(
  uid: string,
  n: ActivityPageNumber,
  onStored: (page: ActivityPage, sent: PageDraft | null) => void,
) {
  const client = useQueryClient();
  const stored = async (page: ActivityPage, sent: PageDraft | null) => {
    onStored(page, sent);
    // The visitors' view read next is the stored page, not the worker's copy from before.
    await forgetCopies([pathOf(pagesEndpoints.get, { n }), pagesEndpoints.list.path]);
    await client.invalidateQueries({ queryKey: queryKeys.account(uid).activityHistory(n) });
    client.setQueryData(queryKeys.activityPage(n), page);
    await client.invalidateQueries({ queryKey: queryKeys.activityCards });
  };
  const save = useMutation({
    // The draft goes with the body: the body leaves out French typed as spaces, the draft does not.
    mutationFn: ({ body }: { body: ActivityPageWrite; draft: PageDraft }) =>
      apiFetch(pagesEndpoints.save, { params: { n }, body }),
    onSuccess: (page, { draft }) => stored(page, draft),
  });
  const revert = useMutation({
    mutationFn: (body: { revision: string; updatedAt: string }) =>
      apiFetch(pagesEndpoints.revert, { params: { n }, body }),
    onSuccess: (page) => stored(page, null),
  });
  return { save, revert };
}
