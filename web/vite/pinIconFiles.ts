import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { siteConfig } from '../src/config/siteConfig.ts';
import { ownPinFolder } from '../src/features/map/model/pinIcons.ts';

const ID = 'virtual:pin-icon-files';

/**
 * The pin icons' file names in `dir`, sorted: files (a symbolic link's target included, as the
 * build copies what it points to) whose name has '-pin'. Jest's stand-in lists the demo's with it.
 */
export function pinIconFileNamesIn(dir: string): string[] {
  return readdirSync(dir)
    .filter((name) => name.includes('-pin') && statSync(path.join(dir, name)).isFile())
    .sort();
}

/**
 * `virtual:pin-icon-files`: when the site is built and the image host is a folder of its public
 * files ('/pins/', the default: web/public/pins), the names of the files in it. Those are the files
 * Hosting will serve, so the page picks each category's icon without asking
 * (docs/decisions/0034-pin-icons-listed-when-built.md). Otherwise `listed` is false and the page
 * asks the host: a host elsewhere, a path the public folder does not have (something else may
 * serve it), and the dev server (whose files change while it runs). Jest maps the same name to
 * web/test/pinIconFiles.ts.
 *
 * `env`: the build's VITE_* settings (the image host comes from them, as in the app).
 */
export function pinIconFiles(env: Record<string, string>): Plugin {
  const folder = ownPinFolder(siteConfig(env).pinImageHost);
  let source = 'export const listed = false;\nexport const pinIconFiles = [];';
  return {
    name: 'saint-james:pin-icon-files',
    configResolved({ command, publicDir, logger }) {
      if (command !== 'build' || folder === null || !publicDir) return;
      const dir = path.resolve(publicDir, folder);
      if (path.relative(publicDir, dir).startsWith('..')) return;
      if (!existsSync(dir)) {
        logger.warn(`pin icons: ${dir} does not exist, so the page will ask the image host for each icon.`);
        return;
      }
      const names = pinIconFileNamesIn(dir);
      // `listed` on its own, a literal the bundler puts in place: each build keeps only its way's code.
      source = `export const listed = true;\nexport const pinIconFiles = ${JSON.stringify(names)};`;
    },
    resolveId: (id) => (id === ID ? `\0${ID}` : undefined),
    load: (id) => (id === `\0${ID}` ? source : undefined),
  };
}
