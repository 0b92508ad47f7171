import { CODE_LIMIT, CODE_WINDOW_MS, admitRequest, tooManyCodesMessage, type CodeSlots } from './rateLimit';

const MIN = 60_000;
const WAIT = 8000;
const issued = (requests: number[]): CodeSlots => ({ requests, pending: [] });

describe('admitRequest (5 codes per 10 minutes)', () => {
  it('admits up to the limit inside the window and records the attempt as pending', () => {
    let slots = issued([]);
    for (let i = 0; i < CODE_LIMIT; i++) {
      const admission = admitRequest(slots, 1_000_000 + i * MIN, WAIT);
      expect(admission.allowed).toBe(true);
      // Upland answered: the code counts as issued.
      if (admission.allowed) slots = { requests: [...admission.requests, ...admission.pending], pending: [] };
    }
    expect(slots.requests).toHaveLength(CODE_LIMIT);
    expect(admitRequest(slots, 1_000_000 + 5 * MIN, WAIT).allowed).toBe(false);
  });

  it('says when room frees up: when the oldest code leaves the window', () => {
    const start = 10_000_000;
    const requests = [0, 1, 2, 3, 4].map((i) => start + i * MIN);
    const now = start + 6 * MIN;
    expect(admitRequest(issued(requests), now, WAIT)).toEqual({
      allowed: false,
      retryAfterMs: start + CODE_WINDOW_MS - now,
    });
    // One millisecond after the oldest leaves the window, an attempt is admitted again.
    const later = admitRequest(issued(requests), start + CODE_WINDOW_MS + 1, WAIT);
    expect(later).toEqual({ allowed: true, requests: requests.slice(1), pending: [start + CODE_WINDOW_MS + 1] });
  });

  it('counts attempts still waiting on Upland, but only until its timeout', () => {
    const now = 20_000_000;
    const waiting = { requests: [now - 3 * MIN], pending: [now - 3000, now - 2000, now - 1000, now - 500] };
    // Full because of the waiting ones: back when the oldest of them times out, in 5 s (not 10 minutes).
    expect(admitRequest(waiting, now, WAIT)).toEqual({ allowed: false, retryAfterMs: 5000 });
    // Past the timeout a waiting attempt no longer counts (its request failed, or its instance died).
    expect(admitRequest(waiting, now + 5001, WAIT).allowed).toBe(true);
  });

  it('counts requests stamped slightly later than now (out-of-order commits)', () => {
    const now = 50_000_000;
    const requests = [now + 5, now + 10, now - 10, now + 20, now + 1];
    expect(admitRequest(issued(requests), now, WAIT).allowed).toBe(false);
  });

  it('forgets codes older than the window', () => {
    const old = [1, 2, 3, 4, 5].map((i) => i * 1000);
    const admission = admitRequest(issued(old), old[4] + CODE_WINDOW_MS, WAIT);
    expect(admission).toEqual({ allowed: true, requests: [], pending: [old[4] + CODE_WINDOW_MS] });
  });

  it('the 429 message says the limit and when to retry, in seconds under a minute', () => {
    expect(tooManyCodesMessage(7 * MIN - 5000)).toBe(
      'Too many Upland link codes requested: at most 5 every 10 minutes. Try again in 7 minutes.',
    );
    expect(tooManyCodesMessage(20_000)).toMatch(/Try again in 20 seconds\.$/);
    expect(tooManyCodesMessage(400)).toMatch(/Try again in 1 second\.$/);
    expect(tooManyCodesMessage(60_000)).toMatch(/Try again in 1 minute\.$/);
  });
});
