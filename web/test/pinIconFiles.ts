import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const dir = path.join(__dirname, '../public/pins');

/** virtual:pin-icon-files under jest: the demo's icon files, as a build lists them (web/vite/pinIconFiles.ts). */
export const listed = true;
export const pinIconFiles: readonly string[] = readdirSync(dir)
  .filter((name) => name.includes('-pin') && statSync(path.join(dir, name)).isFile())
  .sort();
