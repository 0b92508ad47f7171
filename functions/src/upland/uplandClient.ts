/**
 * The two Upland developer API calls the link needs:
 * - POST {base}/auth/otp/init with HTTP Basic appId:accessKey -> 201 {code, expireAt}
 * - GET {base}/user/profile with the player's Bearer access token -> {id, username, ...}
 * Every call has a deadline (AbortSignal.timeout) so a hanging Upland never hangs our request.
 */
import type { UplandConfig } from '../config';
import { isValidDocumentId } from '../firestore/documentId';
import type { Log } from '../log';

export const DEFAULT_UPLAND_TIMEOUT_MS = 8000;
/** Used when Upland's expireAt is missing or unusable. */
export const DEFAULT_CODE_TTL_MS = 10 * 60 * 1000;

/** Upland failed, timed out or answered something unusable; the route turns it into a 502. */
export class UplandUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UplandUnavailableError';
  }
}

export interface LinkCode {
  code: string;
  /** ISO 8601. */
  expireAt: string;
}

/** Upland codes look like 8JGXBU9G87; anything else is refused (it also becomes a document id). */
const CODE_PATTERN = /^[A-Za-z0-9_-]{4,64}$/;

/** Whether a string could be a link code we issued (and so a document id in uplandLinkCodes). */
export const isPossibleLinkCode = (code: string): boolean => CODE_PATTERN.test(code) && isValidDocumentId(code);

export function isUplandConfigured(upland: UplandConfig): boolean {
  return Boolean(upland.baseUrl.trim() && upland.appId && upland.accessKey);
}

export function endpoint(baseUrl: string, path: string): string {
  return `${baseUrl.trim().replace(/\/+$/, '')}${path}`;
}

export function describeFailure(err: unknown, timeoutMs: number): string {
  const name = (err as Error | undefined)?.name;
  if (name === 'TimeoutError' || name === 'AbortError') return `no answer within ${timeoutMs} ms`;
  return (err as Error | undefined)?.message ?? String(err);
}

/**
 * Reads Upland's answer to /auth/otp/init. Exported for unit tests: the code must be a usable
 * string; an expiry that is missing, unparseable or already past falls back to DEFAULT_CODE_TTL_MS.
 */
export function parseLinkCode(body: unknown, nowMs: number): LinkCode {
  const code = (body as { code?: unknown } | null)?.code;
  if (typeof code !== 'string' || !isPossibleLinkCode(code)) {
    throw new UplandUnavailableError('Upland answered without a usable code');
  }
  const rawExpireAt = (body as { expireAt?: unknown }).expireAt;
  const expireAtMs = typeof rawExpireAt === 'string' ? Date.parse(rawExpireAt) : NaN;
  const usable = Number.isFinite(expireAtMs) && expireAtMs > nowMs;
  return { code, expireAt: new Date(usable ? expireAtMs : nowMs + DEFAULT_CODE_TTL_MS).toISOString() };
}

/** Asks Upland for a one-time connection code the player enters in the game. */
export async function requestLinkCode(upland: UplandConfig, fetchImpl: typeof fetch, nowMs: number): Promise<LinkCode> {
  const timeoutMs = upland.timeoutMs ?? DEFAULT_UPLAND_TIMEOUT_MS;
  const credentials = Buffer.from(`${upland.appId}:${upland.accessKey}`).toString('base64');
  let body: unknown;
  try {
    const res = await fetchImpl(endpoint(upland.baseUrl, '/auth/otp/init'), {
      method: 'POST',
      headers: { Authorization: `Basic ${credentials}`, Accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!res.ok) {
      // Upland's errors are {statusCode, message}; its message is logged, never shown to users.
      const detail = await res.text().catch(() => '');
      throw new UplandUnavailableError(`Upland answered ${res.status} ${detail.slice(0, 200)}`.trim());
    }
    body = await res.json();
  } catch (err) {
    if (err instanceof UplandUnavailableError) throw err;
    throw new UplandUnavailableError(`Upland /auth/otp/init failed: ${describeFailure(err, timeoutMs)}`);
  }
  return parseLinkCode(body, nowMs);
}

/**
 * The player's Upland username, read with the access token the webhook delivered (the webhook
 * itself carries only the user id). Null when Upland cannot tell us: the link is still stored.
 */
export async function fetchUplandUsername(
  upland: UplandConfig,
  accessToken: string,
  fetchImpl: typeof fetch,
  log: Log,
): Promise<string | null> {
  const timeoutMs = upland.timeoutMs ?? DEFAULT_UPLAND_TIMEOUT_MS;
  try {
    const res = await fetchImpl(endpoint(upland.baseUrl, '/user/profile'), {
      headers: { Authorization: `Bearer ${accessToken}`, Accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!res.ok) {
      log.warn(`Upland /user/profile answered ${res.status}; linking without a username`);
      return null;
    }
    const profile = (await res.json()) as { username?: unknown } | null;
    return cleanUsername(profile?.username);
  } catch (err) {
    log.warn(`Upland /user/profile failed (${describeFailure(err, timeoutMs)}); linking without a username`);
    return null;
  }
}

/** A display name we are willing to store: a non-empty string of at most 64 characters. */
export function cleanUsername(value: unknown): string | null {
  if (typeof value !== 'string' || !value.isWellFormed()) return null;
  const trimmed = value.trim();
  return trimmed.length > 0 && trimmed.length <= 64 ? trimmed : null;
}
