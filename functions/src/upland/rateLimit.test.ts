import { CODE_LIMIT, CODE_WINDOW_MS, admitRequest, tooManyCodesMessage } from './rateLimit';

const MIN = 60_000;

describe('admitRequest (5 codes per 10 minutes)', () => {
  it('admits up to the limit inside the window and records the request', () => {
    let requests: number[] = [];
    for (let i = 0; i < CODE_LIMIT; i++) {
      const admission = admitRequest(requests, 1_000_000 + i * MIN);
      expect(admission.allowed).toBe(true);
      if (admission.allowed) requests = admission.requests;
    }
    expect(requests).toHaveLength(CODE_LIMIT);
    expect(admitRequest(requests, 1_000_000 + 5 * MIN).allowed).toBe(false);
  });

  it('says when room frees up: when the oldest request leaves the window', () => {
    const start = 10_000_000;
    const requests = [0, 1, 2, 3, 4].map((i) => start + i * MIN);
    const now = start + 6 * MIN;
    const admission = admitRequest(requests, now);
    expect(admission).toEqual({ allowed: false, retryAfterMs: start + CODE_WINDOW_MS - now });
    // One millisecond after the oldest leaves the window, a request is admitted again.
    const later = admitRequest(requests, start + CODE_WINDOW_MS + 1);
    expect(later.allowed).toBe(true);
    if (later.allowed) expect(later.requests).toHaveLength(CODE_LIMIT); // 4 kept + the new one
  });

  it('counts requests stamped slightly later than now (out-of-order commits)', () => {
    const now = 50_000_000;
    const requests = [now + 5, now + 10, now - 10, now + 20, now + 1];
    expect(admitRequest(requests, now).allowed).toBe(false);
  });

  it('forgets requests older than the window', () => {
    const old = [1, 2, 3, 4, 5].map((i) => i * 1000);
    const admission = admitRequest(old, old[4] + CODE_WINDOW_MS);
    expect(admission).toEqual({ allowed: true, requests: [old[4] + CODE_WINDOW_MS] });
  });

  it('the 429 message says the limit and when to retry', () => {
    expect(tooManyCodesMessage(7 * MIN - 5000)).toBe(
      'Too many Upland link codes requested: at most 5 every 10 minutes. Try again in 7 minutes.',
    );
    expect(tooManyCodesMessage(20_000)).toMatch(/Try again in 1 minute\.$/);
  });
});
