import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sourceFiles } from '../../../test/sourceFiles';
import { en } from './catalog.en';
import { ADMIN_KEY, MEMBER_KEY, PROPERTIES_KEY, partOf } from './catalogParts';

// The admin's words load with the admin's pages only, a member's with the member's pages only
// (catalogParts.ts): a key of theirs used on any other page would show as its bare name there.
const CATALOGS = /^lib\/i18n\/catalog(Parts)?\.(en|fr|ts)/;
/** The files of the admin's pages, under web/src. */
const ADMIN_FILES = [
  /^features\/admin\//,
  /^features\/activity\/(ActivityEditorPage\.tsx|components\/(PageEditorForm|PageRevisions)\.tsx|model\/(saveFailure|bodyWarnings)\.ts)$/,
  /^features\/map\/components\/AdminPins\.tsx$/,
  CATALOGS,
];
/** The files of a member's pages (/dashboard, /profile), under web/src. */
const MEMBER_FILES = [/^features\/dashboard\//, /^features\/upland\//, CATALOGS];
/**
 * The files of the properties' pages (/sheet, /city-hall), under web/src: not the components they
 * share with /urbanism (SheetTable, SheetStatus), where such a key would show as its bare name.
 */
const PROPERTIES_FILES = [
  /^features\/sheets\/(SheetPage|CityHallPage)\.tsx$/,
  /^features\/sheets\/components\/(Properties\w+|ExplorerCount|MineChip|BackToSearch|Tier\w+)\.tsx$/,
  CATALOGS,
];
const SRC = path.resolve(__dirname, '../..');

/** The files outside `allowed` whose text names a key that `part` matches. */
function offendersOf(part: RegExp, allowed: RegExp[]): string[] {
  const used = new RegExp(`['"\`]${part.source.slice(1)}`);
  return sourceFiles(SRC)
    .map((file) => path.relative(SRC, file).split(path.sep).join('/'))
    .filter((file) => !allowed.some((each) => each.test(file)))
    .filter((file) => used.test(readFileSync(path.join(SRC, file), 'utf8')));
}

describe("the catalogs' parts", () => {
  it('put the admin, pages-editor and field-rule words in the admin part, and only those', () => {
    const admin = Object.keys(en).filter((key) => partOf(key) === 'admin');
    expect(admin.length).toBeGreaterThan(50);
    expect(admin.every((key) => /^(admin|pagesEditor|problem)\./.test(key))).toBe(true);
    expect(partOf('menu.adminName')).toBe('public');
  });

  it("put a member's portfolio, Upland link, profile and account words in the member part", () => {
    const member = Object.keys(en).filter((key) => partOf(key) === 'member');
    expect(member.length).toBeGreaterThan(50);
    expect(member.every((key) => /^(portfolio|upland|profile|account)\./.test(key))).toBe(true);
    // The map's "· 3 yours" and /sheet's "Mine (12)" are on public pages: not a member's words.
    expect([partOf('map.yours'), partOf('explorer.mine'), partOf('menu.profile')]).toEqual([
      'public',
      'properties',
      'public',
    ]);
  });

  it("put the explorer's and the tier search's words in the properties part, and the pages' titles not", () => {
    const properties = Object.keys(en).filter((key) => partOf(key) === 'properties');
    expect(properties.length).toBeGreaterThan(20);
    expect(properties.every((key) => key.startsWith('explorer.'))).toBe(true);
    // The menu and the page's heading name /sheet before its part is there.
    expect([partOf('sheet.title'), partOf('cityHall.title')]).toEqual(['public', 'public']);
  });

  it("let no page but the admin's name an admin key (it would show as its bare name)", () => {
    expect(offendersOf(ADMIN_KEY, ADMIN_FILES)).toEqual([]);
  });

  it("let no page but a member's name a member key", () => {
    expect(offendersOf(MEMBER_KEY, MEMBER_FILES)).toEqual([]);
  });

  it('let no page but /sheet and /city-hall name a properties key', () => {
    expect(offendersOf(PROPERTIES_KEY, PROPERTIES_FILES)).toEqual([]);
  });
});
