/**
 * "Your Saint James": the portfolio's calls and what the member reads when they fail, free of React
 * so they are unit tested (docs/product.md "Your Saint James").
 */
import { PORTFOLIO_FRESH_MS, uplandEndpoints, type Portfolio } from '@saint-james/api-contract';
import { ApiError, apiFetch, failedOffline } from '../../../lib/api';
import { apiQuery } from '../../../lib/apiQuery';
import type { Message } from '../../../lib/i18n/i18n';
import { timeOfDay } from '../../../lib/i18n/timeOfDay';
import { queryKeys } from '../../../lib/queryKeys';

/** The member's portfolio: the server caches it 10 minutes, so the page keeps it as long. */
export const portfolioQuery = (uid: string) =>
  apiQuery({
    key: queryKeys.account(uid).uplandPortfolio,
    endpoint: uplandEndpoints.portfolio,
    staleTime: PORTFOLIO_FRESH_MS,
    // 409 (not linked, relink) and 503 say what they mean: asking again at once changes nothing.
    retry: (failures, error) => !(error instanceof ApiError && error.status >= 400) && failures < 2,
  });

/** Upland asked now (at most once a minute: 429 with Retry-After otherwise). */
export const refreshPortfolio = (): Promise<Portfolio> => apiFetch(uplandEndpoints.refreshPortfolio);

/** The link, the token and the cached portfolio go. */
export const unlinkUpland = (): Promise<unknown> => apiFetch(uplandEndpoints.unlink);

/** The portfolio answered that the link is gone or broken: the page shows the link flow instead. */
export const isLinkProblem = (error: unknown) =>
  error instanceof ApiError && (error.code === 'not-linked' || error.code === 'relink');

/** What the member reads when the portfolio could not be read, decided on the error's code. */
export function portfolioErrorMessage(error: unknown): Message {
  if (error instanceof ApiError && error.code === 'upland-unavailable') return { key: 'portfolio.unavailable' };
  return { key: 'portfolio.failed' };
}

/**
 * When a refresh refused as too soon may be asked again (ms): the refusal's arrival plus its
 * Retry-After (a minute when absent). Null for any other error.
 */
export function refreshAgainAt(error: unknown, answeredAt: number): number | null {
  if (!(error instanceof ApiError) || error.code !== 'too-many-refreshes') return null;
  return answeredAt + Math.max(1, error.retryAfterSeconds ?? 60) * 1000;
}

/** What the member reads when a refresh is refused or fails (the properties shown stay as they were). */
export function refreshErrorMessage(error: unknown, answered: { at: number; locale: string }): Message {
  const again = refreshAgainAt(error, answered.at);
  // A time, not 'in N seconds': the line stays up until then, and an N would not count down.
  if (again !== null)
    return { key: 'portfolio.refreshWait', values: { time: timeOfDay(new Date(again), answered.locale) } };
  if (failedOffline(error)) return { key: 'portfolio.refreshOffline' };
  return portfolioErrorMessage(error);
}
