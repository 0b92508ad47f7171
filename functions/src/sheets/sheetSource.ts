/**
 * Where the api reads the spreadsheet's tabs: Google Sheets with the key only this function holds
 * (or, in the emulator without a key, the demo workbook), through the per-instance cache
 * (sheetCache.ts). One source per app: the sheets proxy and the portfolio's tier join share it, so
 * the portfolio costs Google no read of its own.
 */
import { SHEET_REFRESH_MS, type SheetTab } from '@saint-james/api-contract';
import type { SheetsConfig } from '../config';
import type { RouterDeps } from '../deps';
import { HttpError } from '../http/errors';
import { demoWorkbook } from './demoWorkbook';
import { getValues, SheetsUpstreamError } from './googleSheets';
import { createSheetCache, type SheetRead } from './sheetCache';
import { firestoreFirstArrival } from './sheetVersions';
import { SHEET_RANGES, servedRows } from './tabs';

/** How long a copy is fresh, here and in the CDN: the pages poll every 5 s. */
export const SHEET_TTL_SECONDS = SHEET_REFRESH_MS / 1000;
export const DEFAULT_TIMEOUT_MS = 5000;
/**
 * How long a read of new rows waits to learn when they first arrived (sheetVersions.ts). An
 * instance's first Firestore call opens its connection: over 1 s in the emulator here, and a cold
 * start's read is when the shared time matters most.
 */
export const FIRST_ARRIVAL_LIMIT_MS = 3000;

const timeLimit = (ms: number) =>
  new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms).unref());

const isConfigured = (sheets: SheetsConfig) =>
  sheets.baseUrl.trim() !== '' && sheets.spreadsheetId.trim() !== '' && sheets.apiKey.trim() !== '';

export interface SheetSource {
  /** The tab, fresh or stale; an HttpError (500 not configured, 502 unreadable) otherwise. */
  read(tab: SheetTab): Promise<SheetRead>;
}

export function createSheetSource(deps: RouterDeps): SheetSource {
  const { sheets } = deps.config;
  const { log } = deps;
  const fetchImpl = deps.fetch ?? fetch;
  const read = sheets.useDemoWorkbook
    ? async (tab: SheetTab) => demoWorkbook[tab].values
    : (tab: SheetTab) =>
        getValues({
          baseUrl: sheets.baseUrl,
          spreadsheetId: sheets.spreadsheetId,
          apiKey: sheets.apiKey,
          range: SHEET_RANGES[tab],
          timeoutMs: sheets.timeoutMs ?? DEFAULT_TIMEOUT_MS,
          fetch: fetchImpl,
        });
  const load = async (tab: SheetTab) => servedRows(tab, await read(tab));
  const firstArrival = firestoreFirstArrival(deps.firestore);
  const cache = createSheetCache<SheetTab>({
    load,
    now: deps.now ?? Date.now,
    ttlMs: SHEET_TTL_SECONDS * 1000,
    onFailure: (tab, err) => {
      const reason = err instanceof SheetsUpstreamError ? err.message : String(err);
      log.warn(`Sheets proxy: reading '${tab}' failed (${reason})`, { tab });
    },
    // A failed or slow ask keeps this read's time (the sheet is served either way), and says so once.
    firstArrival: (tab, etag, readAt) =>
      Promise.race([firstArrival(tab, etag, readAt), timeLimit(FIRST_ARRIVAL_LIMIT_MS)]).catch((err: unknown) => {
        log.warn(`Sheets proxy: when '${tab}' last changed could not be read (${String(err)})`, { tab });
        return readAt;
      }),
  });

  return {
    async read(tab) {
      if (!sheets.useDemoWorkbook && !isConfigured(sheets)) {
        log.error('Sheets proxy: SHEETS_SPREADSHEET_ID or SHEETS_API_KEY is not set');
        throw new HttpError(500, 'Missing Google Sheets configuration', 'sheets-not-configured');
      }
      try {
        return await cache.read(tab);
      } catch {
        throw new HttpError(502, 'Failed to fetch sheet', 'sheet-fetch-failed');
      }
    },
  };
}
