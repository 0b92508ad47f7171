import { QueryStatus, type QueryState } from '../../../components/QueryStatus';
import { useT } from '../../../lib/i18n/useT';
import { sheetErrorMessage } from '../../../lib/sheetsApi';

/** A sheet's 'Loading / failed + Retry' (components/QueryStatus), in the sheet pages' words. */
export function SheetStatus({ sheet }: { sheet: QueryState }) {
  const { t } = useT();
  return <QueryStatus query={sheet} failed={(error) => t(sheetErrorMessage(error))} />;
}

/** 'Updated 12:00:05': when the page last heard from the server that this is the current data. */
export function UpdatedAt({ at }: { at: number }) {
  const { t, i18n } = useT();
  if (!at) return null;
  const time = new Date(at);
  return (
    <p className="sheet-updated">
      <time dateTime={time.toISOString()}>
        {t('sheet.updated', { time: i18n.date(time, { timeStyle: 'medium' }) })}
      </time>
    </p>
  );
}
