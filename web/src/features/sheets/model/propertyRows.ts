import { addressKey, PROPERTY_COLUMNS } from '@saint-james/api-contract';
import { nextTask, SLICE_MS } from '../../../lib/nextTask';
import { fold } from '../../../lib/searchText';
import { cellAt } from './sheetRows';

/**
 * /sheet as an explorer: the properties tab's rows, searchable, filterable and sortable
 * (docs/product.md#sheet-the-properties-explorer). Everything here is pure; the page keeps the
 * view in the URL (explorerView.ts) and draws only the rows in sight (PropertiesGrid.tsx).
 *
 * Columns (zero-based, docs/decisions/0003-spreadsheet-columns.md): 0 property id and 1 owner id,
 * 6 minted at and 7 last sync are hidden; the five others are shown in the sheet's order.
 */
export const SHOWN_COLUMNS = (['neighborhood', 'street', 'address', 'size', 'tier'] as const).map((id) => ({
  id,
  index: PROPERTY_COLUMNS[id],
}));
export type ColumnId = (typeof SHOWN_COLUMNS)[number]['id'];
export const COLUMN_IDS: readonly ColumnId[] = SHOWN_COLUMNS.map((column) => column.id);
const ID_COLUMN = 0;
/** Where each column sits in a row's `cells`. */
export const CELL: Record<ColumnId, number> = {
  neighborhood: 0,
  street: 1,
  address: 2,
  size: 3,
  tier: 4,
};

export interface PropertyRow {
  /** The property id (column A): a stable key across refreshes, whatever the order. */
  key: string;
  /** The shown cells, in SHOWN_COLUMNS order. */
  cells: string[];
  /** Address, street and neighbourhood folded (case and accents) for the search. */
  search: string;
}

export interface PropertiesData {
  /** The shown columns' titles, from the sheet's header row. */
  header: string[];
  rows: PropertyRow[];
  /** The tiers present, in number order: the tier filter's choices. */
  tiers: string[];
  /** The neighbourhoods present, alphabetically (case and accents aside): the neighbourhood filter's choices. */
  neighborhoods: string[];
  /** Per column: whether every filled cell is a number (then it sorts as numbers). */
  numeric: Record<ColumnId, boolean>;
}

/** '1,122' or ' 3 ' → a number; anything else → NaN. */
export function numberOf(cell: string): number {
  const text = cell.trim().replace(/,/g, '');
  return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : NaN;
}

const distinct = (values: Iterable<string>) => [...new Set(values)].filter((value) => value !== '');

/** Orders two texts (a collator's compare, or foldedOrder). */
export type TextOrder = (a: string, b: string) => number;

/** Texts in the order of their folded forms: good enough for a short list of names, and needs no collator. */
export const foldedOrder: TextOrder = (a, b) => {
  const x = fold(a);
  const y = fold(b);
  return x < y ? -1 : x > y ? 1 : 0;
};

/**
 * The reader's language's order ('9' before '10', accents as the language sorts them), with the
 * Intl.Collator made on the first comparison: making one loads the collation tables (tens of ms on
 * a phone), which only a sort by a text column needs.
 */
export function languageOrder(locale: string): TextOrder {
  let collator: Intl.Collator | undefined;
  return (a, b) => (collator ??= new Intl.Collator(locale, { numeric: true, sensitivity: 'base' })).compare(a, b);
}

/** Rows read between two looks at the clock. */
const ROWS_PER_STEP = 100;

/** The explorer's data, built a step (ROWS_PER_STEP rows) at a time: each `yield` is a place to pause. */
function* buildSteps(values: readonly (readonly string[])[]): Generator<void, PropertiesData> {
  const header = SHOWN_COLUMNS.map((column) => cellAt(values[0], column.index).trim());
  const rows: PropertyRow[] = [];
  const seen = new Map<string, number>();
  // Per column: whether a cell is filled, and whether every filled cell so far is a number.
  const filled = COLUMN_IDS.map(() => false);
  const numbers = COLUMN_IDS.map(() => true);
  const tiers = new Set<string>();
  const neighborhoods = new Set<string>();
  for (let r = 1; r < values.length; r++) {
    if (r % ROWS_PER_STEP === 0) yield;
    const cells = SHOWN_COLUMNS.map((column) => cellAt(values[r], column.index).trim());
    // Blank lines of the sheet (nothing shown) are left out.
    if (cells.every((cell) => cell === '')) continue;
    const id = cellAt(values[r], ID_COLUMN).trim() || `row-${r}`;
    // Two rows with one id would share a key: the second gets a suffix.
    const copies = seen.get(id) ?? 0;
    seen.set(id, copies + 1);
    rows.push({
      key: copies === 0 ? id : `${id}#${copies}`,
      cells,
      search: fold([cells[CELL.address], cells[CELL.street], cells[CELL.neighborhood]].join('\n')),
    });
    cells.forEach((cell, c) => {
      if (cell === '') return;
      filled[c] = true;
      if (numbers[c] && Number.isNaN(numberOf(cell))) numbers[c] = false;
    });
    tiers.add(cells[CELL.tier]);
    neighborhoods.add(cells[CELL.neighborhood]);
  }
  const numeric = Object.fromEntries(COLUMN_IDS.map((id, c) => [id, filled[c] && numbers[c]])) as Record<
    ColumnId,
    boolean
  >;
  return {
    header,
    rows,
    tiers: distinct(tiers).sort((a, b) => compareCells(a, b, numeric.tier, foldedOrder)),
    neighborhoods: distinct(neighborhoods).sort(foldedOrder),
    numeric,
  };
}

/** The explorer's data from the tab's rows, at once. */
export function propertiesData(values: readonly (readonly string[])[]): PropertiesData {
  const steps = buildSteps(values);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/**
 * The same, in slices of a few ms with a new task between them: 2,367 rows take tens of ms on a
 * phone, which in one task would hold the page (a tap, a scroll, a frame) as the table arrives.
 * Stops with the signal's reason once it is aborted (newer rows are being built).
 */
export async function propertiesDataInSlices(
  values: readonly (readonly string[])[],
  signal: AbortSignal,
): Promise<PropertiesData> {
  const steps = buildSteps(values);
  // Not in the task that brought the rows: it has the page's render of their arrival to do.
  await nextTask();
  if (signal.aborted) throw signal.reason;
  let sliceStart = performance.now();
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    if (performance.now() - sliceStart < SLICE_MS) continue;
    await nextTask();
    if (signal.aborted) throw signal.reason;
    sliceStart = performance.now();
  }
}

/** Empty cells always last; numbers as numbers; text in the reader's language, '9' before '10'. */
function compareCells(a: string, b: string, numeric: boolean, order: TextOrder): number {
  if (a === '' || b === '') return a === b ? 0 : a === '' ? 1 : -1;
  return numeric ? numberOf(a) - numberOf(b) : order(a, b);
}

export type SortDirection = 'ascending' | 'descending';
export interface SortOrder {
  column: ColumnId;
  direction: SortDirection;
}

/** The rows in `sort` order (a new array; the sheet's order for null). Stable: ties keep the sheet's order. */
export function sortRows(data: PropertiesData, sort: SortOrder | null, order: TextOrder): PropertyRow[] {
  if (!sort) return data.rows;
  const cell = CELL[sort.column];
  const numeric = data.numeric[sort.column];
  const sign = sort.direction === 'ascending' ? 1 : -1;
  return [...data.rows].sort((x, y) => {
    const a = x.cells[cell];
    const b = y.cells[cell];
    // Empty cells stay last in both directions.
    if (a === '' || b === '') return compareCells(a, b, numeric, order);
    return sign * compareCells(a, b, numeric, order);
  });
}

/** What narrows the rows: a search and two filters ('' = no filter). */
export interface RowFilter {
  q: string;
  tier: string;
  neighborhood: string;
}

/** The row's address is one of the member's (the contract's address rule). */
export const isMine = (row: PropertyRow, mine: ReadonlySet<string>) => mine.has(addressKey(row.cells[CELL.address]));

/**
 * The rows that match every filter, in the given order. The search looks for the folded text in
 * the address, the street and the neighbourhood. Runs on every keystroke: one pass, no sorting.
 */
export function filterRows(
  rows: readonly PropertyRow[],
  filter: RowFilter,
  /** Only these addresses (addressKey), or null for every row: the member's "Mine". */
  mine: ReadonlySet<string> | null = null,
): readonly PropertyRow[] {
  const needle = fold(filter.q.trim());
  if (needle === '' && filter.tier === '' && filter.neighborhood === '' && !mine) return rows;
  return rows.filter(
    (row) =>
      (!mine || isMine(row, mine)) &&
      (filter.tier === '' || row.cells[CELL.tier] === filter.tier) &&
      (filter.neighborhood === '' || row.cells[CELL.neighborhood] === filter.neighborhood) &&
      (needle === '' || row.search.includes(needle)),
  );
}
