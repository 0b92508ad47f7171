import { MAP_DATA_FIELDS, type MapDataEntry, type MapDataFields, type Revision } from '@saint-james/api-contract';
import type { Dispatch } from 'react';
import { useT } from '../../../lib/i18n/useT';
import { COLUMN_LABELS } from '../model/messages';
import { rowView, type TableAction, type TableState } from '../model/tableState';
import { EntryHistory } from './EntryHistory';
import { MapDataAddRow, MapDataEntryRow } from './MapDataRows';

/** What the rows ask of the page. */
export interface TableActions {
  /** The row whose pin the map highlights; null: the new entry. */
  select: (id: string | null) => void;
  save: (entry: MapDataEntry, fields: MapDataFields) => void;
  add: (fields: MapDataFields) => void;
  /** After a 409 or 404: the entry as it is now. */
  reload: (id: string) => void;
  /** Delete pressed: the page asks first (its button gets the focus back after Cancel). */
  askDelete: (entry: MapDataEntry, opener: HTMLButtonElement) => void;
  toggleHistory: (id: string) => void;
  /** Opens the entry's form beside the map. */
  open: (id: string) => void;
  revert: (entry: MapDataEntry, revision: Revision) => void;
}

/**
 * The entries as an editable table: a row group per entry (its fields, its message, its history
 * while open) and the new entry's row at the end. Typing goes to the table's state (`dispatch`).
 */
export function MapDataTable({
  uid,
  entries,
  total,
  table,
  selectedId,
  historyOf,
  dispatch,
  actions,
}: {
  uid: string;
  /** The entries shown (the filter's). */
  entries: readonly MapDataEntry[];
  /** How many there are in all. */
  total: number;
  table: TableState;
  selectedId: string | null;
  historyOf: string | null;
  dispatch: Dispatch<TableAction>;
  actions: TableActions;
}) {
  const { t } = useT();
  return (
    <div className="map-data-table-wrapper">
      <table role="table" className="map-data-table" aria-labelledby="map-data-title">
        <thead role="rowgroup">
          <tr role="row">
            {MAP_DATA_FIELDS.map((field) => (
              <th role="columnheader" scope="col" key={field}>
                {t(COLUMN_LABELS[field])}
              </th>
            ))}
            <th role="columnheader" scope="col">
              {t('admin.column.actions')}
            </th>
          </tr>
        </thead>
        {entries.length === 0 && (
          <tbody role="rowgroup">
            <tr role="row">
              <td role="cell" colSpan={MAP_DATA_FIELDS.length + 1} className="map-data-empty">
                {total === 0 ? t('admin.empty') : t('admin.filter.none')}
              </td>
            </tr>
          </tbody>
        )}
        {entries.map((entry) => {
          const row = rowView(table, entry);
          const historyOpen = historyOf === entry.id;
          return (
            <MapDataEntryRow
              key={entry.id}
              row={row}
              selected={selectedId === entry.id}
              historyOpen={historyOpen}
              history={
                historyOpen && (
                  <EntryHistory
                    uid={uid}
                    entry={entry}
                    busy={row.busy !== null}
                    onRevert={(revision) => actions.revert(entry, revision)}
                  />
                )
              }
              onSelect={() => actions.select(entry.id)}
              onEdit={(field, value) => dispatch({ type: 'edit', entry, field, value })}
              onSave={(fields) => actions.save(entry, fields)}
              onReload={() => actions.reload(entry.id)}
              onDelete={(opener) => actions.askDelete(entry, opener)}
              onToggleHistory={() => actions.toggleHistory(entry.id)}
              onOpen={() => actions.open(entry.id)}
            />
          );
        })}
        <MapDataAddRow
          add={table.add}
          selected={selectedId === null}
          onSelect={() => actions.select(null)}
          onEdit={(field, value) => dispatch({ type: 'edit-add', field, value })}
          onAdd={actions.add}
          onNothingToAdd={() => dispatch({ type: 'add-blank' })}
        />
      </table>
    </div>
  );
}
