import { api, isSheetTab, SHEET_TABS } from '@saint-james/api-contract';
import { Router, type Request, type Response } from 'express';
import type { RouterDeps } from '../deps';
import { HttpError } from '../http/errors';
import { route } from '../http/route';
import type { SheetRead } from './sheetCache';
import { createSheetSource, SHEET_TTL_SECONDS, type SheetSource } from './sheetSource';

export const CACHE_CONTROL = `public, max-age=${SHEET_TTL_SECONDS}, s-maxage=${SHEET_TTL_SECONDS}`;
/** Set on an answer served from the last good copy because Google failed. */
export const STALE_HEADER = 'X-Sheet-Stale';

/**
 * GET /api/sheets/{tab} → {values, fetchedAt} for the tabs in tabs.ts, read through the app's sheet
 * source (sheetSource.ts: Google or the demo workbook, and the per-instance cache) with CDN cache
 * headers.
 */
export function sheetsRouter(deps: RouterDeps, source: SheetSource = createSheetSource(deps)): Router {
  const router = Router();
  // The answer's bytes are made once per version of the tab (sheetCache.ts makeCopy, typed there).
  route(router, api.sheets.tab, async (req, res, next) => {
    const { tab } = req.params;
    if (!isSheetTab(tab)) {
      next(new HttpError(404, `Unknown sheet tab '${tab}': use one of ${SHEET_TABS.join(', ')}`, 'not-found'));
      return;
    }
    let read: SheetRead;
    try {
      read = await source.read(tab);
    } catch (err) {
      next(err);
      return;
    }
    sendSheetCopy(req, res, read);
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

/**
 * A sheet's stored copy as the browser gets it: cached, with its ETag (a 304 when the caller has
 * it), gzipped when asked.
 */
function sendSheetCopy(req: Request, res: Response, { copy, stale }: SheetRead) {
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
