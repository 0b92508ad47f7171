import { useLayoutEffect, useRef, type RefObject } from 'react';
import type { Message } from '../../../lib/i18n/i18n';
import { useT } from '../../../lib/i18n/useT';
import { Button } from '../../../components/Button';
import { focusIsLost } from '../../../lib/focusIsLost';
import { READ_OUT_PAUSE_MS, useSettled } from '../../../lib/useSettled';

/**
 * The line above the table: the page's latest news ('Deleted …' or 'Moved …', with Undo right after),
 * otherwise how many entries there are (and how many the filter shows). The filter's count is also
 * read out once the typing pauses (a live region of its own: the news is read out by the page's).
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
  ref: RefObject<HTMLParagraphElement | null>;
}) {
  const { t } = useT();
  const filterCount = filtering ? t('admin.filter.shown', { shown, total }) : '';
  const said = useSettled(filterCount, READ_OUT_PAUSE_MS);
  const offersUndo = undo !== null && (notice?.key === 'admin.deletedUndo' || notice?.key === 'admin.movedUndo');
  // Undo done (or the news replaced), its button goes: a keyboard left on the page's body by it
  // comes to the notice, which says what happened.
  const offeredUndo = useRef(offersUndo);
  useLayoutEffect(() => {
    if (offeredUndo.current && !offersUndo && focusIsLost()) ref.current?.focus({ preventScroll: true });
    offeredUndo.current = offersUndo;
  }, [offersUndo, ref]);
  return (
    <>
      <p className="visually-hidden" role="status">
        {said}
      </p>
      <p className="map-data-notice" ref={ref} tabIndex={-1}>
        {notice ? t(notice) : filterCount || t('admin.count', { count: total })}
        {offersUndo && (
          <>
            {' '}
            <Button type="button" className="secondary" unavailable={undo.busy} onClick={undo.run}>
              {t('admin.undo')}
            </Button>
          </>
        )}
      </p>
    </>
  );
}
