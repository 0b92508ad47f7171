import { i18n, type Messages } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { en, type MessageKey } from './catalog.en';
import { rememberLocale, type Locale } from './locale';

/**
 * The site's translations (Lingui, docs/decisions/0012-lingui-for-translations.md). Catalogs are
 * plain modules of ICU messages, compiled once when a language is first used; English ships with
 * the page, French loads when it is needed.
 */
export { i18n };
export type { MessageKey };

/** A text to show: a key of the catalogs and the values it needs (a value may be a text itself). */
export interface Message {
  key: MessageKey;
  values?: Record<string, string | number | Message>;
}

const compile = (catalog: Record<string, string>): Messages =>
  Object.fromEntries(Object.entries(catalog).map(([key, text]) => [key, compileMessage(text)]));

const loaded = new Set<Locale>();

async function catalogOf(locale: Locale): Promise<Record<string, string>> {
  return locale === 'fr' ? (await import('./catalog.fr')).fr : en;
}

/** Makes `locale` the site's language: its catalog, <html lang>, and (when asked) the memory of it. */
export async function activateLocale(locale: Locale, { remember = false } = {}): Promise<void> {
  if (!loaded.has(locale)) {
    i18n.load(locale, compile(await catalogOf(locale)));
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
