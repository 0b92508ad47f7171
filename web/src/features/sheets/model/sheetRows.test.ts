import { cellAt, tableWidth } from './sheetRows';

describe('rows', () => {
  it('measures ragged rows by the widest', () => {
    expect(tableWidth([['a'], ['a', 'b', 'c'], []])).toBe(3);
    expect(tableWidth([])).toBe(0);
  });

  it('reads a missing cell of a short row as empty', () => {
    expect(cellAt(['a'], 0)).toBe('a');
    expect(cellAt(['a'], 3)).toBe('');
    expect(cellAt(undefined, 0)).toBe('');
  });
});
