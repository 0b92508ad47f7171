/**
 * Finds English UI text on a page meant to be French: every message of the English catalog that
 * French words differently, looked for in each element's own text and in the attributes a reader
 * meets (aria-label, title, placeholder, alt), and in the document's title.
 */
import type { Page } from '@playwright/test';
import { en } from '../../web/src/lib/i18n/catalog.en';
import { fr } from '../../web/src/lib/i18n/catalog.fr';

/** The literal parts of an ICU message: plural branches opened up, values and '#' taken out. */
function literalParts(message: string): string[] {
  const branches = [...message.matchAll(/(?:zero|one|two|few|many|other|=\d+)\s*\{([^{}]*)\}/g)].map((m) => m[1]);
  const texts = branches.length > 0 ? branches : [message];
  return texts.flatMap((text) => text.split(/\{[^{}]*\}|#/)).map((part) => part.trim());
}

const messages = (Object.keys(en) as (keyof typeof en)[])
  .filter((key) => en[key] !== fr[key])
  .map((key) => ({ key, text: en[key] as string }));
/** Whole texts: a message with no values must not be an element's text. */
const wholeTexts = new Map<string, string>(messages.filter((m) => !m.text.includes('{')).map((m) => [m.text, m.key]));
// The English the libraries we use would show if we let them (Leaflet's zoom buttons and credit).
for (const text of ['Zoom in', 'Zoom out', 'A JavaScript library for interactive maps'])
  wholeTexts.set(text, `leaflet`);
/** Long literal parts of messages with values must not appear inside an element's text. */
const fragments = messages
  .filter((m) => m.text.includes('{'))
  .flatMap((m) =>
    literalParts(m.text)
      .filter((part) => part.length >= 8 && /[a-z]/i.test(part))
      .map((part) => ({ part, key: m.key })),
  );

/**
 * The texts a reader meets on the page, one entry per element. Content that is not the site's own
 * words is left aside: what the page marks translate="no" (spreadsheet data, names the community
 * gave, the map's own layers) and the poem, written in English.
 */
async function pageTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts: string[] = [document.title];
    for (const element of document.querySelectorAll('body *')) {
      if (element.closest('script, style, [lang="en"], [aria-hidden="true"], [translate="no"]')) continue;
      const own = [...element.childNodes]
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => node.textContent ?? '')
        .join('')
        .replace(/\s+/g, ' ')
        .trim();
      if (own) texts.push(own);
      for (const name of ['aria-label', 'title', 'placeholder', 'alt']) {
        const value = element.getAttribute(name);
        if (value) texts.push(value.trim());
      }
    }
    return texts;
  });
}

/** '<key>: <text found>' for every English message on the page. */
export async function englishLeftovers(page: Page): Promise<string[]> {
  const found = new Set<string>();
  for (const text of await pageTexts(page)) {
    const key = wholeTexts.get(text);
    if (key) found.add(`${key}: ${text}`);
    for (const { part, key: fragmentKey } of fragments) if (text.includes(part)) found.add(`${fragmentKey}: ${text}`);
  }
  return [...found];
}
