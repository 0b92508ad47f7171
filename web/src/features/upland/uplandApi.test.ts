import { QueryClient } from '@tanstack/react-query';
import { english } from '../../../test/english';
import { ApiError } from '../../lib/api';
import { describeCountdown, formatCountdown, localDeadline, remainingMs } from './countdown';
import {
  LINK_FAILED_MESSAGE,
  linkedMessage,
  linkErrorMessage,
  linkStatusQuery,
  NO_USER_MESSAGE,
  NoUserError,
  askForLinkCode,
  startLink,
  statusFailure,
} from './uplandApi';

// The member signed in: the api client asks Firebase Auth for the ID token, here a test's.
jest.mock('../../lib/auth/idToken', () => ({ currentIdToken: async () => 'id-token' }));

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
    const words = (ms: number) => describeCountdown(ms).map(english).join(' ');
    expect(words(299_000)).toBe('4 minutes 59 seconds');
    expect(words(60_000)).toBe('1 minute');
    expect(words(1_000)).toBe('1 second');
    expect(words(0)).toBe('0 seconds');
  });

  it('counts down from the lifetime the server gave, whatever the device clock says', () => {
    const received = Date.parse('2026-06-14T13:30:00.000Z');
    // The device clock is 10 minutes fast: the server's expiry would already be past.
    const code = { code: 'ABCD123456', expireAt: '2026-06-14T13:25:00.000Z', expiresInSeconds: 300 };
    const deadline = localDeadline(code, received);
    expect(remainingMs(deadline, received)).toBe(300_000);
    expect(remainingMs(deadline, received + 301_000)).toBe(0);
  });

  it('without a lifetime, counts down to the server expiry (an unreadable one is already past)', () => {
    const now = Date.parse('2026-06-14T13:30:00.000Z');
    expect(remainingMs(localDeadline({ code: 'A', expireAt: '2026-06-14T13:35:00.000Z' }, now), now)).toBe(300_000);
    expect(remainingMs(localDeadline({ code: 'A', expireAt: 'soon' }, now), now)).toBe(0);
  });
});

describe('messages, decided on the error code', () => {
  it("an Upland failure or anything else reads 'Failed to initiate Upland link'; a network failure says why", () => {
    expect(linkErrorMessage(new ApiError(502, 'upland-failed', 'whatever the server says'))).toBe(LINK_FAILED_MESSAGE);
    // Online, the server not reached (a connection reset, no answer in time): not Upland's refusal.
    expect(english(linkErrorMessage(new ApiError(0, 'network', 'x')))).toBe(
      'Failed to initiate Upland link: the server could not be reached. Check your connection and try again.',
    );
    // Offline as it failed: the same sentence, and why.
    expect(linkErrorMessage(new ApiError(0, 'network', 'x', undefined, 'offline'))).toEqual({
      key: 'upland.failedOffline',
    });
    expect(linkErrorMessage(new ApiError(200, 'bad-answer', 'no code'))).toBe(LINK_FAILED_MESSAGE);
    expect(linkErrorMessage(new Error('boom'))).toBe(LINK_FAILED_MESSAGE);
    expect(english(LINK_FAILED_MESSAGE)).toBe('Failed to initiate Upland link');
  });

  it('too many codes says when to try again (Retry-After); not configured says so', () => {
    const tooMany = new ApiError(429, 'too-many-codes', 'any text', undefined, undefined, 7 * 60 - 5);
    expect(english(linkErrorMessage(tooMany))).toBe(
      'Too many Upland link codes requested: at most 5 every 10 minutes. Try again in 7 minutes.',
    );
    // Under a minute (attempts still waiting on Upland hold the slots): seconds, never "1 minute".
    expect(english(linkErrorMessage(new ApiError(429, 'too-many-codes', 'x', undefined, undefined, 20)))).toMatch(
      /at most 5 every 10 minutes\. Try again in 20 seconds\.$/,
    );
    expect(english(linkErrorMessage(new ApiError(429, 'too-many-codes', 'x', undefined, undefined, 1)))).toMatch(
      /Try again in 1 second\.$/,
    );
    expect(english(linkErrorMessage(new ApiError(429, 'too-many-codes', 'x', undefined, undefined, 60)))).toMatch(
      /Try again in 1 minute\.$/,
    );
    expect(english(linkErrorMessage(new ApiError(503, 'upland-not-configured', 'x')))).toBe(
      'Upland integration is not configured',
    );
  });

  it("the link's status not read: the line is blamed only when the server was not reached", () => {
    const said = (error: unknown) => english({ key: statusFailure(error) });
    expect(said(new ApiError(0, 'network', 'offline'))).toMatch(/Check your connection/);
    expect(said(new ApiError(500, 'internal', 'Internal server error'))).toBe(
      'Whether your Upland account is linked could not be checked: the server could not answer. Please try again.',
    );
    expect(said(new ApiError(503, 'bad-answer', 'The server answered 503'))).not.toMatch(/connection/);
  });

  it("no user: 'Firebase user not found.'", () => {
    expect(linkErrorMessage(new NoUserError())).toBe(NO_USER_MESSAGE);
    expect(english(NO_USER_MESSAGE)).toBe('Firebase user not found.');
  });

  it('names the Upland account by username, or by id when Upland gave no username', () => {
    const base = {
      linked: true as const,
      uplandUserId: 'ab37-e80',
      linkedAt: '2026-01-01T00:00:00Z',
      needsRelink: false,
    };
    expect(english(linkedMessage({ ...base, username: 'saint_player' }))).toBe('Linked to Upland as saint_player');
    expect(english(linkedMessage({ ...base, username: null }))).toBe('Linked to Upland as ab37-e80');
  });
});

describe('API calls', () => {
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
  });

  function answering(body: unknown, status = 200) {
    const calls: { url: string; init: RequestInit }[] = [];
    global.fetch = (async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return new Response(JSON.stringify(typeof body === 'function' ? body(url) : body), { status });
    }) as unknown as typeof fetch;
    return calls;
  }

  it('init-auth POSTs {email} with the bearer token; status GETs with it', async () => {
    const calls = answering((url: string) =>
      url.endsWith('init-auth') ? { code: 'ABCD123456', expireAt: 'x' } : { linked: false },
    );
    await expect(askForLinkCode('member@saint-james.demo')).resolves.toEqual({
      code: 'ABCD123456',
      expireAt: 'x',
    });
    await expect(new QueryClient().fetchQuery(linkStatusQuery('member-uid'))).resolves.toEqual({ linked: false });
    expect(calls[0].url).toBe('/api/upland/init-auth');
    expect(calls[0].init.method).toBe('POST');
    expect(calls[0].init.body).toBe(JSON.stringify({ email: 'member@saint-james.demo' }));
    expect((calls[0].init.headers as Record<string, string>).Authorization).toBe('Bearer id-token');
    expect(calls[1].url).toBe('/api/upland/status');
    expect((calls[1].init.headers as Record<string, string>).Authorization).toBe('Bearer id-token');
  });

  it('an answer without a code is refused by the contract (bad-answer)', async () => {
    answering({ expireAt: 'x' });
    await expect(askForLinkCode('m@x')).rejects.toMatchObject({ code: 'bad-answer' });
  });

  it('an error answer carries its code', async () => {
    answering({ error: 'Failed to initiate Upland link', code: 'upland-failed' }, 502);
    await expect(askForLinkCode('m@x')).rejects.toMatchObject({ status: 502, code: 'upland-failed' });
  });
});

describe("'Upland Auth' pressed (startLink)", () => {
  const member = { email: 'member@saint-james.demo' };

  it('no Firebase user (or one without an e-mail): NoUserError, nothing sent', async () => {
    const request = jest.fn();
    await expect(startLink(null, request)).rejects.toBeInstanceOf(NoUserError);
    await expect(startLink({ ...member, email: null }, request)).rejects.toBeInstanceOf(NoUserError);
    expect(request).not.toHaveBeenCalled();
  });

  it('sends the e-mail, and gives back the code', async () => {
    const request = jest.fn(async () => ({ code: 'ABCD123456', expireAt: '2026-06-14T13:41:22.364Z' }));
    await expect(startLink(member, request)).resolves.toEqual({
      code: 'ABCD123456',
      expireAt: '2026-06-14T13:41:22.364Z',
    });
    expect(request).toHaveBeenCalledWith('member@saint-james.demo');
  });
});
