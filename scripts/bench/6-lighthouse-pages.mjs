// Lighthouse's mobile performance score on the pages a visit opens most (/, /city-hall, /sheet,
// /map) and a member's dashboard, on the production build served like Hosting (Brotli or gzip, the
// api's demo answers), with Lighthouse's CPU slow-down calibrated to this host (goal ≥ 95 each,
// median of 5 runs). The pages take turns, run after run, so that the machine's load falls on all of
// them alike; the same runs give the ratio of main-thread blocking (Lighthouse's total blocking
// time) of /map to / (goal ≤ 2×) and /map's blocking time (goal ≤ 200 ms).
// docs/decisions/0024-a-calibrated-bench.md
import { rmSync } from 'node:fs';
import { LIGHTHOUSE_RUNS, freshRun, medianRun } from './lighthouse.mjs';
import { signedInProfile, startAuthEmulator } from './memberSession.mjs';
import { productionBuild, serve, verdict } from './support.mjs';

const SCORE_GOAL = 95;
const BLOCKING_RATIO_GOAL = 2;
const MAP_TBT_GOAL_MS = 200;
const PUBLIC_PAGES = ['/', '/city-hall', '/sheet', '/map'];

export default async function lighthousePages() {
  if (LIGHTHOUSE_RUNS === 0) return console.log('SJ_BENCH_LIGHTHOUSE_RUNS=0: skipped');
  await productionBuild();
  const { server, origin } = await serve();
  const stopAuth = await startAuthEmulator();
  // Every run has a Chrome of its own; the member's start from a profile signed in once.
  let member = '';
  try {
    member = await signedInProfile(origin);
    /** @type {Record<string, Awaited<ReturnType<typeof freshRun>>[]>} */
    const runs = Object.fromEntries([...PUBLIC_PAGES, '/dashboard'].map((page) => [page, []]));
    for (let round = 0; round < LIGHTHOUSE_RUNS; round++) {
      for (const page of PUBLIC_PAGES) runs[page].push(await freshRun(`${origin}${page}`));
      runs['/dashboard'].push(await freshRun(`${origin}/dashboard`, member));
    }
    /** @type {Record<string, ReturnType<typeof medianRun>>} */
    const medians = {};
    for (const [page, pageRuns] of Object.entries(runs)) {
      const mid = (medians[page] = medianRun(page === '/dashboard' ? '/dashboard (the demo member)' : page, pageRuns));
      const calibrated = `CPU ×${mid.multiplier} for benchmarkIndex ${mid.benchmarkIndex.toFixed(0)}, medians`;
      verdict(`Lighthouse mobile performance, ${page}, median (${calibrated})`, mid.score, 'points', SCORE_GOAL, {
        atLeast: true,
        digits: 0,
      });
    }
    const [map, home] = [medians['/map'], medians['/']];
    const calibrated = `CPU ×${home.multiplier} and ×${map.multiplier}, medians`;
    console.log(
      `main-thread blocking (total blocking time, median of ${LIGHTHOUSE_RUNS}): /map ${map.tbt.toFixed(0)} ms, / ${home.tbt.toFixed(0)} ms; ` +
        `main-thread work: /map ${(map.mainThread / 1000).toFixed(2)} s, / ${(home.mainThread / 1000).toFixed(2)} s ` +
        `(${(map.mainThread / home.mainThread).toFixed(1)}×); ` +
        `main-thread tasks lasted ${map.stretch.toFixed(1)}× (/map) and ${home.stretch.toFixed(1)}× (/) their CPU time, ` +
        `medians: the host's contention, which the CPU slow-down multiplies too (decision 24)`,
    );
    if (home.tbt > 0)
      verdict(`main-thread blocking, /map ÷ / (${calibrated})`, map.tbt / home.tbt, '×', BLOCKING_RATIO_GOAL);
    else console.log('main-thread blocking, /map ÷ /: / blocks for 0 ms, the ratio is not defined (within)');
    verdict(`Lighthouse total blocking time, /map, median (${calibrated})`, map.tbt, 'ms', MAP_TBT_GOAL_MS, {
      digits: 0,
    });
  } finally {
    if (member) rmSync(member, { recursive: true, force: true, maxRetries: 10 });
    await stopAuth();
    server.close();
  }
}
