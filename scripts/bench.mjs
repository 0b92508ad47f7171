// `npm run bench`: runs every benchmark in scripts/bench/ in name order and prints its figures.
// Benchmarks print numbers against goals; the run fails (exit code 1) when a figure is over its
// goal, after printing them all. They are not part of `npm test`: a timed test would flake.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { overGoal } from './bench/support.mjs';

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

if (overGoal.length > 0) {
  console.log(`\n${overGoal.length} figure(s) OVER their goal:\n${overGoal.map((label) => `  - ${label}`).join('\n')}`);
  process.exitCode = 1;
} else console.log('\nEvery figure is within its goal.');
