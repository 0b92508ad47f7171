import { Router } from 'express';
import type { ApiDeps } from '../app';
import { HttpError } from '../http/errors';
import { demoWorkbook } from './demoWorkbook';
import { isSheetTab, SHEET_TABS } from './tabs';

/**
 * GET /api/sheets/{tab} → {values, fetchedAt}. FIRST CUT: serves the demo workbook in the emulator
 * only; issue #6 adds the Google Sheets v4 path, caching and the stale fallback.
 */
export function sheetsRouter(deps: ApiDeps): Router {
  const router = Router();
  router.get('/:tab', (req, res) => {
    const { tab } = req.params;
    if (!isSheetTab(tab)) {
      throw new HttpError(404, `Unknown sheet tab '${tab}': use one of ${Object.keys(SHEET_TABS).join(', ')}`);
    }
    if (!deps.config.sheets.useDemoWorkbook) {
      throw new HttpError(500, 'Missing Google Sheets configuration');
    }
    res.set('Cache-Control', 'public, max-age=5, s-maxage=5');
    res.json({ values: demoWorkbook[tab].values, fetchedAt: new Date().toISOString() });
  });
  return router;
}
