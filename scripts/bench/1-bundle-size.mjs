// Builds the web app and prints the gzip size of the JavaScript that / and /map load.
// Budget for /: 200 KB gzip; /map: 250 KB gzip (issue #7). Every route but / is lazy.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROOT, build } from '../lib/emulators.mjs';

const OUT = 'dist-bench';
const ROUTES = [
  { route: '/', modules: [], budgetKb: 200 },
  { route: '/map', modules: ['src/features/map/MapPage.tsx'], budgetKb: 250 },
];

/** Every JS file a set of manifest entries loads statically (imports, not dynamicImports). */
export function chunksFor(manifest, keys) {
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return [...files].filter((file) => file.endsWith('.js'));
}

export function routeJsGzipBytes(distDir, modules) {
  const manifest = JSON.parse(readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8'));
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const files = chunksFor(manifest, [entry, ...modules]);
  const bytes = files.reduce(
    (sum, file) => sum + gzipSync(readFileSync(path.join(distDir, file)), { level: 9 }).length,
    0,
  );
  return { files, bytes };
}

export default async function bundleSize() {
  await build({ webOutDir: OUT, mode: 'production' });
  const distDir = path.join(ROOT, 'web', OUT);
  for (const { route, modules, budgetKb } of ROUTES) {
    const { files, bytes } = routeJsGzipBytes(distDir, modules);
    const kb = bytes / 1024;
    const verdict = kb <= budgetKb ? 'within' : 'OVER';
    console.log(
      `JS loaded by ${route.padEnd(5)} ${kb.toFixed(1).padStart(7)} KB gzip in ${files.length} file(s) — budget ${budgetKb} KB: ${verdict}`,
    );
  }
}
