import { MAP_DATA_FIELDS, type MapDataEntry, type MapDataField, type MapDataFields } from './mapDataApi';

/**
 * The admin table's state: each row keeps the stored entry and the admin's draft side by side, so
 * a failed Save, Add or Delete never loses what was typed. Pure, so it is unit-tested.
 */
export interface RowMessage {
  kind: 'error' | 'success';
  text: string;
  /** The entry changed or vanished on the server (409/404): offer to reload it. */
  offerReload?: boolean;
}

export interface EntryRow {
  entry: MapDataEntry;
  draft: MapDataFields;
  busy: 'saving' | 'deleting' | 'reloading' | null;
  message: RowMessage | null;
}

export interface AddRow {
  draft: MapDataFields;
  busy: boolean;
  message: RowMessage | null;
}

export interface TableState {
  rows: EntryRow[];
  add: AddRow;
  /** Page-level news that has no row to sit in any more ('Deleted ...'). */
  notice: string;
  /** The latest message of any row, for the page's screen-reader live region. */
  announcement: string;
}

export type TableAction =
  | { type: 'loaded'; entries: MapDataEntry[] }
  | { type: 'edit'; id: string; field: MapDataField; value: string }
  | { type: 'busy'; id: string; busy: EntryRow['busy'] }
  | { type: 'failed'; id: string; text: string; offerReload?: boolean }
  | { type: 'saved'; entry: MapDataEntry }
  | { type: 'reloaded'; id: string; entry: MapDataEntry | null }
  | { type: 'deleted'; id: string }
  | { type: 'edit-add'; field: MapDataField; value: string }
  | { type: 'adding' }
  | { type: 'add-failed'; text: string }
  | { type: 'added'; entry: MapDataEntry };

export const emptyFields = (): MapDataFields => ({ location: '', name: '', description: '', type: '', status: '' });

export const fieldsOf = (entry: MapDataFields): MapDataFields =>
  Object.fromEntries(MAP_DATA_FIELDS.map((field) => [field, entry[field]])) as MapDataFields;

/** Changed as the server will see it: it trims, so trailing spaces alone are not a change. */
export const isChanged = (row: Pick<EntryRow, 'entry' | 'draft'>): boolean =>
  MAP_DATA_FIELDS.some((field) => row.draft[field].trim() !== row.entry[field].trim());

export const isBlank = (fields: MapDataFields): boolean => MAP_DATA_FIELDS.every((field) => fields[field].trim() === '');

/** How an entry is named to the admin: its name, or its id when it has none. */
export const entryLabel = (entry: Pick<MapDataEntry, 'id' | 'name'>): string =>
  entry.name.trim() !== '' ? `“${entry.name}”` : `entry ${entry.id}`;

const rowFor = (entry: MapDataEntry, message: RowMessage | null = null): EntryRow => ({
  entry,
  draft: fieldsOf(entry),
  busy: null,
  message,
});

export const initialTableState = (): TableState => ({
  rows: [],
  add: { draft: emptyFields(), busy: false, message: null },
  notice: '',
  announcement: '',
});

function updateRow(state: TableState, id: string, change: (row: EntryRow) => EntryRow): TableState {
  return { ...state, rows: state.rows.map((row) => (row.entry.id === id ? change(row) : row)) };
}

export function tableReducer(state: TableState, action: TableAction): TableState {
  switch (action.type) {
    case 'loaded':
      return { ...initialTableState(), add: state.add, rows: action.entries.map((entry) => rowFor(entry)) };
    case 'edit':
      // Typing clears the last message: it was about the previous attempt.
      return updateRow(state, action.id, (row) => ({
        ...row,
        draft: { ...row.draft, [action.field]: action.value },
        message: row.message?.kind === 'error' && row.message.offerReload ? row.message : null,
      }));
    case 'busy':
      return updateRow(state, action.id, (row) => ({ ...row, busy: action.busy }));
    case 'failed': {
      const failed = updateRow(state, action.id, (row) => ({
        ...row,
        busy: null,
        message: { kind: 'error', text: action.text, offerReload: action.offerReload },
      }));
      return { ...failed, announcement: action.text };
    }
    case 'saved':
      return {
        ...updateRow(state, action.entry.id, () => rowFor(action.entry, { kind: 'success', text: 'Saved.' })),
        announcement: `Saved ${entryLabel(action.entry)}.`,
      };
    case 'reloaded':
      if (action.entry === null) {
        const notice = `Entry ${action.id} no longer exists: another admin deleted it.`;
        return { ...state, rows: state.rows.filter((row) => row.entry.id !== action.id), notice, announcement: notice };
      }
      const text = `Reloaded the current version (saved by ${action.entry.updatedBy || 'someone else'}).`;
      return { ...updateRow(state, action.id, () => rowFor(action.entry!, { kind: 'success', text })), announcement: text };
    case 'deleted': {
      const gone = state.rows.find((row) => row.entry.id === action.id);
      const notice = `Deleted ${gone ? entryLabel(gone.entry) : `entry ${action.id}`}.`;
      return { ...state, rows: state.rows.filter((row) => row.entry.id !== action.id), notice, announcement: notice };
    }
    case 'edit-add':
      return { ...state, add: { ...state.add, draft: { ...state.add.draft, [action.field]: action.value }, message: null } };
    case 'adding':
      return { ...state, add: { ...state.add, busy: true, message: null } };
    case 'add-failed':
      return {
        ...state,
        add: { ...state.add, busy: false, message: { kind: 'error', text: action.text } },
        announcement: action.text,
      };
    case 'added': {
      const text = `Added ${entryLabel(action.entry)} with id ${action.entry.id}.`;
      return {
        ...state,
        rows: [...state.rows, rowFor(action.entry, { kind: 'success', text: 'Added.' })],
        add: { draft: emptyFields(), busy: false, message: { kind: 'success', text } },
        announcement: text,
      };
    }
  }
}
