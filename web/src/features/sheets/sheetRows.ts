/**
 * The rows of a spreadsheet tab as GET /api/sheets/{tab} answers them: {values, fetchedAt}.
 * Google drops trailing empty cells, so rows are ragged: read cells with cellAt().
 */
export interface SheetData {
  values: string[][];
  /** When the server read the spreadsheet (ISO time). */
  fetchedAt: string;
}

/** Checks the API's answer; cells become strings. Throws on anything that is not rows of cells. */
export function parseSheetResponse(body: unknown): SheetData {
  const values = (body as { values?: unknown } | null)?.values;
  if (!Array.isArray(values) || !values.every(Array.isArray)) {
    throw new Error('The sheet answer has no rows');
  }
  const fetchedAt = (body as { fetchedAt?: unknown }).fetchedAt;
  return {
    values: (values as unknown[][]).map((row) => row.map((cell) => (cell == null ? '' : String(cell)))),
    fetchedAt: typeof fetchedAt === 'string' ? fetchedAt : '',
  };
}

export const cellAt = (row: readonly string[] | undefined, index: number): string => row?.[index] ?? '';

/** The number of columns of the widest row. */
export const tableWidth = (rows: readonly (readonly string[])[]): number =>
  rows.reduce((width, row) => Math.max(width, row.length), 0);

export function sameRows(a: readonly (readonly string[])[], b: readonly (readonly string[])[]): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  return a.every((row, i) => row.length === b[i].length && row.every((cell, j) => cell === b[i][j]));
}

/**
 * A refresh that brings the same rows keeps the previous rows array, so the tables built from it
 * are not rebuilt every 5 s (only fetchedAt moves).
 */
export function keepSameRows(previous: SheetData | undefined, next: SheetData): SheetData {
  if (previous && sameRows(previous.values, next.values)) {
    return previous.fetchedAt === next.fetchedAt ? previous : { values: previous.values, fetchedAt: next.fetchedAt };
  }
  return next;
}
