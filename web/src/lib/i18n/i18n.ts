import { i18n, type Messages } from '@lingui/core';
import { messages as english } from 'virtual:compiled-catalog/en';
import type { MessageKey } from './catalog.en';
import type { CatalogPart } from './catalogParts';
import { checkedWhenAgain } from '../heldLoad';
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

/** The catalogs' parts loaded, as '<locale>-<part>', and the parts the pages opened so far need. */
const loaded = new Set<string>();
const needed = new Set<CatalogPart>(['public']);
/** Each part's load, by '<locale>-<part>': a second failure may be the browser's memory of the first (HeldLoadError). */
const partLoads = new Map<string, () => Promise<Messages>>();

async function messagesOf(locale: Locale, part: CatalogPart): Promise<Messages> {
  // Each name written out: the build makes a chunk of each part only for an import it can see.
  if (part === 'admin')
    return locale === 'fr'
      ? (await import('virtual:compiled-catalog/fr-admin')).messages
      : (await import('virtual:compiled-catalog/en-admin')).messages;
  if (part === 'member')
    return locale === 'fr'
      ? (await import('virtual:compiled-catalog/fr-member')).messages
      : (await import('virtual:compiled-catalog/en-member')).messages;
  if (part === 'properties')
    return locale === 'fr'
      ? (await import('virtual:compiled-catalog/fr-properties')).messages
      : (await import('virtual:compiled-catalog/en-properties')).messages;
  return locale === 'fr' ? (await import('virtual:compiled-catalog/fr')).messages : english;
}

/** Every part needed of `locale`'s catalog, loaded (Lingui adds a part's messages to the others). */
async function loadParts(locale: Locale): Promise<void> {
  for (const part of needed) {
    const name = `${locale}-${part}`;
    if (loaded.has(name)) continue;
    let loadPart = partLoads.get(name);
    if (!loadPart) partLoads.set(name, (loadPart = checkedWhenAgain(() => messagesOf(locale, part))));
    i18n.load(locale, await loadPart());
    loaded.add(name);
  }
}

/**
 * A part of the catalogs (catalogParts.ts: the admin's words, a member's, the properties'), in the language shown
 * and in any chosen later: the pages that use it load it with their code, so that no other page
 * carries it.
 */
export async function loadMessages(part: Exclude<CatalogPart, 'public'>): Promise<void> {
  needed.add(part);
  await loadParts(i18n.locale === 'fr' ? 'fr' : 'en');
}

/** Makes `locale` the site's language: its catalog, <html lang>, and (when asked) the memory of it. */
export async function activateLocale(locale: Locale, { remember = false } = {}): Promise<void> {
  // A language whose parts are all there is shown at once, in this task (no await in between).
  if ([...needed].some((part) => !loaded.has(`${locale}-${part}`))) await loadParts(locale);
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
