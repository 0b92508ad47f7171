import { useState } from 'react';
import { QueryStatus, type QueryState } from '../../../components/QueryStatus';
import { dateAndTime, sameDay } from '../../../lib/i18n/dateTime';
import { timeOfDay } from '../../../lib/i18n/timeOfDay';
import { useT } from '../../../lib/i18n/useT';
import { sheetErrorMessage } from '../../../lib/sheetsApi';

/** A sheet's 'Loading / failed + Retry' (components/QueryStatus), in the sheet pages' words. */
export function SheetStatus({ sheet }: { sheet: QueryState }) {
  const { t } = useT();
  return <QueryStatus query={sheet} failed={(error) => t(sheetErrorMessage(error))} />;
}

/**
 * 'Updated 20:41:07' = when the data last changed: the api keeps a tab's fetchedAt while its rows
 * stay the same (the same version, the same ETag, a 304 to the browser), so it moves only when the
 * sheet does. Below, in small print, when the page last checked (the query's last success): with
 * its date too when that was not today (a copy from an earlier visit, shown offline).
 */
export function UpdatedAt({
  changedAt,
  checkedAt,
  now,
}: {
  changedAt: string;
  checkedAt: number;
  /** Today, for the test; the day the page opened otherwise. */
  now?: number;
}) {
  const { t, i18n } = useT();
  const [openedAt] = useState(() => Date.now());
  const changed = new Date(changedAt);
  if (Number.isNaN(changed.getTime()) || !checkedAt) return null;
  const checked = new Date(checkedAt);
  // Today's change by its time (written without Intl: lib/i18n/timeOfDay.ts); an older one with its date.
  const format = (time: Date, withDate: boolean) =>
    withDate ? dateAndTime(time, i18n.locale) : timeOfDay(time, i18n.locale);
  return (
    <p className="sheet-updated">
      <time dateTime={changed.toISOString()}>
        {sameDay(changed, checked)
          ? t('sheet.updated', { time: format(changed, false) })
          : t('sheet.updatedOn', { when: format(changed, true) })}
      </time>{' '}
      <small className="sheet-checked">
        <time dateTime={checked.toISOString()}>
          {sameDay(checked, now ?? openedAt)
            ? t('sheet.checked', { time: format(checked, false) })
            : t('sheet.checkedOn', { when: format(checked, true) })}
        </time>
      </small>
    </p>
  );
}
