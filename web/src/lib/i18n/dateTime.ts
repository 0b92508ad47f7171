/** Whether two times fall on the same day of the reader's calendar (in their time zone). */
export const sameDay = (a: Date | number, b: Date | number) =>
  new Date(a).toDateString() === new Date(b).toDateString();

const DATE_AND_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

/**
 * A time with its date, in the page's language: 'Nov 22, 2026, 4:05 PM', '22 nov. 2026, 16:05'.
 * The admin's history and trash, the activity pages' revisions, and a portfolio or a sheet read on
 * an earlier day. An ISO string that is not a time is shown as it is.
 */
export function dateAndTime(time: string | number | Date, locale: string): string {
  const date = new Date(time);
  if (Number.isNaN(date.getTime())) return String(time);
  return new Intl.DateTimeFormat(locale, DATE_AND_TIME).format(date);
}

/**
 * A time as the page's language writes its clock ('2:02 PM', '14:02') when it is today, else with
 * its date (`dateAndTime`): when a portfolio was read, and what the offline notice shows as of.
 */
export function timeOrDateAndTime(
  time: string | number | Date,
  locale: string,
  now: Date | number = Date.now(),
): string {
  const date = new Date(time);
  if (Number.isNaN(date.getTime())) return String(time);
  return sameDay(date, now)
    ? new Intl.DateTimeFormat(locale, { timeStyle: 'short' }).format(date)
    : dateAndTime(date, locale);
}

/**
 * The times of a list (a history's revisions) by `dateAndTime`, but those that would read the same
 * (two saves in one minute) with their seconds too, so that each line and each Revert's name tells
 * its version apart ('Nov 22, 2026, 4:05:09 PM' and '… 4:05:41 PM'; two in one second still match).
 */
export function distinctDatesAndTimes(times: readonly string[], locale: string): string[] {
  const texts = times.map((time) => dateAndTime(time, locale));
  const seen = new Map<string, number>();
  for (const text of texts) seen.set(text, (seen.get(text) ?? 0) + 1);
  if (texts.every((text) => seen.get(text) === 1)) return texts;
  const withSeconds = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'medium' });
  return texts.map((text, index) => {
    const date = new Date(times[index]);
    return seen.get(text)! > 1 && !Number.isNaN(date.getTime()) ? withSeconds.format(date) : text;
  });
}
