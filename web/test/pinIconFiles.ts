import path from 'node:path';
import { pinIconFileNamesIn } from '../vite/pinIconFiles';

/** virtual:pin-icon-files under jest: the demo's icon files, as a build lists them (web/vite/pinIconFiles.ts). */
export const listed = true;
export const pinIconFiles: readonly string[] = pinIconFileNamesIn(path.join(__dirname, '../public/pins'));
