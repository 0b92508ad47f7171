/**
 * The catalogs in four parts: what every page may show; the admin's own words (the map editor,
 * the pages editor, the field rules as the admin reads them), which load with the admin's pages
 * only; a member's (their portfolio, the Upland link, their profile and account), which load with
 * the member's pages only; and the properties' (the explorer of /sheet, the tier search of
 * /city-hall), which load with those two pages, not with / or /map (their script budgets: `npm run
 * bench`). Shared by the build (web/vite/compiledCatalogs.ts) and the app (i18n.ts);
 * catalogParts.test.ts checks that no other page uses a key of the last three.
 */
export type CatalogPart = 'public' | 'admin' | 'member' | 'properties';

export const ADMIN_KEY = /^(admin|pagesEditor|problem)\./;
export const MEMBER_KEY = /^(portfolio|upland|profile|account)\./;
export const PROPERTIES_KEY = /^explorer\./;

export const partOf = (key: string): CatalogPart =>
  ADMIN_KEY.test(key) ? 'admin' : MEMBER_KEY.test(key) ? 'member' : PROPERTIES_KEY.test(key) ? 'properties' : 'public';
