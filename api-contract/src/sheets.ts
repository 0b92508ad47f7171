/** GET /api/sheets/{tab}: the community spreadsheet's tabs, read by the api (docs/product.md). */
import * as v from 'valibot';

export const SHEET_TABS = ['properties', 'map', 'colours'] as const;
export type SheetTab = (typeof SHEET_TABS)[number];
export const isSheetTab = (name: string): name is SheetTab => (SHEET_TABS as readonly string[]).includes(name);

/** Rows of cells as strings (Google drops trailing empty cells: rows are ragged). */
export const SheetAnswerSchema = v.object({
  values: v.array(v.array(v.string())),
  /** When the server first read this version of the tab (ISO 8601). */
  fetchedAt: v.string(),
});
export type SheetAnswer = v.InferOutput<typeof SheetAnswerSchema>;

/** How often the pages ask again, and how long a copy is fresh in the api and the CDN. */
export const SHEET_REFRESH_MS = 5000;
