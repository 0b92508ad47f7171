import { api, isSheetTab, SHEET_REFRESH_MS, SHEET_TABS, type SheetTab } from '@saint-james/api-contract';
import { Router, type Request, type Response } from 'express';
import type { RouterDeps } from '../deps';
import type { SheetsConfig } from '../config';
import { HttpError } from '../http/errors';
import { route } from '../http/route';
import { demoWorkbook } from './demoWorkbook';
import { getValues, SheetsUpstreamError } from './googleSheets';
import { createSheetCache, type SheetRead } from './sheetCache';
import { SHEET_RANGES } from './tabs';

/** How long a copy is fresh, here and in the CDN: the pages poll every 5 s. */
export const SHEET_TTL_SECONDS = SHEET_REFRESH_MS / 1000;
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
export function sheetsRouter(deps: RouterDeps): Router {
  const { sheets } = deps.config;
  const { log } = deps;
  const fetchImpl = deps.fetch ?? fetch;
  const load = sheets.useDemoWorkbook
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
  const cache = createSheetCache<SheetTab>({
    load,
    now: deps.now ?? Date.now,
    ttlMs: SHEET_TTL_SECONDS * 1000,
    onFailure: (tab, err) => {
      const reason = err instanceof SheetsUpstreamError ? err.message : String(err);
      log.warn(`Sheets proxy: reading '${tab}' failed (${reason})`, { tab });
    },
  });

  const router = Router();
  // The answer's bytes are made once per version of the tab (sheetCache.ts makeCopy, typed there).
  route(router, api.sheets.tab, async (req, res, next) => {
    const { tab } = req.params;
    if (!isSheetTab(tab)) {
      next(new HttpError(404, `Unknown sheet tab '${tab}': use one of ${SHEET_TABS.join(', ')}`, 'not-found'));
      return;
    }
    if (!sheets.useDemoWorkbook && !isConfigured(sheets)) {
      log.error('Sheets proxy: SHEETS_SPREADSHEET_ID or SHEETS_API_KEY is not set');
      next(new HttpError(500, 'Missing Google Sheets configuration', 'sheets-not-configured'));
      return;
    }
    let read: SheetRead;
    try {
      read = await cache.read(tab);
    } catch {
      next(new HttpError(502, 'Failed to fetch sheet', 'sheet-fetch-failed'));
      return;
    }
    send(req, res, read);
  });
  return router;
}

/**
 * Whether the caller already holds this copy (If-None-Match, weak comparison). Decided here rather
 * than by Express's req.fresh, which says "not fresh" whenever the request carries Cache-Control:
 * no-cache, and every request Hosting forwards to a function does.
 */
export function callerHasCopy(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

function send(req: Request, res: Response, { copy, stale }: SheetRead) {
  // Stale copies are cached too: while Google fails or rate-limits, the CDN keeps absorbing viewers.
  res.set('Cache-Control', CACHE_CONTROL);
  res.set('Vary', 'Accept-Encoding');
  if (stale) res.set(STALE_HEADER, 'true');
  res.set('ETag', copy.etag);
  if (callerHasCopy(req.get('if-none-match'), copy.etag)) {
    res.status(304).end();
    return;
  }
  res.type('application/json');
  // Gzipped once per version (sheetCache.ts), not once per request.
  if (req.acceptsEncodings('gzip') === 'gzip') {
    res.set('Content-Encoding', 'gzip');
    res.send(copy.gzip);
    return;
  }
  res.send(copy.body);
}
