import { useT } from '../../../lib/i18n/useT';
import { READ_OUT_PAUSE_MS, useSettled } from '../../../lib/useSettled';

/**
 * '812 of 2,367 properties': written at once as the reader types, and read out once the typing
 * pauses ('812 properties shown of 2,367', a live region that follows the settled count), not at
 * every keystroke. The visible line is hidden from screen readers, which read the region in its place.
 */
export function ExplorerCount({ shown, total }: { shown: number; total: number }) {
  const { t } = useT();
  const count = t('explorer.count', { shown, total });
  const said = useSettled(t('explorer.countSaid', { shown, total }), READ_OUT_PAUSE_MS);
  return (
    <>
      <p className="explorer-count" aria-hidden="true">
        {count}
      </p>
      <p className="visually-hidden" role="status">
        {said}
      </p>
    </>
  );
}
