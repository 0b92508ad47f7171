import {
  fieldProblem,
  LOCATION_EXAMPLE,
  MAP_DATA_FIELDS,
  type FieldProblem,
  type MapDataField,
  type MapDataFields,
} from '@saint-james/api-contract';
import type { ChangeEvent, FormEvent } from 'react';
import { useT } from '../../../lib/i18n/useT';
import { choiceKey } from '../model/entryFilter';
import { COLUMN_LABELS, problemMessage } from '../model/messages';
import type { RowMessage } from '../model/tableState';
import { Button } from '../../../components/Button';

// What the table's rows (an entry's and the new entry's) and the entry's form beside the map
// share: the field rules as the admin types, the editable cell, and the message under a row.

/** The fields the admin changed that break the shared rules (checked as they type). */
export function draftProblems(
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
export function submitUnlessInvalid(
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

/** The <datalist> of the types in use (the page has one): the type field offers them. */
export const TYPES_LIST_ID = 'map-data-types';

/**
 * One editable cell. Inputs belong to the row's form through the `form` attribute (a form cannot
 * wrap a table row), so Enter in a field saves the row. The visible label shows on phones, where the
 * table becomes cards; on wide screens the column header says it.
 */
export function FieldCell({
  field,
  value,
  formId,
  readOnly,
  describedBy,
  labelPrefix,
  problem,
  onChange,
  as: Cell = 'td',
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
  /** A table cell in the table, a plain block in the entry's form beside the map. */
  as?: 'td' | 'div';
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
    <Cell role={Cell === 'td' ? 'cell' : undefined} className={`map-data-cell map-data-${field}`}>
      <label>
        <span className="cell-label">
          {labelPrefix && <span className="visually-hidden">{labelPrefix} </span>}
          {t(COLUMN_LABELS[field])}
        </span>
        {field === 'description' ? (
          <textarea rows={3} translate="no" {...props} />
        ) : (
          <input
            type="text"
            autoComplete="off"
            translate="no"
            placeholder={PLACEHOLDERS[field]}
            list={field === 'type' ? TYPES_LIST_ID : undefined}
            {...props}
          />
        )}
      </label>
      {problem && (
        <span className="field-problem" id={problemId}>
          {t(problemMessage(problem))}
        </span>
      )}
    </Cell>
  );
}

/** The types the entries use, one per type as the map groups them (first spelling met), for the type fields to offer (one per page). */
export function TypesList({ entries }: { entries: readonly MapDataFields[] }) {
  const { t } = useT();
  const types = new Map<string, string>();
  for (const { type } of entries) {
    const words = type.trim();
    const key = choiceKey('type', words);
    if (key !== '' && !types.has(key)) types.set(key, words);
  }
  return (
    <datalist id={TYPES_LIST_ID} aria-label={t('admin.types')}>
      {[...types.values()]
        .sort((a, b) => a.localeCompare(b))
        .map((type) => (
          <option key={type} value={type} />
        ))}
    </datalist>
  );
}

/** A row's five editable cells, in the table's column order. */
export function FieldCells({
  draft,
  problems,
  ...cell
}: {
  draft: MapDataFields;
  formId: string;
  readOnly: boolean;
  describedBy?: string;
  labelPrefix?: string;
  problems: Partial<Record<MapDataField, FieldProblem>>;
  onChange: (field: MapDataField, value: string) => void;
  as?: 'td' | 'div';
}) {
  return MAP_DATA_FIELDS.map((field) => (
    <FieldCell key={field} field={field} value={draft[field]} problem={problems[field]} {...cell} />
  ));
}

/** The message under a row: plain text (the page's live region reads it out). */
export function MessageRow({
  message,
  onReload,
  busy,
}: {
  message: RowMessage;
  onReload?: () => void;
  busy?: boolean;
}) {
  const { t } = useT();
  return (
    <tr role="row" className="map-data-message-row">
      <td role="cell" colSpan={MAP_DATA_FIELDS.length + 1}>
        <p className={message.kind === 'error' ? 'error-message' : 'success-message'}>
          {t(message.text)}
          {message.offerReload && onReload && (
            <>
              {' '}
              <Button type="button" className="secondary" onClick={onReload} unavailable={busy}>
                {t('admin.reloadEntry')}
              </Button>
            </>
          )}
        </p>
      </td>
    </tr>
  );
}
