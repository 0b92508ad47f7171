import type { Ref } from 'react';
import type { Message } from '../../../lib/i18n/i18n';
import { useT } from '../../../lib/i18n/useT';

/**
 * The line above the table: the page's latest news ('Deleted …' or 'Moved …', with Undo right after),
 * otherwise how many entries there are (and how many the filter shows).
 */
export function EntryNotice({
  notice,
  shown,
  total,
  filtering,
  undo,
  ref,
}: {
  notice: Message | null;
  shown: number;
  total: number;
  filtering: boolean;
  /** Offered while the notice is a delete's or a pin move's. */
  undo: { run: () => void; busy: boolean } | null;
  /** The focus comes here after a delete (the row and its button are gone). */
  ref: Ref<HTMLParagraphElement>;
}) {
  const { t } = useT();
  return (
    <p className="map-data-notice" ref={ref} tabIndex={-1}>
      {notice ? t(notice) : filtering ? t('admin.filter.shown', { shown, total }) : t('admin.count', { count: total })}
      {undo && (notice?.key === 'admin.deletedUndo' || notice?.key === 'admin.movedUndo') && (
        <>
          {' '}
          <button type="button" className="secondary" disabled={undo.busy} onClick={undo.run}>
            {t('admin.undo')}
          </button>
        </>
      )}
    </p>
  );
}
