import type { PropertyRow } from './propertyRows';

/**
 * A cell a spreadsheet program would run as a formula ('=HYPERLINK(…)', '+1', '@SUM'): Papa Parse
 * prefixes it with a quote so it opens as text. Plain numbers ('-12', '1,122') are left alone.
 */
export const FORMULA_START = /^(?![-+]?\d+(?:[.,]\d+)*$)[=+\-@\t\r]/;

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

/** Hands `text` to the browser as a file download named `fileName`. */
export function downloadText(text: string, fileName: string, type = 'text/csv;charset=utf-8') {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later, not at once: some browsers read the address after the click has returned.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
