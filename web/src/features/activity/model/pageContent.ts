import type { ActivityCard, ActivityPage } from '@saint-james/api-contract';

export interface PageText {
  title: string;
  summary: string;
  /** The Markdown body (cards have none). */
  body: string;
  /** The event's day, YYYY-MM-DD, when the page has one. */
  date?: string;
  /** The language the text is in: French readers see English where no French was written. */
  lang: 'en' | 'fr';
  /** True when the reader asked for French and the page has none. */
  untranslated: boolean;
}

/**
 * What a reader of `locale` sees of a page or card: its French when asked for and written, else
 * its English. A page's French counts as written when it has its text (a French title and summary
 * over an empty page would show French readers nothing): else the English page, 'Not yet
 * translated'. Null for a page the admin has never written (it shows its placeholder).
 */
export function pageText(
  page: Pick<ActivityPage, 'en' | 'fr' | 'updatedAt'> | ActivityCard,
  locale: string,
): PageText | null {
  if (page.updatedAt === null) return null;
  const { date } = page.en;
  const english = { ...page.en, body: 'body' in page.en ? page.en.body : '' };
  if (locale === 'fr' && page.fr) {
    const french = { ...page.fr, body: 'body' in page.fr ? page.fr.body : '' };
    const bodyMissing = 'body' in page.fr && french.body.trim() === '' && english.body.trim() !== '';
    if (!bodyMissing) return { ...french, date, lang: 'fr', untranslated: false };
  }
  return { ...english, date, lang: 'en', untranslated: locale === 'fr' };
}

/** An event's day in the reader's language ('5 December 2026', '5 décembre 2026'). */
export const formatPageDate = (date: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
