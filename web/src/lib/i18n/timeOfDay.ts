/**
 * The time of day as Intl.DateTimeFormat writes it with `{ timeStyle: 'medium' }` in the site's two
 * languages ("8:41:07 PM", "20:41:07"), written from the Date's own hours, minutes and seconds:
 * a page load's first Intl.DateTimeFormat costs ~14 ms here (ICU's date data, even for the time zone
 * alone), 100 ms and more on a slow phone, and /sheet and /urbanism show "Updated 20:41:07" as their
 * rows arrive (docs/decisions/0036-no-number-data-while-a-page-opens.md). Any other language gets
 * the real format.
 */
export function timeOfDay(date: Date, locale: string): string {
  const two = (n: number) => String(n).padStart(2, '0');
  const [hours, minutes, seconds] = [date.getHours(), date.getMinutes(), date.getSeconds()];
  // Browsers differ on the space before AM/PM (Chrome an ordinary one, ICU a narrow no-break one).
  if (locale === 'en') return `${hours % 12 || 12}:${two(minutes)}:${two(seconds)} ${hours < 12 ? 'AM' : 'PM'}`;
  if (locale === 'fr') return `${two(hours)}:${two(minutes)}:${two(seconds)}`;
  return new Intl.DateTimeFormat(locale, { timeStyle: 'medium' }).format(date);
}
