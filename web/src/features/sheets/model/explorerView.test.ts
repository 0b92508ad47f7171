import { isFiltered, nextSort, parseView, viewParams, EMPTY_VIEW } from './explorerView';

describe('the explorer view in the address', () => {
  it('reads q, tier, neighborhood and sort', () => {
    expect(parseView(new URLSearchParams('q=palm&tier=3&neighborhood=Sandy+Lane&sort=-size'))).toEqual({
      q: 'palm',
      tier: '3',
      neighborhood: 'Sandy Lane',
      sort: { column: 'size', direction: 'descending' },
      mine: false,
    });
    expect(parseView(new URLSearchParams('sort=tier')).sort).toEqual({ column: 'tier', direction: 'ascending' });
  });

  it('ignores a sort on a column that does not exist (a hidden one included)', () => {
    expect(parseView(new URLSearchParams('sort=owner')).sort).toBeNull();
    expect(parseView(new URLSearchParams('sort=-')).sort).toBeNull();
    expect(parseView(new URLSearchParams('')).sort).toBeNull();
  });

  it('writes back only what differs from the default, and reads back the same view', () => {
    expect(viewParams(EMPTY_VIEW).toString()).toBe('');
    const view = { q: 'Rue de la Vallée', tier: '', neighborhood: 'Holetown', sort: null, mine: false };
    const written = viewParams(view).toString();
    expect(written).toBe('q=Rue+de+la+Vall%C3%A9e&neighborhood=Holetown');
    expect(parseView(new URLSearchParams(written))).toEqual(view);
    // The member's "Mine" is mine=1; anything else is off.
    expect(viewParams({ ...EMPTY_VIEW, mine: true }).toString()).toBe('mine=1');
    expect(parseView(new URLSearchParams('mine=1')).mine).toBe(true);
    expect(parseView(new URLSearchParams('mine=yes')).mine).toBe(false);
  });

  it('cycles a column’s sort: ascending, descending, none; another column starts ascending', () => {
    const up = nextSort(null, 'tier');
    expect(up).toEqual({ column: 'tier', direction: 'ascending' });
    const down = nextSort(up, 'tier');
    expect(down).toEqual({ column: 'tier', direction: 'descending' });
    expect(nextSort(down, 'tier')).toBeNull();
    expect(nextSort(down, 'size')).toEqual({ column: 'size', direction: 'ascending' });
  });

  it('counts a search of spaces as no search', () => {
    expect(isFiltered({ ...EMPTY_VIEW, q: '   ' })).toBe(false);
    expect(isFiltered({ ...EMPTY_VIEW, tier: '1' })).toBe(true);
    expect(isFiltered({ ...EMPTY_VIEW, mine: true })).toBe(true);
  });
});
