/**
 * The catalogs in two parts: what every page may show, and the admin's own words (the map editor,
 * the pages editor, the field rules as the admin reads them), which load with the admin's pages
 * only. Shared by the build (web/vite/compiledCatalogs.ts) and the app (i18n.ts);
 * catalogParts.test.ts checks that no other page uses an admin key.
 */
export type CatalogPart = 'public' | 'admin';

export const ADMIN_KEY = /^(admin|pagesEditor|problem)\./;

export const partOf = (key: string): CatalogPart => (ADMIN_KEY.test(key) ? 'admin' : 'public');
