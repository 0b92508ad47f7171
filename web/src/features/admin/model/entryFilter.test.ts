import type { MapDataEntry } from '@saint-james/api-contract';
import { choicesOf, filterEntries, isFiltering, NO_FILTER } from './entryFilter';

const entry = (id: string, name: string, type: string, status: string): MapDataEntry => ({
  id,
  name,
  type,
  status,
  location: '',
  description: '',
  createdAt: '',
  updatedAt: '',
  updatedBy: '',
});

const ENTRIES = [
  entry('a', 'Église Sainte-Anne', 'landmark', 'open'),
  entry('b', 'Paynes Bay Market', 'market', 'planned'),
  entry('c', 'Holetown Chapel', 'landmark', ' closed '),
  entry('d', '', '', ''),
];

describe('filterEntries', () => {
  it('keeps every entry without a filter', () => {
    expect(filterEntries(ENTRIES, NO_FILTER)).toEqual(ENTRIES);
    expect(isFiltering(NO_FILTER)).toBe(false);
  });

  it('finds words in the name, case and accents ignored', () => {
    expect(filterEntries(ENTRIES, { ...NO_FILTER, text: 'eglise' }).map((e) => e.id)).toEqual(['a']);
    expect(filterEntries(ENTRIES, { ...NO_FILTER, text: '  CHAPEL ' }).map((e) => e.id)).toEqual(['c']);
    expect(isFiltering({ ...NO_FILTER, text: 'x' })).toBe(true);
  });

  it('narrows by type and status together (stored values are compared trimmed)', () => {
    expect(filterEntries(ENTRIES, { ...NO_FILTER, type: 'landmark' }).map((e) => e.id)).toEqual(['a', 'c']);
    expect(filterEntries(ENTRIES, { text: '', type: 'landmark', status: 'closed' }).map((e) => e.id)).toEqual(['c']);
    expect(filterEntries(ENTRIES, { text: 'market', type: 'landmark', status: '' })).toEqual([]);
  });
});

describe('choicesOf', () => {
  it('lists the distinct non-empty values, trimmed and sorted', () => {
    expect(choicesOf(ENTRIES, 'type')).toEqual([
      { key: 'landmark', label: 'landmark' },
      { key: 'market', label: 'market' },
    ]);
    expect(choicesOf(ENTRIES, 'status').map((choice) => choice.label)).toEqual(['closed', 'open', 'planned']);
  });
});

describe('a type or a status spelt several ways', () => {
  const SPELT = [
    entry('s1', 'Corner shop', 'Shop', 'Open'),
    entry('s2', 'Bay shop', ' shop ', 'open '),
    entry('s3', 'Big shop', 'SHOP', 'OPEN'),
    entry('m', 'Market', 'Market', 'planned'),
  ];

  it('is one choice, as the map draws them as one type, shown as first spelt', () => {
    expect(choicesOf(SPELT, 'type')).toEqual([
      { key: 'market', label: 'Market' },
      { key: 'shop', label: 'Shop' },
    ]);
    expect(choicesOf(SPELT, 'status')).toEqual([
      { key: 'open', label: 'Open' },
      { key: 'planned', label: 'planned' },
    ]);
  });

  it('finds every spelling once chosen', () => {
    const [, shop] = choicesOf(SPELT, 'type');
    expect(filterEntries(SPELT, { ...NO_FILTER, type: shop.key }).map((e) => e.id)).toEqual(['s1', 's2', 's3']);
    const [open] = choicesOf(SPELT, 'status');
    expect(filterEntries(SPELT, { ...NO_FILTER, status: open.key }).map((e) => e.id)).toEqual(['s1', 's2', 's3']);
  });
});
