import type { TrashItem } from '@saint-james/api-contract';
import { useQuery } from '@tanstack/react-query';
import { QueryStatus } from '../../../components/QueryStatus';
import { useT } from '../../../lib/i18n/useT';
import { trashQuery } from '../api/adminApi';
import { formatWhen } from '../model/formatWhen';
import { failureMessage } from '../model/messages';
import { entryLabel } from '../model/tableState';

/** The deleted entries, most recent first, each with Restore (same id, as it was). */
export function TrashPanel({
  uid,
  restoring,
  onRestore,
}: {
  uid: string;
  /** The id being restored, if any. */
  restoring: string | null;
  onRestore: (item: TrashItem) => void;
}) {
  const { t, locale } = useT();
  const trash = useQuery(trashQuery(uid));
  return (
    <section className="trash-panel" aria-labelledby="trash-title">
      <h3 id="trash-title">{t('admin.trash.title')}</h3>
      <p className="map-data-hint">{t('admin.trash.hint')}</p>
      <QueryStatus
        query={trash}
        loading={t('admin.trash.loading')}
        failed={(error) => t('admin.trash.failed', { reason: failureMessage(error) })}
      />
      {trash.data?.length === 0 && <p>{t('admin.trash.empty')}</p>}
      {trash.data && trash.data.length > 0 && (
        <ul className="trash-list">
          {trash.data.map((item) => (
            <li key={item.id} data-trash-id={item.id}>
              <span className="trash-name" translate="no">
                {t(entryLabel(item))} · {item.location || '—'}
              </span>
              <span className="trash-when">
                {t('admin.trash.item', {
                  who: item.deletedBy || { key: 'admin.someoneElse' },
                  when: formatWhen(item.deletedAt, locale),
                })}
              </span>
              <button
                type="button"
                className="secondary"
                disabled={restoring !== null}
                aria-label={`${t('admin.trash.restore')}: ${t(entryLabel(item))}`}
                onClick={() => onRestore(item)}
              >
                {t('admin.trash.restore')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
