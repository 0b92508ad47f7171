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
    expect(choicesOf(ENTRIES, 'type')).toEqual(['landmark', 'market']);
    expect(choicesOf(ENTRIES, 'status')).toEqual(['closed', 'open', 'planned']);
  });
});
