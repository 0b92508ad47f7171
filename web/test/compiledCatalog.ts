// What `virtual:compiled-catalog/<locale>` is under jest (moduleNameMapper): the same catalogs,
// compiled at run time rather than by the Vite plugin (web/vite/compiledCatalogs.ts).
import type { Messages } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { en } from '../src/lib/i18n/catalog.en';
import { fr } from '../src/lib/i18n/catalog.fr';

const compile = (catalog: Record<string, string>): Messages =>
  Object.fromEntries(Object.entries(catalog).map(([key, text]) => [key, compileMessage(text)]));

export const catalogs = { en: compile(en), fr: compile(fr) };
