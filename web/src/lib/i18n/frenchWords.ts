import type { Locale } from './locale';

/** The product's own words that stay French on the English site ('Profil', 'Adresse non trouvée'). */
export const FRENCH_ON_EVERY_PAGE = new Set(['menu.profile', 'tier.notFound']);

/**
 * The `lang` of a message's element: 'fr' for one of those words on an English page, so that a
 * screen reader says it in French; otherwise none (the page's own).
 */
export const langOfMessage = (key: string, locale: Locale): 'fr' | undefined =>
  locale === 'en' && FRENCH_ON_EVERY_PAGE.has(key) ? 'fr' : undefined;
