/**
 * Intl.NumberFormat made only when a number needs it (docs/decisions/0036-no-number-data-while-a-page-opens.md).
 *
 * A page load's first Intl.NumberFormat costs 12–30 ms here, 50–100 ms on a slow phone: V8 builds
 * its list of ICU's locales (the first Intl.PluralRules costs 0.3 ms). Lingui makes one for every
 * plural message, "#" or not, and the site's pages show counts as they open (/map's "42 pins").
 * The counts a page opens with are whole numbers, which English and French write as ASCII digits:
 * a format asked for in one of those languages, without options, writes 0–999 itself, and in the
 * site's own two languages ('en', 'fr': what Lingui asks for) any larger whole number too, grouped
 * by thousands as they are ("12,345", "12 345" with a narrow no-break space). It makes the real one
 * the first time another number comes. Every other format is the real one.
 */
/** Languages that write 0–999 as ASCII digits with no separator (a -u- extension could change the digits). */
const PLAIN_DIGITS = /^(en|fr)(-[a-z]{2}|-\d{3})?$/i;
/**
 * How the site's two languages, without a region, group a whole number's thousands (CLDR; a region
 * can group otherwise: en-IN writes 1,00,000, en-ZA a no-break space).
 */
const THOUSANDS: Record<string, string> = { en: ',', fr: '\u202f' };

type Locales = string | readonly string[] | undefined;

/** The language a format is asked for first (the one it uses when the browser has it). */
const firstLocale = (locales: Locales) => (typeof locales === 'string' ? locales : locales?.[0]);

function writesSmallNumbersPlainly(locales: Locales, options: unknown): boolean {
  const first = firstLocale(locales);
  // Lingui's `{n, number}` asks with { style: undefined }: an option left undefined is no option.
  const plainOptions =
    options == null || (typeof options === 'object' && Object.values(options).every((value) => value === undefined));
  return plainOptions && typeof first === 'string' && PLAIN_DIGITS.test(first);
}

/** `digits` (ASCII, no sign) with `separator` between each group of three from the right. */
const grouped = (digits: string, separator: string) => digits.replace(/\B(?=(\d{3})+$)/g, separator);

/** A format that writes whole numbers itself (see above) and asks the real one for anything else. */
function deferredFormat(
  Native: typeof Intl.NumberFormat,
  locales: Locales,
  options: Intl.NumberFormatOptions | undefined,
): Intl.NumberFormat {
  let real: Intl.NumberFormat | undefined;
  const native = () => (real ??= new Native(locales, options));
  const separator = THOUSANDS[firstLocale(locales)?.toLowerCase() ?? ''];
  const largest = separator === undefined ? 999 : Number.MAX_SAFE_INTEGER;
  // -0 is not written plainly: the real format writes "-0".
  const plain = (value: unknown): value is number =>
    typeof value === 'number' && Number.isInteger(value) && value <= largest && (value > 0 || Object.is(value, 0));
  return {
    format: (value: Parameters<Intl.NumberFormat['format']>[0]) =>
      plain(value) ? grouped(String(value), separator ?? '') : native().format(value),
    formatToParts: (value?: number | bigint) => native().formatToParts(value),
    formatRange: (start: number | bigint, end: number | bigint) => native().formatRange(start, end),
    formatRangeToParts: (start: number | bigint, end: number | bigint) => native().formatRangeToParts(start, end),
    resolvedOptions: () => native().resolvedOptions(),
  } as Intl.NumberFormat;
}

/** The deferring constructor once in place (asking twice changes nothing). */
let deferring: typeof Intl.NumberFormat | null = null;

/** Puts the deferring Intl.NumberFormat in place of the real one (main.tsx, before the first render). */
export function deferNumberFormats(): void {
  if (Intl.NumberFormat === deferring) return;
  const Native = Intl.NumberFormat;
  const make = (args: unknown[]) => {
    const [locales, options] = args as [Locales, Intl.NumberFormatOptions | undefined];
    return writesSmallNumbersPlainly(locales, options)
      ? deferredFormat(Native, locales, options)
      : new Native(locales, options);
  };
  // A proxy keeps the constructor's statics (supportedLocalesOf) and its call without `new`.
  deferring = new Proxy(Native, { construct: (_, args) => make(args), apply: (_, __, args) => make(args) });
  Intl.NumberFormat = deferring;
}
