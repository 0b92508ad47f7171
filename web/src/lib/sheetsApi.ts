import { SHEET_REFRESH_MS, type SheetTab } from '@saint-james/api-contract';
import { useQuery } from '@tanstack/react-query';
import { ApiError } from '../../lib/api';
import type { MessageKey } from '../../lib/i18n/i18n';
import { sheetQuery } from '../../lib/sheetQuery';

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
