import {
  fieldProblem,
  LOCATION_EXAMPLE,
  MAP_DATA_FIELDS,
  type FieldProblem,
  type MapDataField,
  type MapDataFields,
} from '@saint-james/api-contract';
import type { ChangeEvent, FormEvent, ReactNode } from 'react';
import { useT } from '../../../lib/i18n/useT';
import { COLUMN_LABELS, problemMessage } from '../model/messages';
import { isBlank, isChanged, type AddRowState, type RowMessage, type RowView } from '../model/tableState';

/** The fields the admin changed that break the shared rules (checked as they type). */
function draftProblems(
  draft: MapDataFields,
  stored: MapDataFields | null,
): Partial<Record<MapDataField, FieldProblem>> {
  const problems: Partial<Record<MapDataField, FieldProblem>> = {};
  for (const field of MAP_DATA_FIELDS) {
    if (stored && draft[field] === stored[field]) continue;
    const problem = fieldProblem(field, draft[field]);
    if (problem) problems[field] = problem;
  }
  return problems;
}

/**
 * Submits a row's form unless a field breaks the rules: then focus goes to (or stays in) the first
 * such field, whose message sits beside it.
 */
function submitUnlessInvalid(
  event: FormEvent<HTMLFormElement>,
  problems: Partial<Record<MapDataField, FieldProblem>>,
  submit: () => void,
) {
  event.preventDefault();
  const invalid = MAP_DATA_FIELDS.find((field) => problems[field]);
  if (!invalid) {
    submit();
    return;
  }
  const form = event.currentTarget;
  const input = form.ownerDocument.querySelector<HTMLElement>(`[form="${form.id}"][name="${invalid}"]`);
  input?.focus();
}

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
  problem,
  onChange,
}: {
  field: MapDataField;
  value: string;
  formId: string;
  readOnly: boolean;
  describedBy?: string;
  labelPrefix?: string;
  /** The shared rule this value breaks, shown beside the field. */
  problem?: FieldProblem;
  onChange: (field: MapDataField, value: string) => void;
}) {
  const { t } = useT();
  const problemId = `${formId}-${field}-problem`;
  const props = {
    name: field,
    value,
    form: formId,
    readOnly,
    'aria-invalid': problem ? true : undefined,
    'aria-describedby': [problem ? problemId : '', describedBy ?? ''].join(' ').trim() || undefined,
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
      {problem && (
        <span className="field-problem" id={problemId}>
          {t(problemMessage(problem))}
        </span>
      )}
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
  selected,
  historyOpen,
  history,
  onSelect,
  onEdit,
  onSave,
  onDelete,
  onReload,
  onToggleHistory,
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
}) {
  const { t } = useT();
  const { entry, draft, busy, message } = row;
  const formId = `map-data-form-${entry.id}`;
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
        {MAP_DATA_FIELDS.map((field) => (
          <FieldCell
            key={field}
            field={field}
            value={draft[field]}
            formId={formId}
            readOnly={busy !== null}
            describedBy={idTextId}
            problem={problems[field]}
            onChange={onEdit}
          />
        ))}
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
              <button
                type="button"
                className="secondary"
                aria-expanded={historyOpen}
                aria-controls={historyOpen ? historyId : undefined}
                onClick={onToggleHistory}
              >
                {t('admin.history')}
              </button>
            </span>
            {/* After the buttons: a press that selects the row does not move them under the pointer. */}
            {selected && <span className="selected-tag">{t('admin.selectedRow')}</span>}
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
}: {
  add: AddRowState;
  selected: boolean;
  onSelect: () => void;
  onEdit: (field: MapDataField, value: string) => void;
  onAdd: (fields: MapDataFields) => void;
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
        {MAP_DATA_FIELDS.map((field) => (
          <FieldCell
            key={field}
            field={field}
            value={add.draft[field]}
            formId={formId}
            readOnly={add.busy}
            labelPrefix={t('admin.newEntry')}
            problem={problems[field]}
            onChange={onEdit}
          />
        ))}
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
