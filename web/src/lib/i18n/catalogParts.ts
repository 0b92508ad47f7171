/**
 * The catalogs in three parts: what every page may show; the admin's own words (the map editor,
 * the pages editor, the field rules as the admin reads them), which load with the admin's pages
 * only; and a member's (their portfolio, the Upland link, their profile and account), which load
 * with the member's pages only. Shared by the build (web/vite/compiledCatalogs.ts) and the app
 * (i18n.ts); catalogParts.test.ts checks that no other page uses a key of the last two.
 */
export type CatalogPart = 'public' | 'admin' | 'member';

export const ADMIN_KEY = /^(admin|pagesEditor|problem)\./;
export const MEMBER_KEY = /^(portfolio|upland|profile|account)\./;

export const partOf = (key: string): CatalogPart =>
  ADMIN_KEY.test(key) ? 'admin' : MEMBER_KEY.test(key) ? 'member' : 'public';
