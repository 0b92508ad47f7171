import type { MapDataEntry } from '@saint-james/api-contract';
import { english } from '../../../../test/english';
import type { Message } from '../../../lib/i18n/i18n';
import {
  entryLabel,
  hasUnsavedWork,
  initialTableState,
  isBlank,
  isChanged,
  rowView,
  tableReducer,
  type TableAction,
  type TableState,
} from './tableState';

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

const run = (...actions: TableAction[]): TableState => actions.reduce(tableReducer, initialTableState());

describe('isChanged / isBlank / entryLabel', () => {
  it('a row is changed only when a trimmed field differs from the stored one', () => {
    const stored = entry('a');
    expect(isChanged(stored, { ...stored })).toBe(false);
    expect(isChanged(stored, { ...stored, name: `${stored.name}  ` })).toBe(false);
    expect(isChanged(stored, { ...stored, status: 'closed' })).toBe(true);
    expect(isChanged(stored, { ...stored, location: '' })).toBe(true);
  });

  it('a draft is blank when every field is empty or spaces', () => {
    expect(isBlank({ location: '', name: ' ', description: '', type: '\t', status: '' })).toBe(true);
    expect(isBlank({ location: '', name: '', description: '', type: '', status: 'x' })).toBe(false);
  });

  it('names an entry by its name, or by its id when it has none', () => {
    expect(english(entryLabel({ id: 'abc', name: 'Saints HQ' }))).toBe('“Saints HQ”');
    expect(english(entryLabel({ id: 'abc', name: '  ' }))).toBe('entry abc');
  });
});

describe('tableReducer', () => {
  const a = entry('a');
  const b = entry('b');

  it('shows the stored entry until the admin types, then the draft over it', () => {
    const state = run({ type: 'edit', entry: b, field: 'name', value: 'New' });
    expect(rowView(state, b).draft.name).toBe('New');
    expect(rowView(state, b).entry.name).toBe('Place b');
    expect(rowView(state, a).draft.name).toBe('Place a');
  });

  it('Discard changes puts the stored fields back, or empties the new entry, and says so', () => {
    const typed = run(
      { type: 'edit', entry: a, field: 'name', value: 'Typo' },
      { type: 'edit', entry: b, field: 'status', value: 'closed' },
      { type: 'edit-add', field: 'name', value: 'Half typed' },
    );
    expect(hasUnsavedWork(typed, [a, b])).toBe(true);
    const discarded = tableReducer(tableReducer(typed, { type: 'discard', id: 'a' }), { type: 'discard', id: null });
    expect(rowView(discarded, a).draft).toEqual(rowView(initialTableState(), a).draft);
    expect(rowView(discarded, b).draft.status).toBe('closed');
    expect(isBlank(discarded.add.draft)).toBe(true);
    expect(english(discarded.announcement)).toBe('Changes discarded.');
    expect(hasUnsavedWork(tableReducer(discarded, { type: 'discard', id: 'b' }), [a, b])).toBe(false);
  });

  it('Discard changes keeps a 409’s offer to reload: what it puts back is what the server replaced', () => {
    const stale: Message = { key: 'admin.failure.stale' };
    const state = run(
      { type: 'edit', entry: a, field: 'name', value: 'Mine' },
      { type: 'failed', id: 'a', text: stale, offerReload: true },
      { type: 'discard', id: 'a' },
    );
    expect(rowView(state, a).message).toEqual({ kind: 'error', text: stale, offerReload: true });
  });

  it('a failed save keeps the draft as typed and shows the message; typing again clears it', () => {
    const notSaved: Message = { key: 'admin.notSaved', values: { reason: { key: 'admin.failure.network' } } };
    let state = run(
      { type: 'edit', entry: a, field: 'location', value: 'nowhere' },
      { type: 'busy', id: 'a', busy: 'saving' },
      { type: 'failed', id: 'a', text: notSaved },
    );
    expect(rowView(state, a)).toMatchObject({
      busy: null,
      draft: { location: 'nowhere' },
      message: { kind: 'error', text: notSaved },
    });
    expect(english(state.announcement)).toBe(
      'Not saved: the server could not be reached. Check your connection and try again.',
    );
    state = tableReducer(state, { type: 'edit', entry: a, field: 'location', value: '13,-59' });
    expect(rowView(state, a).message).toBeNull();
  });

  it('keeps a 409 message (with its reload offer) while the admin keeps typing', () => {
    const state = run(
      { type: 'failed', id: 'a', text: { key: 'admin.failure.stale' }, offerReload: true },
      { type: 'edit', entry: a, field: 'name', value: 'x' },
    );
    expect(rowView(state, a).message).toMatchObject({ offerReload: true });
  });

  it('a successful save drops the draft: the stored version is the new baseline', () => {
    const stored = entry('a', { name: 'Renamed', updatedAt: '2026-11-02T00:00:00.000Z' });
    const state = run({ type: 'edit', entry: a, field: 'name', value: ' Renamed ' }, { type: 'saved', entry: stored });
    expect(rowView(state, stored)).toEqual({
      entry: stored,
      draft: { location: stored.location, name: 'Renamed', description: 'd', type: 'landmark', status: 'active' },
      busy: null,
      message: { kind: 'success', text: { key: 'admin.saved' } },
    });
    expect(english(state.announcement)).toBe('Saved “Renamed”.');
  });

  it('a reload discards the draft and says whose version it is, or that the entry is gone', () => {
    const current = entry('a', { status: 'closed', updatedBy: 'other@x' });
    let state = run(
      { type: 'edit', entry: a, field: 'status', value: 'mine' },
      { type: 'reloaded', id: 'a', entry: current },
    );
    expect(rowView(state, current).draft.status).toBe('closed');
    expect(english(rowView(state, current).message?.text)).toBe('Reloaded the current version (saved by other@x).');
    state = tableReducer(state, { type: 'reloaded', id: 'a', entry: null });
    expect(state.rows.a).toBeUndefined();
    expect(english(state.notice)).toBe('Entry a no longer exists: another admin deleted it.');
  });

  it('a delete forgets the row and says so on the page', () => {
    const state = run({ type: 'edit', entry: a, field: 'name', value: 'x' }, { type: 'deleted', entry: a });
    expect(state.rows.a).toBeUndefined();
    expect(english(state.notice)).toBe('Deleted “Place a”. It is in the Trash.');
    // Read once, as the notice takes the focus: not a second time by the live region.
    expect(state.announcement).toBeNull();
  });

  it('the add row keeps what was typed when the add fails, and is cleared when it works', () => {
    let state = run(
      { type: 'edit-add', field: 'name', value: 'Lookout' },
      { type: 'adding' },
      { type: 'add-failed', text: { key: 'admin.notAdded', values: { reason: { key: 'admin.failure.invalid' } } } },
    );
    expect(state.add).toMatchObject({ busy: false, draft: { name: 'Lookout' }, message: { kind: 'error' } });
    const created = entry('n', { name: 'Lookout' });
    state = tableReducer(state, { type: 'added', entry: created });
    expect(state.add.draft.name).toBe('');
    expect(english(state.add.message?.text)).toBe('Added “Lookout” with id n.');
    expect(english(rowView(state, created).message?.text)).toBe('Added.');
  });

  it('Add pressed with nothing typed says what it needs, aloud too, until a field is typed', () => {
    let state = run({ type: 'add-blank' });
    expect(english(state.add.message?.text)).toBe(
      'Type a name, a location or another field first: an empty entry is not added.',
    );
    expect(state.announcement).toEqual(state.add.message?.text);
    expect(state.add.busy).toBe(false);
    state = tableReducer(state, { type: 'edit-add', field: 'name', value: 'L' });
    expect(state.add.message).toBeNull();
  });

  it('an entry added with no name is named by its id once, in a sentence that starts as one', () => {
    const state = tableReducer(run({ type: 'adding' }), { type: 'added', entry: entry('x7', { name: ' ' }) });
    expect(english(state.add.message?.text)).toBe('Added an entry with no name, id x7.');
  });
});
