import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sourceFiles } from '../../../test/sourceFiles';
import { en } from './catalog.en';
import { ADMIN_KEY, partOf } from './catalogParts';

// The admin's words load with the admin's pages only (catalogParts.ts): a key of theirs used on any
// other page would show as its bare name there. The files of the admin's pages, under web/src:
const ADMIN_FILES = [
  /^features\/admin\//,
  /^features\/activity\/(ActivityEditorPage\.tsx|components\/(PageEditorForm|PageRevisions)\.tsx|model\/saveFailure\.ts)$/,
  /^features\/map\/components\/AdminPins\.tsx$/,
  /^lib\/i18n\/catalog(Parts)?\.(en|fr|ts)/,
];
const SRC = path.resolve(__dirname, '../..');

describe("the catalogs' parts", () => {
  it('put the admin, pages-editor and field-rule words in the admin part, and only those', () => {
    const admin = Object.keys(en).filter((key) => partOf(key) === 'admin');
    expect(admin.length).toBeGreaterThan(50);
    expect(admin.every((key) => /^(admin|pagesEditor|problem)\./.test(key))).toBe(true);
    expect(partOf('menu.adminName')).toBe('public');
  });

  it("let no page but the admin's name an admin key (it would show as its bare name)", () => {
    const used = new RegExp(`['"\`]${ADMIN_KEY.source.slice(1)}`);
    const offenders = sourceFiles(SRC)
      .map((file) => path.relative(SRC, file).split(path.sep).join('/'))
      .filter((file) => !ADMIN_FILES.some((allowed) => allowed.test(file)))
      .filter((file) => used.test(readFileSync(path.join(SRC, file), 'utf8')));
    expect(offenders).toEqual([]);
  });
});
