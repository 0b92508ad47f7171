import { cellAt, tableWidth } from './sheetRows';

/**
 * /sheet: the properties tab without its columns 0, 1, 6 and 7 (zero-based; docs/product.md#sheet-the-properties-sheet)
 * (docs/decisions/0003-spreadsheet-columns.md). The first row is the header.
 */
export const HIDDEN_COLUMNS: readonly number[] = [0, 1, 6, 7];

export interface PropertiesTable {
  header: string[];
  rows: string[][];
}

export function propertiesTable(
  values: readonly (readonly string[])[],
  hidden: readonly number[] = HIDDEN_COLUMNS,
): PropertiesTable {
  const shown: number[] = [];
  for (let column = 0; column < tableWidth(values); column++) {
    if (!hidden.includes(column)) shown.push(column);
  }
  const pick = (row: readonly string[] | undefined) => shown.map((column) => cellAt(row, column));
  return {
    header: pick(values[0]),
    // Rows with no visible content at all (blank lines in the sheet) are left out.
    rows: values
      .slice(1)
      .map(pick)
      .filter((row) => row.some((cell) => cell.trim() !== '')),
  };
}
