import type { Portfolio } from '@saint-james/api-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { Message } from '../../../lib/i18n/i18n';
import { useT } from '../../../lib/i18n/useT';
import { queryKeys } from '../../../lib/queryKeys';
import { isLinkProblem, refreshAgainAt, refreshErrorMessage, refreshPortfolio } from './portfolioApi';
import { timeOrDateAndTime } from '../../../lib/i18n/dateTime';
import { Button } from '../../../components/Button';
import { StillWaiting } from '../../../components/StillWaiting';

/** What a refresh that got an answer says: the new time, or that Upland did not answer. */
const refreshedMessage = (fresh: Portfolio, locale: string): Message => {
  const time = timeOrDateAndTime(fresh.fetchedAt, locale);
  return fresh.stale ? { key: 'portfolio.stale', values: { time } } : { key: 'portfolio.refreshed', values: { time } };
};

/**
 * "As of 14:02 · Refresh", or, when Upland did not answer, "Upland is not answering; shown as of
 * …". A refresh asked too soon says when to try again (the server's Retry-After), until that time has come.
 */
export function RefreshLine({ uid, portfolio }: { uid: string; portfolio: Portfolio }) {
  const { t, locale } = useT();
  const client = useQueryClient();
  // When the last refusal came: the server's Retry-After counts from its answer, not from the ask.
  const [answeredAt, setAnsweredAt] = useState(0);
  // Refresh pressed while 'try again at …' shows: the message is put in again, so that a screen
  // reader reads it again (the press would otherwise seem to do nothing).
  const [pressedTooSoon, setPressedTooSoon] = useState(0);
  const refresh = useMutation({
    mutationFn: refreshPortfolio,
    onSuccess: (fresh) => client.setQueryData(queryKeys.account(uid).uplandPortfolio, fresh),
    onError: (error) => {
      setAnsweredAt(Date.now());
      // Upland refused the token (or the link went elsewhere): the dashboard asks for the link again.
      if (isLinkProblem(error)) void client.invalidateQueries({ queryKey: queryKeys.account(uid).uplandStatus });
    },
  });
  // 'Try again at 14:03:28' goes once that time has come.
  const { error, reset } = refresh;
  const againAt = refreshAgainAt(error, answeredAt);
  useEffect(() => {
    if (againAt === null) return;
    const timer = setTimeout(reset, againAt - Date.now());
    return () => clearTimeout(timer);
  }, [againAt, reset]);
  const time = timeOrDateAndTime(portfolio.fetchedAt, locale);
  return (
    <div className="portfolio-refresh">
      <p className={portfolio.stale ? 'portfolio-stale' : undefined}>
        {portfolio.stale ? t('portfolio.stale', { time }) : t('portfolio.asOf', { time })}
        {' · '}
        <Button
          type="button"
          className="link-button"
          onClick={() => refresh.mutate()}
          // Until 'try again at …' has come, a press would only get the same refusal.
          unavailable={refresh.isPending || againAt !== null}
          onUnavailablePress={againAt !== null ? () => setPressedTooSoon((n) => n + 1) : undefined}
        >
          {refresh.isPending ? t('portfolio.refreshing') : t('portfolio.refresh')}
        </Button>
      </p>
      <p role="status" aria-live="polite" className="portfolio-refresh-status">
        {refresh.isError && (
          <span key={pressedTooSoon} className="error-message">
            {t(refreshErrorMessage(refresh.error, { at: answeredAt, locale }))}
          </span>
        )}
        {/* A refresh that worked says so: the time above may not change (the same minute). When
            Upland did not answer, the line above says it already: read out only. */}
        {refresh.isSuccess && (
          <span className={refresh.data.stale ? 'visually-hidden' : 'success-message'}>
            {t(refreshedMessage(refresh.data, locale))}
          </span>
        )}
      </p>
      {refresh.isPending && <StillWaiting />}
    </div>
  );
}
