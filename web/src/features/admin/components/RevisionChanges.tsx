import type { Revision } from '@saint-james/api-contract';
import { useT } from '../../../lib/i18n/useT';
import { COLUMN_LABELS } from '../model/messages';

/**
 * What one revision changed: a line per field with its old and new values
 * ("Description: 'Saturday market' → 'Sunday market'"). A create, delete or restore has one side
 * only: it shows the name and location the entry had. An import's preview shows its updates so too.
 */
export function RevisionChanges({ revision }: { revision: Pick<Revision, 'before' | 'after' | 'changed'> }) {
  const { t } = useT();
  const { before, after, changed } = revision;
  if (!before || !after) {
    const fields = after ?? before;
    return fields ? (
      <span className="entry-history-fields" translate="no">
        {fields.name || '—'} · {fields.location || '—'}
      </span>
    ) : null;
  }
  if (changed.length === 0) return <span className="entry-history-fields">{t('admin.history.noChange')}</span>;
  return (
    <ul className="entry-history-changes">
      {changed.map((field) => (
        <li key={field}>
          {t('admin.history.change', {
            field: { key: COLUMN_LABELS[field] },
            before: before[field],
            after: after[field],
          })}
        </li>
      ))}
    </ul>
  );
}
