import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { siteConfig } from '../src/config/siteConfig.ts';
import { ownPinFolder } from '../src/features/map/model/pinIcons.ts';

const ID = 'virtual:pin-icon-files';
const PUBLIC_DIR = path.resolve(import.meta.dirname, '../public');

/**
 * `virtual:pin-icon-files`: the names of the files in the pin icons' folder when the image host is
 * a folder of the site itself (web/public/pins for '/pins/', the default), read when the site is
 * built: those are the files Hosting will serve, so the page picks each category's icon without
 * asking (docs/decisions/0034-pin-icons-listed-when-built.md). For a host elsewhere, `listed` is
 * false: the page asks it. Jest maps the same name to web/test/pinIconFiles.ts.
 *
 * `env`: the build's VITE_* settings (the image host comes from them, as in the app).
 */
export function pinIconFiles(env: Record<string, string>): Plugin {
  const folder = ownPinFolder(siteConfig(env).pinImageHost);
  const dir = folder === null ? null : path.join(PUBLIC_DIR, folder);
  return {
    name: 'saint-james:pin-icon-files',
    resolveId: (id) => (id === ID ? `\0${ID}` : undefined),
    load(id) {
      if (id !== `\0${ID}`) return undefined;
      // `listed` on its own, a literal the bundler puts in place: a build that lists leaves out the
      // look-ups' code, one that does not leaves out the list's.
      if (dir === null) return 'export const listed = false;\nexport const pinIconFiles = [];';
      // A folder the site does not have: every category on the placeholder, as the probes would find.
      const names = existsSync(dir)
        ? readdirSync(dir, { withFileTypes: true })
            .filter((entry) => entry.isFile() && entry.name.includes('-pin'))
            .map((entry) => entry.name)
            .sort()
        : [];
      this.addWatchFile(dir);
      return `export const listed = true;\nexport const pinIconFiles = ${JSON.stringify(names)};`;
    },
  };
}
