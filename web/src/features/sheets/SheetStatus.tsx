import { LoadingMessage } from '../../components/LoadingMessage';
import { sheetErrorMessage } from './sheetsApi';

/**
 * Loading first; on failure the spec's message and a Retry button. With data already on screen a
 * failed refresh shows the message and Retry above it (the data stays).
 */
export function SheetStatus({ hasData, error, onRetry }: { hasData: boolean; error: unknown; onRetry: () => void }) {
  if (error) {
    return (
      <div className="sheet-error">
        <p className="error-message" role="alert">
          {sheetErrorMessage(error)}
        </p>
        <button type="button" className="secondary" onClick={onRetry}>
          Retry
        </button>
      </div>
    );
  }
  return hasData ? null : <LoadingMessage />;
}

/** 'Updated 12:00:05', from the time the server read the spreadsheet. */
export function UpdatedAt({ fetchedAt }: { fetchedAt: string }) {
  const time = new Date(fetchedAt);
  if (Number.isNaN(time.getTime())) return null;
  return (
    <p className="sheet-updated">
      Updated <time dateTime={fetchedAt}>{time.toLocaleTimeString()}</time>
    </p>
  );
}
