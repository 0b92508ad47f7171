/**
 * A CSV in the export's shape as import rows. Every row of the file is read whole or the file is
 * refused, naming the line: a quote never closed or a cell too many would otherwise merge rows or
 * drop cells, and the import would say it succeeded (docs/decisions/0020-import-rules.md).
 */
import { CSV_COLUMNS, FORMULA_START, type CsvProblem, type ImportRow } from '@saint-james/api-contract';
import Papa from 'papaparse';

/**
 * What the export quotes with a leading apostrophe: a formula start, also behind apostrophes the
 * text itself begins with ("'=x" goes out as "''=x"), so that the import can take exactly one off.
 */
export const CSV_TEXT_GUARD = new RegExp(`^'*${FORMULA_START.source.slice(1)}`);

/** A cell as the text it was exported from: the apostrophe the export added comes off. */
export const unguardCell = (cell: string): string =>
  cell.startsWith("'") && CSV_TEXT_GUARD.test(cell.slice(1)) ? cell.slice(1) : cell;

export type ReadCsv =
  { ok: true; rows: ImportRow[] } | { ok: false; message: string; line: number; problem: CsvProblem };

interface Record {
  cells: string[];
  /** Where the row, or the parser's problem with it, starts in the text. */
  at: number;
  problem?: { code: CsvProblem; why: string };
}

function parserProblem(error: Papa.ParseError): Record['problem'] {
  if (error.code === 'MissingQuotes')
    return { code: 'csv-quote-unclosed', why: 'a quoted cell is never closed (a " is missing)' };
  // Papa Parse's other errors are about quotes too (a quote inside a cell, text after a closing one).
  return { code: 'csv-quote-undoubled', why: 'a quote inside a quoted cell must be doubled ("")' };
}

/** Line numbers of positions in `text`, asked in increasing order (one pass over the text). */
function lineCounter(text: string) {
  let line = 1;
  let counted = 0;
  return (offset: number) => {
    for (; counted < offset; counted++) if (text.charCodeAt(counted) === 10) line++;
    return line;
  };
}

/** An imported file's text without the byte-order marks an editor may have saved at its start. */
export const withoutByteOrderMarks = (file: string) => file.replace(/^\uFEFF+/, '');

export function readCsv(file: string): ReadCsv {
  // One line break, LF: a file whose rows end in CRLF with one LF or CR row among them still has one
  // row per line. Quoted cells lose nothing by it: a field never stores a CR (fields are LF-only).
  // Every leading byte-order mark goes: Papa Parse takes off one more itself, and its positions
  // would then be one character short of the text's, and the lines named one too low.
  const text = withoutByteOrderMarks(file).replace(/\r\n?/g, '\n');
  const records: Record[] = [];
  let start = 0;
  Papa.parse<string[]>(text, {
    delimiter: ',',
    newline: '\n',
    quoteChar: '"',
    step: ({ data, errors, meta }) => {
      const [error] = errors;
      // An empty line is no row; a line of blanks, or of one empty quoted cell (""), is one (and has
      // too few cells).
      const empty = data.length === 1 && data[0] === '' && text.slice(start, meta.cursor).replace(/\n$/, '') === '';
      if (!empty) {
        records.push({ cells: data, at: error?.index ?? start, problem: error && parserProblem(error) });
      }
      start = meta.cursor;
    },
  });
  const lineAt = lineCounter(text);
  const refuse = (record: Record | undefined, { code, why }: NonNullable<Record['problem']>): ReadCsv => {
    const line = record ? lineAt(record.at) : 1;
    return { ok: false, line, problem: code, message: `Line ${line}: ${why}` };
  };

  const [head, ...body] = records;
  const header = head?.cells.map((cell) => cell.trim()) ?? [];
  const sameColumns = header.length === CSV_COLUMNS.length && CSV_COLUMNS.every((column) => header.includes(column));
  if (!head || head.problem || !sameColumns) {
    return refuse(head, {
      code: 'csv-header',
      why: `the header must be ${CSV_COLUMNS.join(',')} (as the export writes it)`,
    });
  }
  const rows: ImportRow[] = [];
  for (const [index, record] of body.entries()) {
    if (record.problem) return refuse(record, record.problem);
    if (record.cells.length !== header.length) {
      const count = `${record.cells.length} cell${record.cells.length === 1 ? '' : 's'}`;
      const why = `${count}, but the header has ${header.length} (a comma too many or too few?)`;
      return refuse(record, { code: 'csv-cell-count', why });
    }
    const cell = Object.fromEntries(header.map((column, i) => [column, unguardCell(record.cells[i])]));
    const lat = cell.lat.trim();
    const lng = cell.lng.trim();
    rows.push({
      index,
      line: lineAt(record.at),
      id: cell.id.trim() || undefined,
      fields: {
        location: lat === '' && lng === '' ? '' : `${lat},${lng}`,
        name: cell.name,
        description: cell.description,
        type: cell.type,
        status: cell.status,
      },
    });
  }
  return { ok: true, rows };
}
