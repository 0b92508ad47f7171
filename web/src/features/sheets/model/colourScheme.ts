import { cellAt, tableWidth } from './sheetRows';

/**
 * /urbanism: the colour-scheme tab (A1:D35). Row 0 is the header; rows 1, 11, 20 and 28 (indices
 * in the tab, header included) are section rows, shown centred and highlighted across the table.
 */
export const SECTION_ROWS: readonly number[] = [1, 11, 20, 28];

export type ColourRow =
  { kind: 'section'; index: number; title: string } | { kind: 'swatch'; index: number; cells: string[] };

export interface ColourSchemeTable {
  header: string[];
  width: number;
  rows: ColourRow[];
}

export function colourSchemeTable(
  values: readonly (readonly string[])[],
  sections: readonly number[] = SECTION_ROWS,
): ColourSchemeTable {
  const width = Math.max(1, tableWidth(values));
  const cells = (row: readonly string[] | undefined) => Array.from({ length: width }, (_, i) => cellAt(row, i));
  const rows: ColourRow[] = values.slice(1).map((row, i) => {
    const index = i + 1;
    if (sections.includes(index)) {
      return {
        kind: 'section',
        index,
        title: row
          .map((cell) => cell.trim())
          .filter(Boolean)
          .join(' — '),
      };
    }
    return { kind: 'swatch', index, cells: cells(row) };
  });
  return { header: cells(values[0]), width, rows };
}

/** A cell holding a CSS hex colour (#abc, #aabbcc) gets a swatch; anything else is plain text. */
export const isHexColour = (cell: string): boolean => /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(cell.trim());
