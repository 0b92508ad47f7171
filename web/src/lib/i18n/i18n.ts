import { i18n, type Messages } from '@lingui/core';
import { messages as english } from 'virtual:compiled-catalog/en';
import type { MessageKey } from './catalog.en';
import { rememberLocale, type Locale } from './locale';

/**
 * The site's translations (Lingui, docs/decisions/0012-lingui-for-translations.md). Catalogs are
 * plain modules of ICU messages (catalog.en.ts, catalog.fr.ts), compiled when the site is built
 * (web/vite/compiledCatalogs.ts); English ships with the page, French loads when it is needed.
 */
export { i18n };
export type { MessageKey };

/** A text to show: a key of the catalogs and the values it needs (a value may be a text itself). */
export interface Message {
  key: MessageKey;
  values?: Record<string, string | number | Message>;
}

const loaded = new Set<Locale>();

async function messagesOf(locale: Locale): Promise<Messages> {
  return locale === 'fr' ? (await import('virtual:compiled-catalog/fr')).messages : english;
}

/** Makes `locale` the site's language: its catalog, <html lang>, and (when asked) the memory of it. */
export async function activateLocale(locale: Locale, { remember = false } = {}): Promise<void> {
  if (!loaded.has(locale)) {
    i18n.load(locale, await messagesOf(locale));
    loaded.add(locale);
  }
  i18n.activate(locale);
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
  if (remember) rememberLocale(locale);
}

/** A message in the active language, the messages among its values first (components use useT()). */
export function translate(key: MessageKey | Message, values?: Message['values']): string {
  const message = typeof key === 'string' ? { key, values } : key;
  const resolved: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(message.values ?? {})) {
    resolved[name] = typeof value === 'object' ? translate(value) : value;
  }
  return i18n._(message.key, resolved);
}
