import '../styles/queryStatus.css';
import { useT } from '../lib/i18n/useT';
import { LoadingMessage } from './LoadingMessage';

/** What QueryStatus reads of a query (TanStack Query's result has it all). */
export interface QueryState {
  data: unknown;
  error: unknown;
  isFetching: boolean;
  refetch: () => Promise<unknown>;
}

/**
 * The one 'loading / failed + Retry' of a query. Loading while there is nothing to show (and again
 * while Retry runs); once it failed, why (read out at once) and Retry. With data on screen, a
 * failed refresh shows the failure and Retry above it, and the data stays.
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
  if (query.error && !query.isFetching) {
    return (
      <div className="query-failed">
        <p className="error-message" role="alert">
          {failed(query.error)}
        </p>
        <button type="button" className="secondary" onClick={() => void query.refetch()}>
          {t('retry')}
        </button>
      </div>
    );
  }
  return query.data === undefined ? <LoadingMessage text={loading} /> : null;
}
