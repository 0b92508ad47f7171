/**
 * Rows of a spreadsheet tab as GET /api/sheets/{tab} answers them. Google drops trailing empty
 * cells, so rows are ragged: read cells with cellAt().
 */
export const cellAt = (row: readonly string[] | undefined, index: number): string => row?.[index] ?? '';

/** The number of columns of the widest row. */
export const tableWidth = (rows: readonly (readonly string[])[]): number =>
  rows.reduce((width, row) => Math.max(width, row.length), 0);
