// Two tracked files that are the same file on a case-insensitive file system (macOS, Windows), or
// that an import without extension cannot tell apart there: `./TierSearch` resolves to
// `tierSearch.ts` when `TierSearch.tsx` also exists. Paths equal once case and a module extension
// are ignored collide.
import path from 'node:path';

/** Extensions an import may leave out, or a bundler resolves (a `.test.ts` keeps its `.test`, a `.d.cts` its `.d`). */
const MODULE_EXTENSION = /\.(tsx?|jsx?|mjs|cjs|mts|cts|json|css)$/i;

/** The key two paths share when they collide. */
export function collisionKey(file) {
  const dir = path.posix.dirname(file);
  const base = path.posix.basename(file).replace(MODULE_EXTENSION, '');
  return `${dir}/${base}`.toLowerCase();
}

/** Every group of colliding paths, as lists of the tracked paths. */
export function pathCollisions(files) {
  const groups = new Map();
  for (const file of files) {
    const key = collisionKey(file);
    groups.set(key, [...(groups.get(key) ?? []), file]);
  }
  return [...groups.values()].filter((group) => group.length > 1);
}
