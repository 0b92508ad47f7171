// A1 notation as the Google Sheets stand-in (googleSheets.cjs) reads and echoes it: the range of
// a values.get call, the cells inside it, and the range Google says it answered.
const columnNumber = (letters) => [...letters].reduce((n, c) => n * 26 + (c.charCodeAt(0) - 64), 0);
const columnLetters = (n) => {
  let s = '';
  for (; n > 0; n = Math.floor((n - 1) / 26)) s = String.fromCharCode(65 + ((n - 1) % 26)) + s;
  return s;
};

/** 'Sheet name'!A1:D35, Sheet1!A:D, 'Tab' → {title, startRow, startCol, endRow, endCol} (1-based, inclusive). */
function parseRange(text) {
  const match = /^(?:'((?:[^']|'')+)'|([^'!:]+))(?:!([A-Za-z]+)?(\d+)?(?::([A-Za-z]+)?(\d+)?)?)?$/.exec(text);
  if (!match) return null;
  const [, quoted, bare, c1, r1, c2, r2] = match;
  const title = quoted !== undefined ? quoted.replace(/''/g, "'") : bare.trim();
  const hasCells = c1 !== undefined || r1 !== undefined;
  if (text.includes('!') && !hasCells) return null;
  const start = { col: c1 ? columnNumber(c1.toUpperCase()) : 1, row: r1 ? Number(r1) : 1 };
  const single = c2 === undefined && r2 === undefined;
  const end = {
    col: c2 ? columnNumber(c2.toUpperCase()) : single && c1 && r1 ? start.col : Infinity,
    row: r2 ? Number(r2) : single && c1 && r1 ? start.row : Infinity,
  };
  if (start.row < 1 || end.row < start.row || end.col < start.col) return null;
  return { title, startRow: start.row, startCol: start.col, endRow: end.row, endCol: end.col };
}

const quoteTitle = (title) => (/^[A-Za-z0-9_]+$/.test(title) ? title : `'${title.replace(/'/g, "''")}'`);

/** The cells of `rows` inside the range, trailing empty cells and rows dropped (Google's way). */
function slice(rows, r) {
  const out = rows.slice(r.startRow - 1, r.endRow === Infinity ? undefined : r.endRow).map((row) => {
    const cells = row
      .slice(r.startCol - 1, r.endCol === Infinity ? undefined : r.endCol)
      .map((c) => (c == null ? '' : String(c)));
    while (cells.length > 0 && cells[cells.length - 1] === '') cells.pop();
    return cells;
  });
  while (out.length > 0 && out[out.length - 1].length === 0) out.pop();
  return out;
}

/** The range as Google echoes it: quoted title, first and last cell of what the tab holds. */
function echoRange(r, rows) {
  const lastRow = r.endRow === Infinity ? Math.max(rows.length, r.startRow) : r.endRow;
  const width = Math.max(1, ...rows.map((row) => row.length));
  const lastCol = r.endCol === Infinity ? Math.max(width, r.startCol) : r.endCol;
  return `${quoteTitle(r.title)}!${columnLetters(r.startCol)}${r.startRow}:${columnLetters(lastCol)}${lastRow}`;
}

module.exports = { parseRange, slice, echoRange };
