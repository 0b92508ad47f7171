/**
 * The Upland link's rules, free of React and Firebase so they can be unit tested:
 * the API calls (fetch injected through apiFetch), the texts shown, the countdown.
 */
import { ApiError, apiFetch } from '../../lib/api';

export const INIT_FAILED_MESSAGE = 'Failed to initiate Upland link';
export const NO_USER_MESSAGE = 'Firebase user not found.';
export const EXPIRED_MESSAGE = 'This code has expired. Press Upland Auth for a new one.';
/** How often the status is asked while a code is shown. */
export const STATUS_POLL_MS = 3000;

export interface LinkCode {
  code: string;
  expireAt: string;
}

export type LinkStatus =
  | { linked: false }
  | { linked: true; uplandUserId: string; username: string | null; linkedAt: string };

/** The api itself gives Upland 8 s; past this the request counts as failed (no endless spinner). */
export const REQUEST_TIMEOUT_MS = 20_000;

export function requestLinkCode(token: string, email: string): Promise<LinkCode> {
  return apiFetch<LinkCode>('/api/upland/init-auth', {
    method: 'POST',
    token,
    body: { email },
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
}

/** A slow status answer needs no deadline: polling asks again, and the countdown ends the wait. */
export function fetchLinkStatus(token: string, signal?: AbortSignal): Promise<LinkStatus> {
  return apiFetch<LinkStatus>('/api/upland/status', { token, signal });
}

/** What the flow needs of the signed-in Firebase user. */
export interface LinkUser {
  email: string | null;
  getIdToken(): Promise<string>;
}

export type StartResult = { ok: true; linkCode: LinkCode } | { ok: false; message: string };

/**
 * 'Upland Auth' pressed: a code for this user, or the message to show. No user (or one without an
 * e-mail, which the API needs) -> 'Firebase user not found.'; no code in the answer -> failure.
 */
export async function startLink(
  user: LinkUser | null,
  request: (token: string, email: string) => Promise<unknown> = requestLinkCode,
): Promise<StartResult> {
  if (!user || !user.email) return { ok: false, message: NO_USER_MESSAGE };
  try {
    const answer = await request(await user.getIdToken(), user.email);
    if (!isUsableLinkCode(answer)) return { ok: false, message: INIT_FAILED_MESSAGE };
    return { ok: true, linkCode: answer };
  } catch (err) {
    return { ok: false, message: linkErrorMessage(err) };
  }
}

/** The answer must carry a code (spec: "failure if not ok or no code"). */
export function isUsableLinkCode(value: unknown): value is LinkCode {
  const candidate = value as Partial<LinkCode> | null | undefined;
  return typeof candidate?.code === 'string' && candidate.code.length > 0 && typeof candidate.expireAt === 'string';
}

/**
 * What the member reads when asking for a code fails. Too many codes (429) and not configured
 * (503) carry the server's own clear sentence; everything else is the spec's message.
 */
export function linkErrorMessage(err: unknown): string {
  if (err instanceof ApiError && (err.status === 429 || err.status === 503) && err.message) {
    return err.message;
  }
  return INIT_FAILED_MESSAGE;
}

export function linkedMessage(status: Extract<LinkStatus, { linked: true }>): string {
  return `Linked to Upland as ${status.username ?? status.uplandUserId}`;
}

/** Milliseconds left until `expireAt`, never below 0 (an unreadable date counts as expired). */
export function remainingMs(expireAt: string, now: number): number {
  const end = Date.parse(expireAt);
  return Number.isFinite(end) ? Math.max(0, end - now) : 0;
}

/** 299 500 ms -> "5:00" (rounded up, so "0:00" only once it has expired). */
export function formatCountdown(ms: number): string {
  const totalSeconds = Math.ceil(Math.max(0, ms) / 1000);
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = totalSeconds % 60;
  return `${minutes}:${String(seconds).padStart(2, '0')}`;
}

/** The same duration in words, for screen readers: "4 minutes 59 seconds". */
export function describeCountdown(ms: number): string {
  const totalSeconds = Math.ceil(Math.max(0, ms) / 1000);
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = totalSeconds % 60;
  const parts: string[] = [];
  if (minutes > 0) parts.push(`${minutes} minute${minutes === 1 ? '' : 's'}`);
  if (seconds > 0 || minutes === 0) parts.push(`${seconds} second${seconds === 1 ? '' : 's'}`);
  return parts.join(' ');
}
