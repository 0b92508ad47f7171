import { LoadingMessage } from '../../../components/LoadingMessage';
import { useT } from '../../../lib/i18n/useT';
import { sheetErrorMessage } from '../sheetsApi';

/**
 * Loading first (and again while Retry runs with nothing on screen); on failure the message and a
 * Retry button. With data already on screen a failed refresh shows the message and Retry above it,
 * and the data stays.
 */
export function SheetStatus({
  hasData,
  error,
  fetching,
  onRetry,
}: {
  hasData: boolean;
  error: unknown;
  fetching: boolean;
  onRetry: () => void;
}) {
  const { t } = useT();
  if (error && !fetching) {
    return (
      <div className="sheet-error">
        <p className="error-message" role="alert">
          {t(sheetErrorMessage(error))}
        </p>
        <button type="button" className="secondary" onClick={onRetry}>
          {t('sheet.retry')}
        </button>
      </div>
    );
  }
  return hasData ? null : <LoadingMessage />;
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
