/**
 * "Your Saint James": the portfolio's calls and what the member reads when they fail, free of React
 * so they are unit tested (docs/product.md "Your Saint James").
 */
import { api, PORTFOLIO_FRESH_MS, type Portfolio } from '@saint-james/api-contract';
import { ApiError, apiFetch, failedOffline } from '../../../lib/api';
import { apiQuery } from '../../../lib/apiQuery';
import type { Message } from '../../../lib/i18n/i18n';
import { timeOfDay } from '../../../lib/i18n/timeOfDay';
import { queryKeys } from '../../../lib/queryKeys';

/** The member's portfolio: the server caches it 10 minutes, so the page keeps it as long. */
export const portfolioQuery = (uid: string) =>
  apiQuery({
    key: queryKeys.account(uid).uplandPortfolio,
    endpoint: api.upland.portfolio,
    staleTime: PORTFOLIO_FRESH_MS,
    // 409 (not linked, relink) and 503 say what they mean: asking again at once changes nothing.
    retry: (failures, error) => !(error instanceof ApiError && error.status >= 400) && failures < 2,
  });

/** Upland asked now (at most once a minute: 429 with Retry-After otherwise). */
export const refreshPortfolio = (): Promise<Portfolio> => apiFetch(api.upland.refreshPortfolio);

/** The link, the token and the cached portfolio go. */
export const unlinkUpland = (): Promise<unknown> => apiFetch(api.upland.unlink);

/** The portfolio answered that the link is gone or broken: the page shows the link flow instead. */
export const isLinkProblem = (error: unknown) =>
  error instanceof ApiError && (error.code === 'not-linked' || error.code === 'relink');

/** What the member reads when the portfolio could not be read, decided on the error's code. */
export function portfolioErrorMessage(error: unknown): Message {
  if (error instanceof ApiError && error.code === 'upland-unavailable') return { key: 'portfolio.unavailable' };
  return { key: 'portfolio.failed' };
}

/** How long a refresh refused as too soon asks the member to wait (its Retry-After; a minute when absent). */
export const refreshWaitSeconds = (error: ApiError) => Math.max(1, error.retryAfterSeconds ?? 60);

/** What the member reads when a refresh is refused or fails (the properties shown stay as they were). */
export function refreshErrorMessage(error: unknown, asked: { at: number; locale: string }): Message {
  if (error instanceof ApiError && error.code === 'too-many-refreshes') {
    // A time, not 'in N seconds': the line stays up until then, and an N would not count down.
    const again = new Date(asked.at + refreshWaitSeconds(error) * 1000);
    return { key: 'portfolio.refreshWait', values: { time: timeOfDay(again, asked.locale) } };
  }
  if (failedOffline(error)) return { key: 'portfolio.refreshOffline' };
  return portfolioErrorMessage(error);
}
