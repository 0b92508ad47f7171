import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** The web app's source files under `dir` (TypeScript, tests left out), for the tests that read the source. */
export function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sourceFiles(file);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [file] : [];
  });
}
