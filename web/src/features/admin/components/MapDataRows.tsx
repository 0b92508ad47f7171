import { MAP_DATA_FIELDS, type MapDataField, type MapDataFields } from '@saint-james/api-contract';
import type { ReactNode } from 'react';
import { useT } from '../../../lib/i18n/useT';
import { entryLabel, isBlank, isChanged, type AddRowState, type RowView } from '../model/tableState';
import { draftProblems, FieldCells, MessageRow, submitUnlessInvalid } from './RowParts';
import { Button } from '../../../components/Button';
import { StillWaiting } from '../../../components/StillWaiting';

const rowFormId = (id: string) => `map-data-form-${id}`;

/**
 * The Delete button of the row of entry `id`, as now on the page. A delete takes the row away at
 * once, so after a refused one its button is a new element.
 */
export const deleteButtonOf = (id: string) =>
  document.getElementById(rowFormId(id))?.querySelector<HTMLButtonElement>('button[data-action="delete"]') ?? null;

export function MapDataEntryRow({
  row,
  selected,
  historyOpen,
  history,
  onSelect,
  onEdit,
  onSave,
  onDelete,
  onReload,
  onToggleHistory,
  onOpen,
}: {
  row: RowView;
  /** The row whose pin is highlighted on the map (and that a map click fills). */
  selected: boolean;
  historyOpen: boolean;
  /** The entry's history, shown under the row while open. */
  history?: ReactNode;
  onSelect: () => void;
  onEdit: (field: MapDataField, value: string) => void;
  onSave: (fields: MapDataFields) => void;
  onDelete: (opener: HTMLButtonElement) => void;
  onReload: () => void;
  onToggleHistory: () => void;
  /** Opens the entry's form beside the map. */
  onOpen: () => void;
}) {
  const { t } = useT();
  const { entry, draft, busy, message } = row;
  const formId = rowFormId(entry.id);
  const idTextId = `map-data-id-${entry.id}`;
  const historyId = `map-data-history-${entry.id}`;
  const changed = isChanged(entry, draft);
  const problems = draftProblems(draft, entry);
  // One row group per entry: its row of fields and, under it, the outcome of the last action.
  return (
    <tbody
      role="rowgroup"
      className={selected ? 'map-data-entry is-selected' : 'map-data-entry'}
      data-entry-id={entry.id}
      aria-busy={busy !== null}
      onFocus={onSelect}
    >
      <tr role="row" className="map-data-row">
        <FieldCells
          draft={draft}
          formId={formId}
          readOnly={busy !== null}
          describedBy={idTextId}
          problems={problems}
          onChange={onEdit}
        />
        <td role="cell" className="map-data-cell map-data-actions">
          <form
            id={formId}
            aria-label={t('admin.entryForm', { id: entry.id })}
            onSubmit={(event) =>
              submitUnlessInvalid(event, problems, () => {
                if (changed && busy === null) onSave(draft);
              })
            }
          >
            <span className="entry-id" id={idTextId}>
              {t('admin.entryId', { id: entry.id })}
            </span>
            <span className="map-data-buttons">
              <Button type="submit" className="primary" unavailable={!changed || busy !== null}>
                {busy === 'saving' ? t('admin.saving') : t('admin.save')}
              </Button>
              <Button
                type="button"
                className="secondary danger"
                data-action="delete"
                unavailable={busy !== null}
                onClick={(event) => onDelete(event.currentTarget)}
              >
                {busy === 'deleting' ? t('admin.deleting') : t('admin.delete')}
              </Button>
              <button
                type="button"
                className="secondary"
                aria-expanded={historyOpen}
                aria-controls={historyOpen ? historyId : undefined}
                onClick={onToggleHistory}
              >
                {t('admin.history')}
              </button>
              <button
                type="button"
                className="secondary"
                aria-label={t('admin.panel.openName', { label: entryLabel(entry) })}
                onClick={onOpen}
              >
                {t('admin.panel.open')}
              </button>
            </span>
            {/* After the buttons: a press that selects the row does not move them under the pointer. */}
            {selected && <span className="selected-tag">{t('admin.selectedRow')}</span>}
            {busy !== null && <StillWaiting />}
          </form>
        </td>
      </tr>
      {message && <MessageRow message={message} busy={busy !== null} onReload={onReload} />}
      {historyOpen && (
        <tr role="row" className="map-data-history-row">
          <td role="cell" colSpan={MAP_DATA_FIELDS.length + 1} id={historyId}>
            {history}
          </td>
        </tr>
      )}
    </tbody>
  );
}

export const ADD_FORM_ID = 'map-data-add-form';

export function MapDataAddRow({
  add,
  selected,
  onSelect,
  onEdit,
  onAdd,
  onNothingToAdd,
}: {
  add: AddRowState;
  selected: boolean;
  onSelect: () => void;
  onEdit: (field: MapDataField, value: string) => void;
  onAdd: (fields: MapDataFields) => void;
  /** Add pressed with every field empty: the row says what it needs (a dimmed button that seemed to do nothing). */
  onNothingToAdd: () => void;
}) {
  const { t } = useT();
  const formId = ADD_FORM_ID;
  const blank = isBlank(add.draft);
  const problems = draftProblems(add.draft, null);
  return (
    <tfoot
      role="rowgroup"
      className={selected ? 'map-data-entry map-data-add is-selected' : 'map-data-entry map-data-add'}
      onFocus={onSelect}
    >
      <tr role="row" className="map-data-row">
        <FieldCells
          draft={add.draft}
          formId={formId}
          readOnly={add.busy}
          labelPrefix={t('admin.newEntry')}
          problems={problems}
          onChange={onEdit}
        />
        <td role="cell" className="map-data-cell map-data-actions">
          <form
            id={formId}
            aria-label={t('admin.newEntry')}
            onSubmit={(event) =>
              submitUnlessInvalid(event, problems, () => {
                if (!blank && !add.busy) onAdd(add.draft);
              })
            }
          >
            <span className="entry-id">{t('admin.newEntry')}</span>
            <span className="map-data-buttons">
              <Button
                type="submit"
                className="primary"
                unavailable={blank || add.busy}
                onUnavailablePress={blank && !add.busy ? onNothingToAdd : undefined}
              >
                {add.busy ? t('admin.adding') : t('admin.add')}
              </Button>
            </span>
            {add.busy && <StillWaiting />}
          </form>
        </td>
      </tr>
      {add.message && <MessageRow message={add.message} />}
    </tfoot>
  );
}
