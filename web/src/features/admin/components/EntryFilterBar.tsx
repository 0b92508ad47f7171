import type { MapDataEntry } from '@saint-james/api-contract';
import { useId, useMemo } from 'react';
import { useT } from '../../../lib/i18n/useT';
import { choicesOf, isFiltering, NO_FILTER, type EntryFilter } from '../model/entryFilter';
import { Button } from '../../../components/Button';

/** Search by name, and a type and a status to narrow the table (and the map's pins) to. */
export function EntryFilterBar({
  entries,
  filter,
  onChange,
}: {
  entries: readonly MapDataEntry[];
  filter: EntryFilter;
  onChange: (filter: EntryFilter) => void;
}) {
  const { t } = useT();
  const id = useId();
  const types = useMemo(() => choicesOf(entries, 'type'), [entries]);
  const statuses = useMemo(() => choicesOf(entries, 'status'), [entries]);
  return (
    <fieldset className="entry-filter">
      <legend>{t('admin.filter.title')}</legend>
      <label htmlFor={`${id}-text`}>{t('admin.filter.text')}</label>
      <input
        id={`${id}-text`}
        type="search"
        autoComplete="off"
        value={filter.text}
        onChange={(event) => onChange({ ...filter, text: event.target.value })}
      />
      {(['type', 'status'] as const).map((field) => (
        <span key={field} className="entry-filter-choice">
          <label htmlFor={`${id}-${field}`}>{t(`admin.filter.${field}`)}</label>
          <select
            id={`${id}-${field}`}
            value={filter[field]}
            onChange={(event) => onChange({ ...filter, [field]: event.target.value })}
          >
            <option value="">{t('admin.filter.any')}</option>
            {(field === 'type' ? types : statuses).map(({ key, label }) => (
              <option key={key} value={key}>
                {label}
              </option>
            ))}
          </select>
        </span>
      ))}
      <Button
        type="button"
        className="secondary"
        unavailable={!isFiltering(filter)}
        onClick={() => onChange(NO_FILTER)}
      >
        {t('admin.filter.clear')}
      </Button>
    </fieldset>
  );
}
