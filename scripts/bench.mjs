// `npm run bench`: runs every benchmark in scripts/bench/ in name order and prints its figures.
// Benchmarks print numbers against goals; they do not fail the build (tests do that).
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'bench');
const only = process.argv[2];
for (const file of readdirSync(dir)
  // Benchmarks are the numbered files; support.mjs is what they share.
  .filter((f) => /^\d.*\.mjs$/.test(f))
  .sort()) {
  if (only && !file.includes(only)) continue;
  console.log(`\n━━ ${file.replace(/\.mjs$/, '')} ━━`);
  const { default: bench } = await import(pathToFileURL(path.join(dir, file)).href);
  await bench();
}
