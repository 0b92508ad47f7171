import { timeOfDay } from './timeOfDay';

const formats = new Map<string, Intl.DateTimeFormat>();
/** The real format's text, with ICU's narrow no-break space before AM/PM read as Chrome writes it. */
const real = (locale: string, date: Date) => {
  if (!formats.has(locale)) formats.set(locale, new Intl.DateTimeFormat(locale, { timeStyle: 'medium' }));
  return formats
    .get(locale)!
    .format(date)
    .replace(/\u202f/g, ' ');
};

describe('timeOfDay', () => {
  it.each(['en', 'fr'])('writes every second of a day in %p as Intl does', (locale) => {
    const midnight = new Date(2026, 10, 26, 0, 0, 0);
    for (let second = 0; second < 24 * 60 * 60; second++) {
      const date = new Date(midnight.getTime() + second * 1000);
      // Written by hand, compared below: one failure names the time it got wrong.
      const [got, expected] = [timeOfDay(date, locale), real(locale, date)];
      if (got !== expected) expect(`${date.toTimeString()}: ${got}`).toBe(`${date.toTimeString()}: ${expected}`);
    }
  });

  it('leaves any other language to Intl', () => {
    const date = new Date(2026, 10, 26, 20, 41, 7);
    for (const locale of ['de', 'en-US', 'ar']) expect(timeOfDay(date, locale)).toBe(real(locale, date));
  });
});
