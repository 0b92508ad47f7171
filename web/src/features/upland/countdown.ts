/** The link code's countdown: time left until it expires, in figures and in words. */

import type { LinkCode } from '@saint-james/api-contract';
import type { Message } from '../../lib/i18n/i18n';

/**
 * When the code expires on this device's clock: its lifetime counted from when it arrived, so a
 * phone whose clock is minutes off still shows the right countdown. Without a lifetime, the
 * server's expiry as is.
 */
export function localDeadline(code: LinkCode, receivedAt: number): number {
  if (code.expiresInSeconds !== undefined) return receivedAt + code.expiresInSeconds * 1000;
  const end = Date.parse(code.expireAt);
  return Number.isFinite(end) ? end : receivedAt;
}

/** Milliseconds left until the deadline, never below 0. */
export const remainingMs = (deadline: number, now: number): number => Math.max(0, deadline - now);

/** 299 500 ms -> "5:00" (rounded up, so "0:00" only once it has expired). */
export function formatCountdown(ms: number): string {
  const totalSeconds = Math.ceil(Math.max(0, ms) / 1000);
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = totalSeconds % 60;
  return `${minutes}:${String(seconds).padStart(2, '0')}`;
}

/** The same duration in words, for screen readers: "4 minutes 59 seconds" (messages, joined by a space). */
export function describeCountdown(ms: number): Message[] {
  const totalSeconds = Math.ceil(Math.max(0, ms) / 1000);
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = totalSeconds % 60;
  const parts: Message[] = [];
  if (minutes > 0) parts.push({ key: 'duration.minutes', values: { count: minutes } });
  if (seconds > 0 || minutes === 0) parts.push({ key: 'duration.seconds', values: { count: seconds } });
  return parts;
}
