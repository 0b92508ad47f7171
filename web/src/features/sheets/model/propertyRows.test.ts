import { PROPERTIES_HEADER, propertyRow } from '../../../../test/propertiesTab';
import {
  filterRows,
  languageOrder,
  numberOf,
  propertiesData,
  propertiesDataInSlices,
  sortRows,
  type PropertiesData,
} from './propertyRows';

const collator = languageOrder('en');
const row = (id: string, hood: string, street: string, address: string, size: string, tier: string) =>
  propertyRow({ id, hood, street, address, size, tier });
const values = [
  PROPERTIES_HEADER,
  row('p1', 'Holetown', 'First Street', '12 First Street, Holetown', '1,122', '3'),
  row('p2', 'Sandy Lane', 'Palm Avenue', '9 Palm Avenue, Sandy Lane', '95', '10'),
  row('p3', 'Vallée', 'Rue Haute', '3 Rue Haute, Vallée', '', '2'),
  ['', '', '', '', '', '', '', '', ''],
  row('p1', 'Holetown', 'Bay Street', '10 Palm Avenue, Holetown', '300', ''),
];

const data: PropertiesData = propertiesData(values);
const addresses = (rows: readonly { cells: string[] }[]) => rows.map((r) => r.cells[2]);

describe('propertiesData', () => {
  it('shows the five visible columns in the sheet order, without columns 0, 1, 6 and 7', () => {
    expect(data.header).toEqual(['Neighborhood', 'Street', 'Address', 'Size (m²)', 'Tier']);
    expect(data.rows[0].cells).toEqual(['Holetown', 'First Street', '12 First Street, Holetown', '1,122', '3']);
  });

  it('leaves out blank lines, and keys rows by property id (a repeated id gets a suffix)', () => {
    expect(data.rows.map((r) => r.key)).toEqual(['p1', 'p2', 'p3', 'p1#1']);
  });

  it('lists the tiers in number order and the neighbourhoods alphabetically, as filter choices', () => {
    expect(data.tiers).toEqual(['2', '3', '10']);
    expect(data.neighborhoods).toEqual(['Holetown', 'Sandy Lane', 'Vallée']);
  });

  it('knows which columns hold numbers', () => {
    expect(data.numeric).toEqual({ neighborhood: false, street: false, address: false, size: true, tier: true });
    expect(numberOf(' 1,122 ')).toBe(1122);
    expect(numberOf('12a')).toBeNaN();
  });
});

describe('propertiesDataInSlices (the page builds its table in slices)', () => {
  // A tab as long as the real one, in slices of at most one step (the clock moves 10 ms a look).
  const long = [PROPERTIES_HEADER, ...Array.from({ length: 2400 }, (_, i) => values[1 + (i % 5)])];
  let clock = 0;
  beforeEach(() => {
    clock = 0;
    jest.spyOn(performance, 'now').mockImplementation(() => (clock += 10));
  });
  afterEach(() => jest.restoreAllMocks());

  it('builds what propertiesData builds, giving the browser a new task between slices', async () => {
    const timeouts = jest.spyOn(globalThis, 'setTimeout');
    expect(await propertiesDataInSlices(long, new AbortController().signal)).toEqual(propertiesData(long));
    // One before the first slice, then one per step of 100 rows.
    expect(timeouts.mock.calls.filter(([, ms]) => ms === 0).length).toBeGreaterThanOrEqual(24);
  });

  it('stops with the reason once aborted (newer rows are being built), between two slices', async () => {
    const building = new AbortController();
    const built = propertiesDataInSlices(long, building.signal);
    // Aborted after a few slices have run (each new task is a zero timeout under Node).
    await new Promise((resolve) => setTimeout(resolve, 0));
    await new Promise((resolve) => setTimeout(resolve, 0));
    building.abort(new Error('newer rows'));
    await expect(built).rejects.toThrow('newer rows');
  });
});

describe('filterRows', () => {
  const none = { q: '', tier: '', neighborhood: '' };

  it('searches address, street and neighbourhood, ignoring case and accents', () => {
    expect(addresses(filterRows(data.rows, { ...none, q: 'PALM' }))).toEqual([
      '9 Palm Avenue, Sandy Lane',
      '10 Palm Avenue, Holetown',
    ]);
    expect(addresses(filterRows(data.rows, { ...none, q: 'bay street' }))).toEqual(['10 Palm Avenue, Holetown']);
    expect(addresses(filterRows(data.rows, { ...none, q: '  vallee ' }))).toEqual(['3 Rue Haute, Vallée']);
    // Owner ids and the other hidden columns are not searched.
    expect(filterRows(data.rows, { ...none, q: 'owner' })).toEqual([]);
  });

  it("keeps only the member's own addresses by the contract's rule (case, accents, the part after a comma)", () => {
    const mine = new Set(['12 first street', '3 rue haute']);
    expect(addresses(filterRows(data.rows, none, mine))).toEqual(['12 First Street, Holetown', '3 Rue Haute, Vallée']);
    expect(addresses(filterRows(data.rows, { ...none, tier: '2' }, mine))).toEqual(['3 Rue Haute, Vallée']);
    expect(filterRows(data.rows, none, new Set())).toEqual([]);
    expect(filterRows(data.rows, none, null)).toBe(data.rows);
  });

  it('filters by tier and neighbourhood, all filters together', () => {
    expect(addresses(filterRows(data.rows, { ...none, tier: '3' }))).toEqual(['12 First Street, Holetown']);
    expect(addresses(filterRows(data.rows, { ...none, neighborhood: 'Holetown' }))).toHaveLength(2);
    expect(addresses(filterRows(data.rows, { q: 'palm', tier: '', neighborhood: 'Holetown' }))).toEqual([
      '10 Palm Avenue, Holetown',
    ]);
  });

  it('returns the same rows when nothing filters', () => {
    expect(filterRows(data.rows, none)).toBe(data.rows);
  });
});

describe('sortRows', () => {
  it('sorts numbers as numbers, empty cells last in both directions', () => {
    const up = sortRows(data, { column: 'size', direction: 'ascending' }, collator);
    expect(up.map((r) => r.cells[3])).toEqual(['95', '300', '1,122', '']);
    const down = sortRows(data, { column: 'size', direction: 'descending' }, collator);
    expect(down.map((r) => r.cells[3])).toEqual(['1,122', '300', '95', '']);
    const tiers = sortRows(data, { column: 'tier', direction: 'ascending' }, collator);
    expect(tiers.map((r) => r.cells[4])).toEqual(['2', '3', '10', '']);
  });

  it('sorts text in the reader’s language, numbers within it in order, ties in sheet order', () => {
    const byAddress = sortRows(data, { column: 'address', direction: 'ascending' }, collator);
    expect(addresses(byAddress)).toEqual([
      '3 Rue Haute, Vallée',
      '9 Palm Avenue, Sandy Lane',
      '10 Palm Avenue, Holetown',
      '12 First Street, Holetown',
    ]);
    const byHood = sortRows(data, { column: 'neighborhood', direction: 'ascending' }, collator);
    expect(byHood.map((r) => r.key)).toEqual(['p1', 'p1#1', 'p2', 'p3']);
  });

  it('keeps the sheet order without a sort, and never reorders the data itself', () => {
    expect(sortRows(data, null, collator)).toBe(data.rows);
    sortRows(data, { column: 'size', direction: 'descending' }, collator);
    expect(data.rows.map((r) => r.key)).toEqual(['p1', 'p2', 'p3', 'p1#1']);
  });
});
