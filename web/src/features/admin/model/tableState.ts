import {
  fieldsOf,
  MAP_DATA_FIELDS,
  type MapDataEntry,
  type MapDataField,
  type MapDataFields,
} from '@saint-james/api-contract';
import type { Message } from '../../../lib/i18n/i18n';

/**
 * The admin table's own state, beside the entries the server holds (the query cache): each row's
 * draft (only while it differs), what it is busy with, and the outcome of its last action. A failed
 * save, add or delete never loses what was typed. Pure, so it is unit-tested.
 */
export interface RowMessage {
  kind: 'error' | 'success';
  text: Message;
  /** The entry changed or vanished on the server (409/404): offer to reload it. */
  offerReload?: boolean;
}

export type RowBusy = 'saving' | 'deleting' | 'reloading' | null;

export interface RowState {
  draft?: MapDataFields;
  busy: RowBusy;
  message: RowMessage | null;
}

export interface AddRowState {
  draft: MapDataFields;
  busy: boolean;
  message: RowMessage | null;
}

export interface TableState {
  rows: Readonly<Record<string, RowState>>;
  add: AddRowState;
  /** Page-level news that has no row to sit in any more ('Deleted ...'). */
  notice: Message | null;
  /** The latest outcome of any row, for the page's screen-reader live region. */
  announcement: Message | null;
}

export type TableAction =
  | { type: 'edit'; entry: MapDataEntry; field: MapDataField; value: string }
  | { type: 'busy'; id: string; busy: RowBusy }
  | { type: 'failed'; id: string; text: Message; offerReload?: boolean }
  | { type: 'saved'; entry: MapDataEntry; text?: Message }
  | { type: 'notice'; text: Message }
  | { type: 'reloaded'; id: string; entry: MapDataEntry | null }
  | { type: 'deleted'; entry: MapDataEntry }
  | { type: 'edit-add'; field: MapDataField; value: string }
  | { type: 'adding' }
  | { type: 'add-failed'; text: Message }
  /** Add pressed with every field empty: the row (and the panel) say what it needs. */
  | { type: 'add-blank' }
  | { type: 'added'; entry: MapDataEntry }
  /** The form's 'Discard changes': the entry's fields as stored again (`id`), or the new entry's emptied (null). */
  | { type: 'discard'; id: string | null };

export const emptyFields = (): MapDataFields => ({ location: '', name: '', description: '', type: '', status: '' });

/** Changed as the server will see it: it trims, so trailing spaces alone are not a change. */
export const isChanged = (entry: MapDataFields, draft: MapDataFields): boolean =>
  MAP_DATA_FIELDS.some((field) => draft[field].trim() !== entry[field].trim());

export const isBlank = (fields: MapDataFields): boolean =>
  MAP_DATA_FIELDS.every((field) => fields[field].trim() === '');

/** Unsaved work (the page warns before leaving): a row whose draft differs, or a new entry being typed. */
export const hasUnsavedWork = (state: TableState, entries: readonly MapDataEntry[]): boolean =>
  !isBlank(state.add.draft) ||
  entries.some((entry) => {
    const draft = state.rows[entry.id]?.draft;
    return draft !== undefined && isChanged(entry, draft);
  });

/** How an entry is named to the admin: its name, or its id when it has none. */
export const entryLabel = (entry: Pick<MapDataEntry, 'id' | 'name'>): Message =>
  entry.name.trim() !== ''
    ? { key: 'admin.label.named', values: { name: entry.name } }
    : { key: 'admin.label.unnamed', values: { id: entry.id } };

export const initialTableState = (): TableState => ({
  rows: {},
  add: { draft: emptyFields(), busy: false, message: null },
  notice: null,
  announcement: null,
});

const idle: RowState = { busy: null, message: null };

/** A row as the table shows it: the stored entry, and the draft over it. */
export function rowView(state: TableState, entry: MapDataEntry) {
  const row = state.rows[entry.id] ?? idle;
  return { entry, draft: row.draft ?? fieldsOf(entry), busy: row.busy, message: row.message };
}
export type RowView = ReturnType<typeof rowView>;

/** What the form beside the map edits: an entry (its row's draft) or the new entry (the add row's). */
export type PanelTarget = { kind: 'entry'; row: RowView } | { kind: 'new'; add: AddRowState };

/** The form's target: the new entry (no id selected), the selected entry, or null while it is not in the list. */
export function panelTarget(state: TableState, selected: MapDataEntry | null | undefined, selectedId: string | null) {
  if (selectedId === null) return { kind: 'new', add: state.add } satisfies PanelTarget;
  return selected ? ({ kind: 'entry', row: rowView(state, selected) } satisfies PanelTarget) : null;
}

function withRow(state: TableState, id: string, change: (row: RowState) => RowState | null): TableState {
  const rows = { ...state.rows };
  const next = change(rows[id] ?? idle);
  if (next) rows[id] = next;
  else delete rows[id];
  return { ...state, rows };
}

export function tableReducer(state: TableState, action: TableAction): TableState {
  switch (action.type) {
    case 'edit':
      // Typing clears the last message (it was about the previous attempt), but not a reload offer.
      return withRow(state, action.entry.id, (row) => ({
        ...row,
        draft: { ...(row.draft ?? fieldsOf(action.entry)), [action.field]: action.value },
        message: row.message?.offerReload ? row.message : null,
      }));
    case 'busy':
      return withRow(state, action.id, (row) => ({ ...row, busy: action.busy }));
    case 'failed':
      return {
        ...withRow(state, action.id, (row) => ({
          ...row,
          busy: null,
          message: { kind: 'error', text: action.text, offerReload: action.offerReload },
        })),
        announcement: action.text,
      };
    case 'saved':
      return {
        ...withRow(state, action.entry.id, () => ({
          busy: null,
          message: { kind: 'success', text: action.text ?? { key: 'admin.saved' } },
        })),
        announcement: action.text ?? { key: 'admin.savedEntry', values: { label: entryLabel(action.entry) } },
      };
    case 'notice':
      return { ...state, notice: action.text, announcement: action.text };
    case 'reloaded': {
      if (action.entry === null) {
        const notice: Message = { key: 'admin.gone', values: { id: action.id } };
        return { ...withRow(state, action.id, () => null), notice, announcement: notice };
      }
      const text: Message = {
        key: 'admin.reloaded',
        values: { who: action.entry.updatedBy || { key: 'admin.someoneElse' } },
      };
      return {
        ...withRow(state, action.id, () => ({ busy: null, message: { kind: 'success', text } })),
        announcement: text,
      };
    }
    case 'deleted': {
      const notice: Message = { key: 'admin.deletedUndo', values: { label: entryLabel(action.entry) } };
      // Not announced: the notice takes the keyboard (the row and its Delete are gone) and is read then.
      return { ...withRow(state, action.entry.id, () => null), notice, announcement: null };
    }
    case 'edit-add':
      return {
        ...state,
        add: { ...state.add, draft: { ...state.add.draft, [action.field]: action.value }, message: null },
      };
    case 'adding':
      return { ...state, add: { ...state.add, busy: true, message: null } };
    case 'add-blank': {
      const text: Message = { key: 'admin.addBlank' };
      return { ...state, add: { ...state.add, message: { kind: 'error', text } }, announcement: text };
    }
    case 'add-failed':
      return {
        ...state,
        add: { ...state.add, busy: false, message: { kind: 'error', text: action.text } },
        announcement: action.text,
      };
    case 'discard': {
      const text: Message = { key: 'admin.panel.discarded' };
      if (action.id === null)
        return { ...state, add: { draft: emptyFields(), busy: false, message: null }, announcement: text };
      return {
        // A 409's offer to reload stays: the stored fields put back are the ones the server has replaced.
        ...withRow(state, action.id, (row) => ({
          ...row,
          draft: undefined,
          message: row.message?.offerReload ? row.message : null,
        })),
        announcement: text,
      };
    }
    case 'added': {
      // A new entry with no name is named by its id already: said once, as a sentence of its own.
      const text: Message =
        action.entry.name.trim() !== ''
          ? { key: 'admin.addedEntry', values: { label: entryLabel(action.entry), id: action.entry.id } }
          : { key: 'admin.addedUnnamed', values: { id: action.entry.id } };
      return {
        ...withRow(state, action.entry.id, () => ({
          busy: null,
          message: { kind: 'success', text: { key: 'admin.added' } },
        })),
        add: { draft: emptyFields(), busy: false, message: { kind: 'success', text } },
        announcement: text,
      };
    }
  }
}
