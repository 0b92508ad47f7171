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

/**
 * Columns the api never serves (zero-based), blanked in every row: the site shows none of them,
 * and the answers are public and CDN-cached. In the properties tab: 1 the owner's id (beside each
 * address it would list every player's holdings), 6 minted at and 7 last sync (bookkeeping).
 * Blanked, not removed, so that every other column keeps its index. Column 0, the property id,
 * stays: the explorer keys its rows by it (docs/decisions/0003-spreadsheet-columns.md).
 */
export const UNSERVED_COLUMNS: Partial<Record<SheetTab, readonly number[]>> = { properties: [1, 6, 7] };

/** The tab's rows as the api serves them: its unserved columns blanked. */
export function servedRows(tab: SheetTab, values: string[][]): string[][] {
  const unserved = UNSERVED_COLUMNS[tab];
  if (!unserved) return values;
  return values.map((row) => row.map((cell, index) => (unserved.includes(index) ? '' : cell)));
}
