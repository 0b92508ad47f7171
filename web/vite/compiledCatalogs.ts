import { readFileSync } from 'node:fs';
import path from 'node:path';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { transformWithOxc, type Plugin } from 'vite';
import { partOf, type CatalogPart } from '../src/lib/i18n/catalogParts.ts';

const PREFIX = 'virtual:compiled-catalog/';
const CATALOG_DIR = path.resolve(import.meta.dirname, '../src/lib/i18n');

/** The catalog module `catalog.<locale>.ts`, run (types stripped), and its messages compiled. */
export async function compiledMessages(locale: string): Promise<Record<string, unknown>> {
  const file = path.join(CATALOG_DIR, `catalog.${locale}.ts`);
  const { code } = await transformWithOxc(readFileSync(file, 'utf8'), file, { lang: 'ts' });
  const module = (await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`)) as Record<
    string,
    Record<string, string>
  >;
  const catalog = module[locale];
  if (!catalog) throw new Error(`${file} exports no catalog named '${locale}'`);
  return Object.fromEntries(Object.entries(catalog).map(([key, text]) => [key, compileMessage(text)]));
}

/**
 * `virtual:compiled-catalog/<locale>` (the words every page may show),
 * `virtual:compiled-catalog/<locale>-member` (a member's pages'),
 * `virtual:compiled-catalog/<locale>-properties` (/sheet's and /city-hall's) and
 * `virtual:compiled-catalog/<locale>-admin` (the admin's own: catalogParts.ts): a catalog's
 * messages compiled at build time (and by the dev server), as Lingui's own `lingui compile` would:
 * the browser gets ready-made messages, without the ICU parser and without parsing ~300 messages as
 * the page starts (docs/decisions/0012-lingui-for-translations.md). Jest maps the same names to a
 * module that compiles at run time (web/test/compiledCatalog.ts).
 */
export function compiledCatalogs(): Plugin {
  return {
    name: 'saint-james:compiled-catalogs',
    resolveId: (id) => (id.startsWith(PREFIX) ? `\0${id}` : undefined),
    async load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return undefined;
      const [locale, part = 'public'] = id.slice(PREFIX.length + 1).split('-') as [string, CatalogPart?];
      this.addWatchFile(path.join(CATALOG_DIR, `catalog.${locale}.ts`));
      const messages = Object.entries(await compiledMessages(locale)).filter(([key]) => partOf(key) === part);
      return `export const messages = ${JSON.stringify(Object.fromEntries(messages))};`;
    },
  };
}
