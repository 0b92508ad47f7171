import { readFileSync } from 'node:fs';
import path from 'node:path';

/** A built chunk, as Vite's manifest names it: its file, and the chunks it imports (by key). */
export interface BuiltChunk {
  file: string;
  imports?: string[];
}

/**
 * The test build's manifest (web/dist-test/.vite/manifest.json, written by `npm test`'s build;
 * not served): which file holds which source or library, keyed by its source path.
 */
export const builtManifest = (): Record<string, BuiltChunk> =>
  JSON.parse(readFileSync(path.resolve(__dirname, '..', '..', 'web', 'dist-test', '.vite', 'manifest.json'), 'utf8'));
