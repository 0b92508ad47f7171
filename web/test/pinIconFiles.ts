import { readdirSync } from 'node:fs';
import path from 'node:path';

/** virtual:pin-icon-files under jest: the demo's icon files, as the build lists them (web/vite/pinIconFiles.ts). */
export const listed = true;
export const pinIconFiles: readonly string[] = readdirSync(path.join(__dirname, '../public/pins')).filter((name) =>
  name.includes('-pin'),
);
