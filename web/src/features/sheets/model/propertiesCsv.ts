import { FORMULA_START } from '@saint-james/api-contract';
import type { PropertyRow } from './propertyRows';

/**
 * The rows on screen as CSV (Papa Parse: quoting, formula guard), with a byte-order mark so that
 * spreadsheet programs read accented names as UTF-8. Papa Parse loads only when a download is
 * asked for.
 */
export async function propertiesCsv(header: readonly string[], rows: readonly PropertyRow[]): Promise<string> {
  const { default: Papa } = await import('papaparse');
  const csv = Papa.unparse(
    { fields: [...header], data: rows.map((row) => row.cells) },
    { escapeFormulae: FORMULA_START, newline: '\r\n' },
  );
  return `\uFEFF${csv}\r\n`;
}
