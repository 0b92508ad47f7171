// Two builds of the site side by side under the bench's calibrated Lighthouse (docs/decisions/0024):
// runs alternate between them, so the host's load falls on both alike, and the medians are printed
// with each run. How decisions 32 to 39 weighed a change; the bench's own figures are one build's.
//
//   node scripts/compare-builds.mjs build <dir>                  the working tree's bench build, copied to <dir>
//   node scripts/compare-builds.mjs <pages> <runs> <dirA> <dirB>  e.g. /map,/ 7 /tmp/before /tmp/after
//
// Build "before" from a clean checkout of the old commit (or stash the change), "after" from the change.
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { freshRun } from './bench/lighthouse.mjs';
import { median, productionBuild, serve } from './bench/support.mjs';

const [first, ...rest] = process.argv.slice(2);
if (first === 'build' && rest.length === 1) {
  const out = path.resolve(rest[0]);
  const dist = await productionBuild();
  rmSync(out, { recursive: true, force: true });
  cpSync(dist, out, { recursive: true });
  console.log(`built ${out}`);
} else if (rest.length === 3 && Number(rest[0]) > 0) {
  const [pages, runs, ...dirs] = [first, Number(rest[0]), rest[1], rest[2]];
  const servers = await Promise.all(dirs.map((dir) => serve(path.resolve(dir))));
  /** @type {Record<string, Awaited<ReturnType<typeof freshRun>>[]>} */
  const results = {};
  try {
    for (let round = 0; round < runs; round++)
      for (const page of pages.split(','))
        for (const [k, dir] of dirs.entries()) {
          const run = await freshRun(`${servers[k].origin}${page}`);
          (results[`${page} ${dir}`] ??= []).push(run);
          console.log(
            `${page} ${dir} #${round + 1}: ${run.score.toFixed(0)} points, TBT ${run.tbt.toFixed(0)} ms, ` +
              `CPU ×${run.multiplier}, main-thread tasks ${run.stretch.toFixed(1)}× their CPU time`,
          );
        }
  } finally {
    for (const { server } of servers) server.close();
  }
  for (const [label, list] of Object.entries(results))
    console.log(
      `${label}: median ${median(list.map((r) => r.score)).toFixed(0)} points, TBT ${median(list.map((r) => r.tbt)).toFixed(0)} ms ` +
        `(runs ${list.map((r) => r.tbt.toFixed(0)).join(', ')})`,
    );
} else {
  console.error('usage: node scripts/compare-builds.mjs build <dir> | <pages,> <runs> <dirA> <dirB>');
  process.exit(2);
}
