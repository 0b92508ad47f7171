/**
 * The spreadsheet tabs the site reads (spec §3, §7), by the name the API uses in
 * GET /api/sheets/{tab}. Column conventions (docs/decisions/0003-spreadsheet-columns.md):
 * properties: address column E (index 4), tier column I (index 8); map pins: name A, lat B,
 * lng C, category D (indices 0..3); the first row of every tab is a header.
 */
export const SHEET_TABS = {
  properties: { range: "'4. properties'!A1:I2368" },
  map: { range: "'5. map'!A1:D1000" },
  colours: { range: "'3. colour scheme'!A1:D35" },
} as const;

export type SheetTab = keyof typeof SHEET_TABS;

export const isSheetTab = (name: string): name is SheetTab =>
  Object.prototype.hasOwnProperty.call(SHEET_TABS, name);
