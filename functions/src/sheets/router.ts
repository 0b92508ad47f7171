import { Router, type Response } from 'express';
import type { ApiDeps } from '../app';
import type { SheetsConfig } from '../config';
import { HttpError } from '../http/errors';
import { demoWorkbook } from './demoWorkbook';
import { getValues, SheetsUpstreamError } from './googleSheets';
import { createSheetCache, type SheetRead } from './sheetCache';
import { isSheetTab, SHEET_TABS, type SheetTab } from './tabs';

/** How long a copy is fresh, here and in the CDN: the pages poll every 5 s. */
export const SHEET_TTL_SECONDS = 5;
export const CACHE_CONTROL = `public, max-age=${SHEET_TTL_SECONDS}, s-maxage=${SHEET_TTL_SECONDS}`;
/** Set on an answer served from the last good copy because Google failed. */
export const STALE_HEADER = 'X-Sheet-Stale';
export const DEFAULT_TIMEOUT_MS = 5000;

const isConfigured = (sheets: SheetsConfig) =>
  sheets.baseUrl.trim() !== '' && sheets.spreadsheetId.trim() !== '' && sheets.apiKey.trim() !== '';

/**
 * GET /api/sheets/{tab} → {values, fetchedAt} for the tabs in tabs.ts, read from Google Sheets
 * with the key only this function holds (or, in the emulator without a key, the demo workbook),
 * through the per-instance cache (sheetCache.ts) and with CDN cache headers.
 */
export function sheetsRouter(deps: ApiDeps): Router {
  const { sheets } = deps.config;
  const fetchImpl = deps.fetch ?? fetch;
  const load = sheets.useDemoWorkbook
    ? async (tab: SheetTab) => demoWorkbook[tab].values
    : (tab: SheetTab) =>
        getValues({
          baseUrl: sheets.baseUrl,
          spreadsheetId: sheets.spreadsheetId,
          apiKey: sheets.apiKey,
          range: SHEET_TABS[tab].range,
          timeoutMs: sheets.timeoutMs ?? DEFAULT_TIMEOUT_MS,
          fetch: fetchImpl,
        });
  const cache = createSheetCache<SheetTab>({
    load,
    now: deps.now ?? Date.now,
    ttlMs: SHEET_TTL_SECONDS * 1000,
    onFailure: logFailure,
  });

  const router = Router();
  router.get('/:tab', async (req, res, next) => {
    const { tab } = req.params;
    if (!isSheetTab(tab)) {
      next(new HttpError(404, `Unknown sheet tab '${tab}': use one of ${Object.keys(SHEET_TABS).join(', ')}`));
      return;
    }
    if (!sheets.useDemoWorkbook && !isConfigured(sheets)) {
      console.error('Sheets proxy: SHEETS_SPREADSHEET_ID or SHEETS_API_KEY is not set');
      next(new HttpError(500, 'Missing Google Sheets configuration'));
      return;
    }
    let read: SheetRead;
    try {
      read = await cache.read(tab);
    } catch {
      next(new HttpError(502, 'Failed to fetch sheet'));
      return;
    }
    send(res, read);
  });
  return router;
}

function send(res: Response, { copy, stale }: SheetRead) {
  // Stale copies are cached too: while Google fails or rate-limits, the CDN keeps absorbing viewers.
  res.set('Cache-Control', CACHE_CONTROL);
  if (stale) res.set(STALE_HEADER, 'true');
  // A precomputed ETag: Express keeps it (no hashing per request) and answers 304 when it matches.
  res.set('ETag', copy.etag);
  res.type('application/json').send(copy.body);
}

function logFailure(tab: SheetTab, err: unknown) {
  const reason = err instanceof SheetsUpstreamError ? err.message : String(err);
  console.warn(`Sheets proxy: reading '${tab}' failed (${reason})`);
}
