import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { useT } from '../../lib/i18n/useT';
import { timeOrDateAndTime } from '../../lib/i18n/dateTime';
import { shownAsOf } from './shownAsOf';
import { useOnline } from './useOnline';
import './offline.css';

/** The time of the oldest data on screen (the page's queries), following every change of the cache. */
function useShownAsOf(): number | null {
  const queryCache = useQueryClient().getQueryCache();
  const subscribe = useCallback((onChange: () => void) => queryCache.subscribe(onChange), [queryCache]);
  return useSyncExternalStore(subscribe, () =>
    shownAsOf(
      queryCache.getAll().map((query) => ({
        observers: query.getObserversCount(),
        hasData: query.state.data !== undefined,
        failed: query.state.status === 'error',
        dataUpdatedAt: query.state.dataUpdatedAt,
      })),
    ),
  );
}

/**
 * Says so while the browser is offline, on every page (docs/product.md#offline): when the data on
 * screen is from, and that changes need the network. Member and admin actions are not queued: they
 * fail at once with their own message (lib/queryClient.ts).
 */
export function OfflineNotice() {
  const online = useOnline();
  return (
    <div className="offline-notice-region" aria-live="polite">
      {!online && <OfflineLine />}
    </div>
  );
}

/**
 * The notice's line. Only an offline page follows the cache: online, every answer a page receives
 * would otherwise render the notice again, at once, in the task that brought the answer.
 */
function OfflineLine() {
  const asOf = useShownAsOf();
  const { t, locale } = useT();
  return (
    <p className="offline-notice">
      <strong>
        {asOf === null ? t('offline.title') : t('offline.asOf', { time: timeOrDateAndTime(asOf, locale) })}
      </strong>{' '}
      {t('offline.actions')}
    </p>
  );
}
