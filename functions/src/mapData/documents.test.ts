import { nextUpdatedAt } from './documents';

describe('nextUpdatedAt', () => {
  const previous = '2026-11-22T10:00:00.000Z';

  it('is now when now is later than the previous version', () => {
    expect(nextUpdatedAt(previous, Date.parse('2026-11-22T10:00:05.000Z'))).toBe('2026-11-22T10:00:05.000Z');
  });

  it('is one millisecond after the previous version when the clock has not moved on', () => {
    // Two saves in the same millisecond must still be different versions for the 409 check.
    expect(nextUpdatedAt(previous, Date.parse(previous))).toBe('2026-11-22T10:00:00.001Z');
    expect(nextUpdatedAt(previous, Date.parse('2026-11-22T09:59:59.000Z'))).toBe('2026-11-22T10:00:00.001Z');
  });

  it('is now when the previous version is missing or unreadable', () => {
    expect(nextUpdatedAt('', Date.parse(previous))).toBe(previous);
    expect(nextUpdatedAt('yesterday', Date.parse(previous))).toBe(previous);
  });
});
