import type { MapDataEntry } from './mapDataApi';
import { isFullEntryList } from './mapDataApi';
import { entryLabel, initialTableState, isBlank, isChanged, tableReducer, type TableState } from './mapDataTableState';

const entry = (id: string, overrides: Partial<MapDataEntry> = {}): MapDataEntry => ({
  id,
  location: '13.187,-59.638',
  name: `Place ${id}`,
  description: 'd',
  type: 'landmark',
  status: 'active',
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
  updatedBy: 'seed',
  ...overrides,
});

const loaded = (...entries: MapDataEntry[]): TableState =>
  tableReducer(initialTableState(), { type: 'loaded', entries });

describe('isChanged / isBlank / entryLabel', () => {
  it('a row is changed only when a trimmed field differs from the stored one', () => {
    const stored = entry('a');
    expect(isChanged({ entry: stored, draft: { ...stored } })).toBe(false);
    expect(isChanged({ entry: stored, draft: { ...stored, name: `${stored.name}  ` } })).toBe(false);
    expect(isChanged({ entry: stored, draft: { ...stored, status: 'closed' } })).toBe(true);
    expect(isChanged({ entry: stored, draft: { ...stored, location: '' } })).toBe(true);
  });

  it('a draft is blank when every field is empty or spaces', () => {
    expect(isBlank({ location: '', name: ' ', description: '', type: '\t', status: '' })).toBe(true);
    expect(isBlank({ location: '', name: '', description: '', type: '', status: 'x' })).toBe(false);
  });

  it('names an entry by its name, or by its id when it has none', () => {
    expect(entryLabel({ id: 'abc', name: 'Saints HQ' })).toBe('“Saints HQ”');
    expect(entryLabel({ id: 'abc', name: '  ' })).toBe('entry abc');
  });
});

describe('tableReducer', () => {
  it('editing keeps the stored entry and changes only the draft', () => {
    const state = tableReducer(loaded(entry('a'), entry('b')), { type: 'edit', id: 'b', field: 'name', value: 'New' });
    expect(state.rows[1].draft.name).toBe('New');
    expect(state.rows[1].entry.name).toBe('Place b');
    expect(state.rows[0].draft.name).toBe('Place a');
  });

  it('a failed save keeps the draft as typed and shows the message', () => {
    let state = tableReducer(loaded(entry('a')), { type: 'edit', id: 'a', field: 'location', value: 'nowhere' });
    state = tableReducer(state, { type: 'busy', id: 'a', busy: 'saving' });
    state = tableReducer(state, { type: 'failed', id: 'a', text: "Not saved: location: must be 'lat,lng'" });
    expect(state.rows[0]).toMatchObject({
      busy: null,
      draft: { location: 'nowhere' },
      message: { kind: 'error', text: "Not saved: location: must be 'lat,lng'" },
    });
    expect(state.announcement).toBe("Not saved: location: must be 'lat,lng'");
    // Typing again clears a plain error ...
    state = tableReducer(state, { type: 'edit', id: 'a', field: 'location', value: '13,-59' });
    expect(state.rows[0].message).toBeNull();
  });

  it('keeps a 409 message (with its reload offer) while the admin keeps typing', () => {
    let state = tableReducer(loaded(entry('a')), { type: 'failed', id: 'a', text: 'Not saved: changed', offerReload: true });
    state = tableReducer(state, { type: 'edit', id: 'a', field: 'name', value: 'x' });
    expect(state.rows[0].message).toMatchObject({ offerReload: true });
  });

  it('a successful save takes the stored version as the new baseline', () => {
    let state = tableReducer(loaded(entry('a')), { type: 'edit', id: 'a', field: 'name', value: ' Renamed ' });
    const stored = entry('a', { name: 'Renamed', updatedAt: '2026-11-02T00:00:00.000Z' });
    state = tableReducer(state, { type: 'saved', entry: stored });
    expect(state.rows[0]).toEqual({
      entry: stored,
      draft: { location: stored.location, name: 'Renamed', description: 'd', type: 'landmark', status: 'active' },
      busy: null,
      message: { kind: 'success', text: 'Saved.' },
    });
    expect(isChanged(state.rows[0])).toBe(false);
  });

  it('reloading replaces the row with the current version, or removes it when it is gone', () => {
    let state = tableReducer(loaded(entry('a'), entry('b')), { type: 'edit', id: 'a', field: 'name', value: 'mine' });
    state = tableReducer(state, {
      type: 'reloaded',
      id: 'a',
      entry: entry('a', { name: 'theirs', updatedBy: 'other@x.test', updatedAt: '2026-11-03T00:00:00.000Z' }),
    });
    expect(state.rows[0].draft.name).toBe('theirs');
    expect(state.rows[0].message?.text).toMatch(/other@x\.test/);
    state = tableReducer(state, { type: 'reloaded', id: 'b', entry: null });
    expect(state.rows.map((row) => row.entry.id)).toEqual(['a']);
    expect(state.notice).toMatch(/Entry b no longer exists/);
  });

  it('a delete removes the row and says which entry went', () => {
    const state = tableReducer(loaded(entry('a'), entry('b')), { type: 'deleted', id: 'a' });
    expect(state.rows.map((row) => row.entry.id)).toEqual(['b']);
    expect(state.notice).toBe('Deleted “Place a”.');
  });

  it('a failed add keeps the add row as typed; a successful one appends the entry and clears it', () => {
    let state = tableReducer(loaded(entry('a')), { type: 'edit-add', field: 'name', value: 'Fresh' });
    state = tableReducer(state, { type: 'adding' });
    expect(state.add.busy).toBe(true);
    state = tableReducer(state, { type: 'add-failed', text: 'Not added: Admin privileges required' });
    expect(state.add).toMatchObject({ busy: false, draft: { name: 'Fresh' }, message: { kind: 'error' } });

    state = tableReducer(state, { type: 'adding' });
    state = tableReducer(state, { type: 'added', entry: entry('new1', { name: 'Fresh' }) });
    expect(state.rows.map((row) => row.entry.id)).toEqual(['a', 'new1']);
    expect(isBlank(state.add.draft)).toBe(true);
    expect(state.add.message?.text).toBe('Added “Fresh” with id new1.');
  });

  it('a reload of the list keeps what is typed in the add row', () => {
    let state = tableReducer(loaded(entry('a')), { type: 'edit-add', field: 'type', value: 'park' });
    state = tableReducer(state, { type: 'loaded', entries: [entry('b')] });
    expect(state.add.draft.type).toBe('park');
    expect(state.rows.map((row) => row.entry.id)).toEqual(['b']);
  });
});

describe('isFullEntryList', () => {
  it('accepts the admin shape and refuses the public one', () => {
    expect(isFullEntryList([entry('a')])).toBe(true);
    expect(isFullEntryList([])).toBe(true);
    expect(isFullEntryList([{ id: 'a', name: 'n', location: '1,2' }])).toBe(false);
    expect(isFullEntryList({ entries: [] })).toBe(false);
  });
});
