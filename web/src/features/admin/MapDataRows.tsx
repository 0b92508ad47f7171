import { MAP_DATA_FIELDS, type MapDataField, type MapDataFields } from '@saint-james/api-contract';
import type { ChangeEvent } from 'react';
import { LOCATION_EXAMPLE } from '@saint-james/api-contract';
import { useT } from '../../lib/i18n/useT';
import { COLUMN_LABELS } from './messages';
import { isBlank, isChanged, type AddRowState, type RowMessage, type RowView } from './tableState';

const PLACEHOLDERS: Partial<Record<MapDataField, string>> = { location: LOCATION_EXAMPLE };

/**
 * One editable cell. Inputs belong to the row's form through the `form` attribute (a form cannot
 * wrap a table row), so Enter in a field saves the row. The visible label shows on phones, where the
 * table becomes cards; on wide screens the column header says it.
 */
function FieldCell({
  field,
  value,
  formId,
  readOnly,
  describedBy,
  labelPrefix,
  onChange,
}: {
  field: MapDataField;
  value: string;
  formId: string;
  readOnly: boolean;
  describedBy?: string;
  labelPrefix?: string;
  onChange: (field: MapDataField, value: string) => void;
}) {
  const { t } = useT();
  const props = {
    name: field,
    value,
    form: formId,
    readOnly,
    'aria-describedby': describedBy,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(field, event.target.value),
  };
  return (
    <td role="cell" className={`map-data-cell map-data-${field}`}>
      <label>
        <span className="cell-label">
          {labelPrefix && <span className="visually-hidden">{labelPrefix} </span>}
          {t(COLUMN_LABELS[field])}
        </span>
        {field === 'description' ? (
          <textarea rows={2} translate="no" {...props} />
        ) : (
          <input type="text" autoComplete="off" translate="no" placeholder={PLACEHOLDERS[field]} {...props} />
        )}
      </label>
    </td>
  );
}

/** The message under a row: plain text (the page's live region reads it out). */
function MessageRow({ message, onReload, busy }: { message: RowMessage; onReload?: () => void; busy?: boolean }) {
  const { t } = useT();
  return (
    <tr role="row" className="map-data-message-row">
      <td role="cell" colSpan={MAP_DATA_FIELDS.length + 1}>
        <p className={message.kind === 'error' ? 'error-message' : 'success-message'}>
          {t(message.text)}
          {message.offerReload && onReload && (
            <>
              {' '}
              <button type="button" className="secondary" onClick={onReload} disabled={busy}>
                {t('admin.reloadEntry')}
              </button>
            </>
          )}
        </p>
      </td>
    </tr>
  );
}

export function MapDataEntryRow({
  row,
  onEdit,
  onSave,
  onDelete,
  onReload,
}: {
  row: RowView;
  onEdit: (field: MapDataField, value: string) => void;
  onSave: (fields: MapDataFields) => void;
  onDelete: (opener: HTMLButtonElement) => void;
  onReload: () => void;
}) {
  const { t } = useT();
  const { entry, draft, busy, message } = row;
  const formId = `map-data-form-${entry.id}`;
  const idTextId = `map-data-id-${entry.id}`;
  const changed = isChanged(entry, draft);
  // One row group per entry: its row of fields and, under it, the outcome of the last action.
  return (
    <tbody role="rowgroup" className="map-data-entry" data-entry-id={entry.id} aria-busy={busy !== null}>
      <tr role="row" className="map-data-row">
        {MAP_DATA_FIELDS.map((field) => (
          <FieldCell
            key={field}
            field={field}
            value={draft[field]}
            formId={formId}
            readOnly={busy !== null}
            describedBy={idTextId}
            onChange={onEdit}
          />
        ))}
        <td role="cell" className="map-data-cell map-data-actions">
          <form
            id={formId}
            aria-label={t('admin.entryForm', { id: entry.id })}
            onSubmit={(event) => {
              event.preventDefault();
              if (changed && busy === null) onSave(draft);
            }}
          >
            <span className="entry-id" id={idTextId}>
              {t('admin.entryId', { id: entry.id })}
            </span>
            <span className="map-data-buttons">
              <button type="submit" className="primary" disabled={!changed || busy !== null}>
                {busy === 'saving' ? t('admin.saving') : t('admin.save')}
              </button>
              <button
                type="button"
                className="secondary danger"
                disabled={busy !== null}
                onClick={(event) => onDelete(event.currentTarget)}
              >
                {busy === 'deleting' ? t('admin.deleting') : t('admin.delete')}
              </button>
            </span>
          </form>
        </td>
      </tr>
      {message && <MessageRow message={message} busy={busy !== null} onReload={onReload} />}
    </tbody>
  );
}

export function MapDataAddRow({
  add,
  onEdit,
  onAdd,
}: {
  add: AddRowState;
  onEdit: (field: MapDataField, value: string) => void;
  onAdd: (fields: MapDataFields) => void;
}) {
  const { t } = useT();
  const formId = 'map-data-add-form';
  const blank = isBlank(add.draft);
  return (
    <tfoot role="rowgroup" className="map-data-entry map-data-add">
      <tr role="row" className="map-data-row">
        {MAP_DATA_FIELDS.map((field) => (
          <FieldCell
            key={field}
            field={field}
            value={add.draft[field]}
            formId={formId}
            readOnly={add.busy}
            labelPrefix={t('admin.newEntry')}
            onChange={onEdit}
          />
        ))}
        <td role="cell" className="map-data-cell map-data-actions">
          <form
            id={formId}
            aria-label={t('admin.newEntry')}
            onSubmit={(event) => {
              event.preventDefault();
              if (!blank && !add.busy) onAdd(add.draft);
            }}
          >
            <span className="entry-id">{t('admin.newEntry')}</span>
            <span className="map-data-buttons">
              <button type="submit" className="primary" disabled={blank || add.busy}>
                {add.busy ? t('admin.adding') : t('admin.add')}
              </button>
            </span>
          </form>
        </td>
      </tr>
      {add.message && <MessageRow message={add.message} />}
    </tfoot>
  );
}
