/**
 * The Upland link's calls and messages, free of React so they are unit tested: ask the api for a
 * one-time code, read the link status, and say what happened in words decided on the error code.
 */
import {
  LINK_CODE_LIMIT,
  LINK_CODE_WINDOW_MINUTES,
  uplandEndpoints,
  type LinkCode,
  type LinkStatus,
} from '@saint-james/api-contract';
import { ApiError, apiFetch, failedOffline, READ_TIME_LIMIT_MS, unreached } from '../../lib/api';
import { apiQuery } from '../../lib/apiQuery';
import type { Message, MessageKey } from '../../lib/i18n/i18n';
import { queryKeys } from '../../lib/queryKeys';

export const LINK_FAILED_MESSAGE: Message = { key: 'upland.failed' };
export const NO_USER_MESSAGE: Message = { key: 'upland.noUser' };
/** How often the status is asked while a code is shown. */
export const STATUS_POLL_MS = 3000;

/**
 * A code request waits as long as a read (the api itself gives Upland 8 s); past that it counts as
 * failed, with no endless spinner. A code issued after that is only one of the member's five.
 */
const REQUEST_TIMEOUT_MS = READ_TIME_LIMIT_MS;

/** A one-time code for the signed-in member (the api client sends the member's ID token). */
export function askForLinkCode(email: string): Promise<LinkCode> {
  return apiFetch(uplandEndpoints.initAuth, { body: { email }, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
}

/** How long the first status read is not asked again by a page that shows it. */
const FIRST_STATUS_FRESH_MS = 30_000;

/**
 * The member's link status. A slow answer needs no deadline: polling asks again, and the countdown
 * ends the wait. The first answer stays fresh for a moment, so the one /dashboard asked for as it
 * opened (features/dashboard/index.ts) is not asked for again when the page first shows it; every
 * later answer is stale at once, as before (a return to the tab asks again, say after a link made
 * in the game as its code ran out), and a poll, unlinking or a refused link always asks.
 */
export const linkStatusQuery = (uid: string) =>
  apiQuery({
    key: queryKeys.account(uid).uplandStatus,
    endpoint: uplandEndpoints.status,
    staleTime: (query) => (query.state.dataUpdateCount <= 1 ? FIRST_STATUS_FRESH_MS : 0),
  });

/** What the flow needs of the signed-in Firebase user. */
export interface LinkUser {
  email: string | null;
}

/** There is no signed-in Firebase user with an e-mail to ask a code for. */
export class NoUserError extends Error {
  constructor() {
    super('Firebase user not found.');
    this.name = 'NoUserError';
  }
}

/**
 * 'Upland Auth' pressed: a code for this user. No user (or one without an e-mail, which the api
 * needs) -> 'Firebase user not found.'; any failure (an answer without a code included) -> the
 * message linkErrorMessage gives.
 */
export async function startLink(
  user: LinkUser | null,
  request: (email: string) => Promise<LinkCode> = askForLinkCode,
): Promise<LinkCode> {
  if (!user || !user.email) throw new NoUserError();
  return request(user.email);
}

/** Why the link's status could not be read: the member's line, or the server (never blamed on the line). */
export const statusFailure = (error: unknown): MessageKey =>
  error instanceof ApiError && !unreached(error) ? 'upland.statusFailedServer' : 'upland.statusFailed';

/** What the member reads when asking for a code fails, decided on the error's code. */
export function linkErrorMessage(err: unknown): Message {
  if (err instanceof NoUserError) return NO_USER_MESSAGE;
  if (err instanceof ApiError && err.code === 'too-many-codes') {
    const window = LINK_CODE_WINDOW_MINUTES;
    const seconds = Math.max(1, Math.ceil(err.retryAfterSeconds ?? window * 60));
    // Under a minute when only attempts still waiting on Upland hold the slots: say the seconds.
    if (seconds < 60) return { key: 'upland.tooManySoon', values: { seconds, limit: LINK_CODE_LIMIT, window } };
    return { key: 'upland.tooMany', values: { minutes: Math.ceil(seconds / 60), limit: LINK_CODE_LIMIT, window } };
  }
  if (err instanceof ApiError && err.code === 'upland-not-configured') return { key: 'upland.notConfigured' };
  // Offline as the request failed: the spec's sentence, and why; the server not reached, online: the
  // same, and why (not Upland's refusal, which the bare sentence reads as).
  if (failedOffline(err)) return { key: 'upland.failedOffline' };
  if (unreached(err)) return { key: 'upland.failedNetwork' };
  return LINK_FAILED_MESSAGE;
}

export function linkedMessage(status: Extract<LinkStatus, { linked: true }>): Message {
  return { key: 'upland.linked', values: { name: status.username ?? status.uplandUserId } };
}
