import { dateAndTime, distinctDatesAndTimes, sameDay, timeOrDateAndTime } from './dateTime';

describe('sameDay', () => {
  it('compares the calendar day in the local time zone, not the time', () => {
    expect(sameDay(new Date(2026, 10, 24, 0, 1), new Date(2026, 10, 24, 23, 59))).toBe(true);
    expect(sameDay(new Date(2026, 10, 24, 23, 59), new Date(2026, 10, 25, 0, 1))).toBe(false);
    expect(sameDay(new Date(2026, 10, 24).getTime(), new Date(2025, 10, 24))).toBe(false);
  });
});

describe('dateAndTime', () => {
  it('writes the date and the time the way each language does', () => {
    const at = new Date(2026, 10, 22, 16, 5);
    expect(dateAndTime(at, 'en')).toMatch(/^Nov 22, 2026,? 4:05\sPM$/);
    expect(dateAndTime(at.toISOString(), 'fr')).toMatch(/^22 nov\. 2026,? 16:05$/);
    expect(dateAndTime(at.getTime(), 'fr')).toBe(dateAndTime(at, 'fr'));
  });

  it('shows a string that is not a time as it is, rather than "Invalid Date"', () => {
    expect(dateAndTime('yesterday', 'en')).toBe('yesterday');
  });
});

describe('timeOrDateAndTime', () => {
  const now = new Date(2026, 10, 24, 18, 0);

  it("writes today's time on the language's own clock", () => {
    expect(timeOrDateAndTime(new Date(2026, 10, 24, 14, 2), 'en', now)).toMatch(/^2:02\sPM$/);
    expect(timeOrDateAndTime(new Date(2026, 10, 24, 9, 5).toISOString(), 'fr', now)).toBe('09:05');
    expect(timeOrDateAndTime(new Date(2026, 10, 24, 14, 2).getTime(), 'fr', now.getTime())).toBe('14:02');
  });

  it('adds the date when the time is from an earlier day', () => {
    expect(timeOrDateAndTime(new Date(2026, 10, 20, 14, 2), 'en', now)).toMatch(/^Nov 20, 2026,? 2:02\sPM$/);
    expect(timeOrDateAndTime(new Date(2026, 10, 23, 23, 59), 'fr', now)).toMatch(/^23 nov\. 2026,? 23:59$/);
  });
});

describe('distinctDatesAndTimes', () => {
  it('adds the seconds only to the times that would read the same, so each version has its own name', () => {
    const times = [
      new Date(2026, 10, 22, 16, 5, 41),
      new Date(2026, 10, 22, 16, 5, 9),
      new Date(2026, 10, 22, 15, 0, 0),
      'not a time',
    ].map((time) => (typeof time === 'string' ? time : time.toISOString()));
    const [first, second, third, fourth] = distinctDatesAndTimes(times, 'en');
    expect(first).toMatch(/^Nov 22, 2026,? 4:05:41\sPM$/);
    expect(second).toMatch(/^Nov 22, 2026,? 4:05:09\sPM$/);
    expect(third).toMatch(/^Nov 22, 2026,? 3:00\sPM$/);
    expect(fourth).toBe('not a time');
    expect(distinctDatesAndTimes(times.slice(0, 2), 'fr')).toEqual([
      expect.stringMatching(/^22 nov\. 2026,? 16:05:41$/),
      expect.stringMatching(/^22 nov\. 2026,? 16:05:09$/),
    ]);
  });
});
