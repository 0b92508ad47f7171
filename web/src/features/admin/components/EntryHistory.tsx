import type { MapDataEntry, Revision } from '@saint-james/api-contract';
import { useQuery } from '@tanstack/react-query';
import { QueryStatus } from '../../../components/QueryStatus';
import type { MessageKey } from '../../../lib/i18n/i18n';
import { useT } from '../../../lib/i18n/useT';
import { historyQuery } from '../api/adminApi';
import { distinctDatesAndTimes } from '../../../lib/i18n/dateTime';
import { failureMessage } from '../model/messages';
import { entryLabel } from '../model/tableState';
import { RevisionChanges } from './RevisionChanges';
import { Button } from '../../../components/Button';

/**
 * An entry's revisions, newest first: when, what, who, and each field it changed (old → new). Each
 * earlier version that kept the entry offers Revert (a new revision; the api checks for a 409).
 */
export function EntryHistory({
  uid,
  entry,
  busy,
  onRevert,
}: {
  uid: string;
  entry: MapDataEntry;
  busy: boolean;
  onRevert: (revision: Revision) => void;
}) {
  const { t, locale } = useT();
  const history = useQuery(historyQuery(uid, entry.id));
  const headingId = `map-data-history-title-${entry.id}`;
  const times = distinctDatesAndTimes(history.data?.map((revision) => revision.at) ?? [], locale);
  return (
    <section className="entry-history" aria-labelledby={headingId}>
      <h3 id={headingId}>{t('admin.history.title', { label: entryLabel(entry) })}</h3>
      <QueryStatus
        query={history}
        loading={t('admin.history.loading')}
        failed={(error) => t('admin.history.failed', { reason: failureMessage(error) })}
      />
      {history.data?.length === 0 && <p>{t('admin.history.empty')}</p>}
      {history.data && history.data.length > 0 && (
        <ol className="entry-history-list">
          {history.data.map((revision, index) => (
            <li key={revision.id}>
              <span>
                {t('admin.history.item', {
                  when: times[index],
                  action: { key: `admin.history.action.${revision.action}` as MessageKey },
                  who: revision.by || { key: 'admin.someoneElse' },
                })}
                {index === 0 && ` ${t('admin.history.current')}`}
              </span>
              <RevisionChanges revision={revision} />
              {index > 0 && revision.after && (
                <Button
                  type="button"
                  className="secondary"
                  unavailable={busy}
                  aria-label={t('admin.history.revertName', { when: times[index] })}
                  onClick={() => onRevert(revision)}
                >
                  {t('admin.history.revert')}
                </Button>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
