import { ApiError } from '../../lib/api';
import {
  INIT_FAILED_MESSAGE,
  NO_USER_MESSAGE,
  startLink,
  describeCountdown,
  fetchLinkStatus,
  formatCountdown,
  isUsableLinkCode,
  linkErrorMessage,
  linkedMessage,
  remainingMs,
  requestLinkCode,
} from './uplandLink';

describe('the countdown', () => {
  it('shows minutes and seconds, rounded up', () => {
    expect(formatCountdown(300_000)).toBe('5:00');
    expect(formatCountdown(299_001)).toBe('5:00');
    expect(formatCountdown(299_000)).toBe('4:59');
    expect(formatCountdown(61_000)).toBe('1:01');
    expect(formatCountdown(9_000)).toBe('0:09');
    expect(formatCountdown(1)).toBe('0:01');
    expect(formatCountdown(0)).toBe('0:00');
    expect(formatCountdown(-5)).toBe('0:00');
  });

  it('says it in words for screen readers', () => {
    expect(describeCountdown(299_000)).toBe('4 minutes 59 seconds');
    expect(describeCountdown(60_000)).toBe('1 minute');
    expect(describeCountdown(1_000)).toBe('1 second');
    expect(describeCountdown(0)).toBe('0 seconds');
  });

  it('counts down from the expiry, never below zero', () => {
    const expireAt = '2026-06-14T13:41:22.000Z';
    expect(remainingMs(expireAt, Date.parse('2026-06-14T13:40:22.000Z'))).toBe(60_000);
    expect(remainingMs(expireAt, Date.parse('2026-06-14T13:45:00.000Z'))).toBe(0);
    expect(remainingMs('not a date', 0)).toBe(0);
  });
});

describe('messages', () => {
  it("502 and network failures read 'Failed to initiate Upland link'", () => {
    expect(linkErrorMessage(new ApiError(502, 'Failed to initiate Upland link'))).toBe(INIT_FAILED_MESSAGE);
    expect(linkErrorMessage(new ApiError(0, 'Network error: the server could not be reached.'))).toBe(
      INIT_FAILED_MESSAGE,
    );
    expect(linkErrorMessage(new ApiError(500, 'Internal server error'))).toBe(INIT_FAILED_MESSAGE);
    expect(linkErrorMessage(new Error('boom'))).toBe(INIT_FAILED_MESSAGE);
  });

  it("429 and 503 show the server's own sentence", () => {
    const tooMany = 'Too many Upland link codes requested: at most 5 every 10 minutes. Try again in 7 minutes.';
    expect(linkErrorMessage(new ApiError(429, tooMany))).toBe(tooMany);
    expect(linkErrorMessage(new ApiError(503, 'Upland integration is not configured'))).toBe(
      'Upland integration is not configured',
    );
  });

  it('names the Upland account by username, or by id when Upland gave no username', () => {
    const base = { linked: true as const, uplandUserId: 'ab37-e80', linkedAt: '2026-01-01T00:00:00Z' };
    expect(linkedMessage({ ...base, username: 'saint_player' })).toBe('Linked to Upland as saint_player');
    expect(linkedMessage({ ...base, username: null })).toBe('Linked to Upland as ab37-e80');
  });

  it('an answer without a code is not usable', () => {
    expect(isUsableLinkCode({ code: '8JGXBU9G87', expireAt: '2026-06-14T13:41:22.364Z' })).toBe(true);
    expect(isUsableLinkCode({ expireAt: '2026-06-14T13:41:22.364Z' })).toBe(false);
    expect(isUsableLinkCode({ code: '', expireAt: 'x' })).toBe(false);
    expect(isUsableLinkCode(undefined)).toBe(false);
  });
});

describe('API calls', () => {
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
  });

  it('init-auth POSTs {email} with the bearer token; status GETs with it', async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    global.fetch = (async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      const body = url.endsWith('init-auth') ? { code: 'ABCD123456', expireAt: 'x' } : { linked: false };
      return new Response(JSON.stringify(body), { status: 200 });
    }) as unknown as typeof fetch;

    await expect(requestLinkCode('id-token', 'member@saint-james.demo')).resolves.toEqual({
      code: 'ABCD123456',
      expireAt: 'x',
    });
    await expect(fetchLinkStatus('id-token')).resolves.toEqual({ linked: false });
    expect(calls[0].url).toBe('/api/upland/init-auth');
    expect(calls[0].init.method).toBe('POST');
    expect(calls[0].init.body).toBe(JSON.stringify({ email: 'member@saint-james.demo' }));
    expect((calls[0].init.headers as Record<string, string>).Authorization).toBe('Bearer id-token');
    expect(calls[1].url).toBe('/api/upland/status');
    expect((calls[1].init.headers as Record<string, string>).Authorization).toBe('Bearer id-token');
  });
});

describe("'Upland Auth' pressed (startLink)", () => {
  const member = { email: 'member@saint-james.demo', getIdToken: async () => 'id-token' };

  it("no Firebase user (or one without an e-mail): 'Firebase user not found.', nothing sent", async () => {
    const request = jest.fn();
    await expect(startLink(null, request)).resolves.toEqual({ ok: false, message: NO_USER_MESSAGE });
    await expect(startLink({ ...member, email: null }, request)).resolves.toEqual({
      ok: false,
      message: 'Firebase user not found.',
    });
    expect(request).not.toHaveBeenCalled();
  });

  it('sends the token and the e-mail, and gives back the code', async () => {
    const request = jest.fn(async () => ({ code: 'ABCD123456', expireAt: '2026-06-14T13:41:22.364Z' }));
    await expect(startLink(member, request)).resolves.toEqual({
      ok: true,
      linkCode: { code: 'ABCD123456', expireAt: '2026-06-14T13:41:22.364Z' },
    });
    expect(request).toHaveBeenCalledWith('id-token', 'member@saint-james.demo');
  });

  it("an answer without a code, a 502 or a network failure: 'Failed to initiate Upland link'", async () => {
    await expect(startLink(member, async () => ({ expireAt: 'x' }))).resolves.toEqual({
      ok: false,
      message: 'Failed to initiate Upland link',
    });
    await expect(
      startLink(member, async () => {
        throw new ApiError(502, 'Failed to initiate Upland link');
      }),
    ).resolves.toEqual({ ok: false, message: 'Failed to initiate Upland link' });
    await expect(
      startLink(member, async () => {
        throw new ApiError(0, 'Network error: the server could not be reached.');
      }),
    ).resolves.toEqual({ ok: false, message: 'Failed to initiate Upland link' });
  });

  it("429: the server's sentence", async () => {
    const sentence = 'Too many Upland link codes requested: at most 5 every 10 minutes. Try again in 3 minutes.';
    await expect(
      startLink(member, async () => {
        throw new ApiError(429, sentence);
      }),
    ).resolves.toEqual({ ok: false, message: sentence });
  });
});
