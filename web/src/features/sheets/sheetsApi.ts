import { ApiError, apiFetch } from '../../lib/api';
import { usePolling } from './usePolling';
import { keepSameRows, parseSheetResponse, type SheetData } from './sheetRows';

/** The tabs GET /api/sheets/{tab} serves (functions/src/sheets/tabs.ts). */
export type SheetTab = 'properties' | 'map' | 'colours';

/** Spec §9: sheet refresh every 5000 ms. */
export const SHEET_REFRESH_MS = 5000;

export const NETWORK_ERROR = 'Network error. Please try again.';
export const MISSING_CONFIGURATION = 'Missing Google Sheets configuration';

export async function fetchSheet(tab: SheetTab, signal?: AbortSignal): Promise<SheetData> {
  return parseSheetResponse(await apiFetch<unknown>(`/api/sheets/${tab}`, { signal }));
}

/** What the page says when a sheet cannot be loaded (spec §8). */
export function sheetErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.message === MISSING_CONFIGURATION) return MISSING_CONFIGURATION;
  return NETWORK_ERROR;
}

/** One tab, polled every 5 s while the page is visible. */
export function useSheet(tab: SheetTab) {
  return usePolling<SheetData>(tab, (signal) => fetchSheet(tab, signal), {
    intervalMs: SHEET_REFRESH_MS,
    merge: keepSameRows,
  });
}
