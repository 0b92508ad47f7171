import { SHEET_REFRESH_MS, sheetsEndpoints, type SheetTab } from '@saint-james/api-contract';
import { useQuery } from '@tanstack/react-query';
import { ApiError } from './api';
import { apiQuery } from './apiQuery';
import type { MessageKey } from './i18n/i18n';
import { queryKeys } from './queryKeys';

/**
 * One tab of the community spreadsheet, read through the api (the sheet pages and the map both read
 * tabs). `revalidate`: the browser asks with If-None-Match, so an unchanged tab costs a 304.
 * Fresh for the 5 s the api and the CDN hold a copy too: a page opened just after a prefetch of its
 * tab does not ask again at once (its polling still runs every 5 s).
 */
export const sheetQuery = (tab: SheetTab) =>
  apiQuery({
    key: queryKeys.sheet(tab),
    endpoint: sheetsEndpoints.tab,
    request: { params: { tab }, revalidate: true },
    staleTime: SHEET_REFRESH_MS,
  });

/**
 * One tab, asked again every 5 s while the page is visible and not at all while it is hidden; the
 * last data stays on screen through refreshes and failed refreshes. A refresh that brings the same
 * rows keeps the same arrays (TanStack Query's structural sharing), so tables are not rebuilt.
 */
export function useSheet(tab: SheetTab) {
  return useQuery({ ...sheetQuery(tab), refetchInterval: SHEET_REFRESH_MS, refetchIntervalInBackground: false });
}

/** What the page says when a sheet cannot be loaded: decided on the error's code. */
export function sheetErrorMessage(error: unknown): MessageKey {
  return error instanceof ApiError && error.code === 'sheets-not-configured'
    ? 'sheet.missingConfiguration'
    : 'sheet.networkError';
}
