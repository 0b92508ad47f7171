import { keepSameRows, parseSheetResponse, sameRows, tableWidth } from './sheetRows';

describe('parseSheetResponse', () => {
  it('reads {values, fetchedAt} and makes every cell a string', () => {
    expect(parseSheetResponse({ values: [['a', 2, null]], fetchedAt: '2026-11-22T12:00:00.000Z' })).toEqual({
      values: [['a', '2', '']],
      fetchedAt: '2026-11-22T12:00:00.000Z',
    });
  });

  it('refuses an answer without rows', () => {
    expect(() => parseSheetResponse({ error: 'Failed to fetch sheet' })).toThrow('no rows');
    expect(() => parseSheetResponse({ values: ['not a row'] })).toThrow('no rows');
    expect(() => parseSheetResponse(null)).toThrow('no rows');
  });
});

describe('rows', () => {
  it('measures ragged rows by the widest', () => {
    expect(tableWidth([['a'], ['a', 'b', 'c'], []])).toBe(3);
  });

  it('compares rows cell by cell', () => {
    expect(sameRows([['a', 'b']], [['a', 'b']])).toBe(true);
    expect(sameRows([['a', 'b']], [['a', 'c']])).toBe(false);
    expect(sameRows([['a']], [['a', '']])).toBe(false);
    expect(sameRows([['a']], [['a'], ['b']])).toBe(false);
  });

  it('keeps the previous rows array when a refresh brings the same rows', () => {
    const previous = { values: [['a']], fetchedAt: 't1' };
    const same = keepSameRows(previous, { values: [['a']], fetchedAt: 't2' });
    expect(same.values).toBe(previous.values);
    expect(same.fetchedAt).toBe('t2');
    const changed = { values: [['b']], fetchedAt: 't3' };
    expect(keepSameRows(previous, changed)).toBe(changed);
    expect(keepSameRows(undefined, changed)).toBe(changed);
  });
});
