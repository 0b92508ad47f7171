import { useState } from 'react';
import '../styles/queryStatus.css';
import { useT } from '../lib/i18n/useT';
import { LoadingMessage } from './LoadingMessage';

/** What QueryStatus reads of a query (TanStack Query's result has it all). */
export interface QueryState {
  data: unknown;
  error: unknown;
  isFetching: boolean;
  /** How many times this query has failed: a query that never failed never shows another's failure. */
  errorUpdateCount: number;
  refetch: () => Promise<unknown>;
}

/**
 * The one 'loading / failed + Retry' of a query. Loading while there is nothing to show; once it
 * failed, why (read out at once) and Retry. The failure stays while the query asks again (Retry, or
 * a page's polling), with 'Trying again…' beside Retry: it does not flash back to Loading and away,
 * and a reader's focus on Retry stays there. With data on screen, a failed refresh shows the failure
 * and Retry above it, and the data stays.
 */
export function QueryStatus({
  query,
  loading,
  failed,
}: {
  query: QueryState;
  /** The loading line ('Loading...' by default). */
  loading?: string;
  /** What to say when the query failed, decided on its error. */
  failed: (error: unknown) => string;
}) {
  const { t } = useT();
  // TanStack Query clears a query's error as it asks again when it has no data: the failure shown
  // until then is kept here, so that it stays while the query asks again.
  const [lastError, setLastError] = useState<unknown>(null);
  if (query.error && query.error !== lastError) setLastError(query.error);
  if (!query.error && !query.isFetching && lastError !== null) setLastError(null);
  const error = query.error ?? (query.isFetching && query.errorUpdateCount > 0 ? lastError : null);
  if (error) {
    return (
      <div className="query-failed">
        <p className="error-message" role="alert">
          {failed(error)}
        </p>
        <button type="button" className="secondary" onClick={() => void query.refetch()}>
          {t('retry')}
        </button>
        <span className="query-retrying" role="status">
          {query.isFetching ? t('retrying') : ''}
        </span>
      </div>
    );
  }
  return query.data === undefined ? <LoadingMessage text={loading} /> : null;
}
