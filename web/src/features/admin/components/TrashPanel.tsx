import { TRASH_KEEP_DAYS, type TrashItem } from '@saint-james/api-contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { QueryStatus } from '../../../components/QueryStatus';
import type { Message } from '../../../lib/i18n/i18n';
import { useT } from '../../../lib/i18n/useT';
import { fold } from '../../../lib/searchText';
import { trashQuery } from '../api/adminApi';
import { dateAndTime } from '../../../lib/i18n/dateTime';
import { failureMessage } from '../model/messages';
import { entryLabel } from '../model/tableState';
import { Button } from '../../../components/Button';
import { useFocusAfterRemoval } from '../hooks/useFocusAfterRemoval';

/** A restore that brought nothing back: the entry's id and why ('Not restored: …'). */
export interface RestoreFailure {
  id: string;
  message: Message;
}

/**
 * The deleted entries, most recent first, a page at a time ("Show older" asks for the next), each
 * with Restore (same id, as it was). The name filter narrows the pages loaded so far.
 */
export function TrashPanel({
  uid,
  restoring,
  restoreFailed,
  onRestore,
}: {
  uid: string;
  /** The id being restored, if any. */
  restoring: string | null;
  /** The last restore, if it failed: said beside its Restore (above the list once it is not in it). */
  restoreFailed: RestoreFailure | null;
  onRestore: (item: TrashItem) => void;
}) {
  const { t, locale } = useT();
  const trash = useInfiniteQuery(trashQuery(uid));
  const [filter, setFilter] = useState('');
  const loaded = useMemo(() => trash.data?.pages.flatMap((page) => page.items), [trash.data]);
  const needle = fold(filter.trim());
  const shown = useMemo(
    () => (needle ? loaded?.filter((item) => fold(item.name).includes(needle)) : loaded),
    [loaded, needle],
  );
  const listRef = useRef<HTMLUListElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const shownIds = useMemo(() => shown?.map((item) => item.id), [shown]);
  const restoringFromList = useFocusAfterRemoval(shownIds, listRef, titleRef);
  return (
    <section className="trash-panel" aria-labelledby="trash-title">
      <h3 id="trash-title" ref={titleRef} tabIndex={-1}>
        {t('admin.trash.title')}
      </h3>
      <p className="map-data-hint">{t('admin.trash.hint', { days: TRASH_KEEP_DAYS })}</p>
      {loaded && loaded.length > 0 && (
        <label className="trash-filter">
          {t('admin.trash.filter')}
          <input type="search" value={filter} onChange={(event) => setFilter(event.target.value)} />
        </label>
      )}
      <QueryStatus
        query={trash}
        loading={t('admin.trash.loading')}
        failed={(error) => t('admin.trash.failed', { reason: failureMessage(error) })}
      />
      {loaded?.length === 0 && <p>{t('admin.trash.empty')}</p>}
      {loaded && loaded.length > 0 && (
        <p className="map-data-hint" role="status">
          {t(trash.hasNextPage ? 'admin.trash.shownMore' : 'admin.trash.shown', {
            shown: shown?.length ?? 0,
            loaded: loaded.length,
          })}
        </p>
      )}
      {restoreFailed && !shownIds?.includes(restoreFailed.id) && (
        <p className="error-message">{t(restoreFailed.message)}</p>
      )}
      {shown && shown.length > 0 && (
        <ul className="trash-list" ref={listRef}>
          {shown.map((item) => (
            <li key={item.id} data-trash-id={item.id}>
              <span className="trash-name" translate="no">
                {t(entryLabel(item))} · {item.location || '—'}
              </span>
              <span className="trash-when">
                {t('admin.trash.item', {
                  who: item.deletedBy || { key: 'admin.someoneElse' },
                  when: dateAndTime(item.deletedAt, locale),
                })}
              </span>
              <Button
                type="button"
                className="secondary"
                unavailable={restoring !== null}
                aria-label={t('admin.trash.restoreName', { label: entryLabel(item) })}
                onClick={() => {
                  restoringFromList(item.id);
                  onRestore(item);
                }}
              >
                {t('admin.trash.restore')}
              </Button>
              {/* Not live: the page's status line has read it out. */}
              {restoreFailed?.id === item.id && <p className="error-message">{t(restoreFailed.message)}</p>}
            </li>
          ))}
        </ul>
      )}
      {trash.hasNextPage && !trash.error && (
        <Button
          type="button"
          className="secondary"
          unavailable={trash.isFetchingNextPage}
          onClick={() => void trash.fetchNextPage()}
        >
          {t(trash.isFetchingNextPage ? 'admin.trash.loadingOlder' : 'admin.trash.older')}
        </Button>
      )}
    </section>
  );
}
