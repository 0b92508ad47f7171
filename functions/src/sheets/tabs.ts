import type { SheetTab } from '@saint-james/api-contract';

/**
 * Where each tab GET /api/sheets/{tab} serves lives in the spreadsheet (docs/product.md "The
 * community spreadsheet"; columns: docs/decisions/0003-spreadsheet-columns.md). The first row of
 * every tab is a header.
 */
export const SHEET_RANGES: Record<SheetTab, string> = {
  properties: "'4. properties'!A1:I2368",
  map: "'5. map'!A1:D1000",
  colours: "'3. colour scheme'!A1:D35",
};
