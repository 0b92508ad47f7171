/**
 * Which language the site speaks: English or French. The first visit follows the browser's
 * languages; a choice made with the header's switch is remembered (localStorage).
 */
import { localStore } from '../browserStorage';

export const LOCALES = ['en', 'fr'] as const;
export type Locale = (typeof LOCALES)[number];
export const LOCALE_KEY = 'sj-locale';

const isLocale = (value: unknown): value is Locale => (LOCALES as readonly unknown[]).includes(value);

/** The stored choice, else the first of the browser's languages we speak, else English. */
export function initialLocale(stored: string | null, browserLanguages: readonly string[]): Locale {
  if (isLocale(stored)) return stored;
  for (const language of browserLanguages) {
    const base = language.toLowerCase().split('-')[0];
    if (isLocale(base)) return base;
  }
  return 'en';
}

/** The locale this page load starts in. */
export function startingLocale(): Locale {
  let stored: string | null = null;
  try {
    stored = localStore()?.getItem(LOCALE_KEY) ?? null;
  } catch {
    // Storage refused (privacy modes): follow the browser.
  }
  const languages = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  return initialLocale(stored, languages);
}

/** Remembers a choice made with the switch; a storage that refuses only loses the memory. */
export function rememberLocale(locale: Locale): void {
  try {
    localStore()?.setItem(LOCALE_KEY, locale);
  } catch {
    // Nothing to do: the choice holds for this page load.
  }
}
