// Lighthouse's mobile run, on Debian's chromium, with its CPU slow-down calibrated to this host
// (cpuSlowdown.mjs; docs/decisions/0024-a-calibrated-bench.md): simulated slow 4G as Lighthouse's
// default, the CPU slowed by the multiplier that makes this host a mid-tier phone. Every figure is
// printed with the host's benchmarkIndex and the multiplier it ran with.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { cpuSlowdownFor } from './cpuSlowdown.mjs';
import { mainThreadShare } from './mainThreadShare.mjs';
import { CHROMIUM, median } from './support.mjs';

/** How many Lighthouse runs each figure takes the median of; SJ_BENCH_LIGHTHOUSE_RUNS=0 skips them. */
export const LIGHTHOUSE_RUNS = Number(process.env.SJ_BENCH_LIGHTHOUSE_RUNS ?? 5);

/**
 * A Chrome for Lighthouse: a fresh profile (a first visit), or the profile in `userDataDir`, which the
 * caller then removes.
 * @param {string} [userDataDir]
 */
export const launchChrome = (userDataDir) =>
  launch({
    chromePath: process.env.CHROME_PATH ?? CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    ...(userDataDir ? { userDataDir } : {}),
  });

/**
 * One calibrated Lighthouse mobile run of `url` on the Chrome listening on `port`. Simulated
 * throttling applies the CPU slow-down after the page has loaded (it scales the tasks of the
 * unthrottled trace), so the run is split as `lighthouse -G` then `-A` do: the load is gathered,
 * the multiplier is read off the benchmarkIndex Lighthouse measured at its start, the saved settings
 * take it (the audit phase refuses settings that differ from the gathered ones), and the audits run.
 * `stretch` is how much longer the page's main-thread tasks lasted than the processor time they had
 * (mainThreadShare.mjs): the host's contention, which the multiplier multiplies too.
 */
export async function lighthouseRun(url, port) {
  const dir = mkdtempSync(path.join(tmpdir(), 'sj-lighthouse-'));
  try {
    const flags = { onlyCategories: ['performance'], logLevel: /** @type {const} */ ('error') };
    await lighthouse(url, { ...flags, port, gatherMode: dir });
    const file = path.join(dir, 'artifacts.json');
    const artifacts = JSON.parse(readFileSync(file, 'utf8'));
    const multiplier = cpuSlowdownFor(artifacts.BenchmarkIndex);
    if (multiplier === null)
      throw new Error(
        `benchmarkIndex ${artifacts.BenchmarkIndex}: this host is slower than the phone Lighthouse emulates`,
      );
    artifacts.settings.throttling.cpuSlowdownMultiplier = multiplier;
    writeFileSync(file, JSON.stringify(artifacts));
    const result = await lighthouse(url, {
      ...flags,
      auditMode: dir,
      throttling: { cpuSlowdownMultiplier: multiplier },
    });
    return readResult(url, result);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** @param {string} url @param {import('lighthouse').RunnerResult | undefined} result */
function readResult(url, result) {
  if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
  const { lhr } = result;
  if (new URL(lhr.finalDisplayedUrl).pathname !== new URL(url).pathname)
    throw new Error(`Lighthouse measured ${lhr.finalDisplayedUrl}, not ${url}`);
  /** @param {string} id */
  const metric = (id) => lhr.audits[id]?.numericValue ?? NaN;
  /** Each metric's own score (0-1): what the points were lost on. @param {string} id */
  const points = (id) => lhr.audits[id]?.score ?? NaN;
  // The trace the audits read, already parsed (not the gathered file a second time).
  const share = mainThreadShare(result.artifacts.Trace.traceEvents);
  return {
    score: (lhr.categories.performance.score ?? 0) * 100,
    fcp: metric('first-contentful-paint'),
    si: metric('speed-index'),
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    metricScores: {
      fcp: points('first-contentful-paint'),
      si: points('speed-index'),
      lcp: points('largest-contentful-paint'),
      tbt: points('total-blocking-time'),
      cls: points('cumulative-layout-shift'),
    },
    mainThread: metric('mainthread-work-breakdown'),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    multiplier: lhr.configSettings.throttling.cpuSlowdownMultiplier,
    stretch: share ? share.wallMs / share.cpuMs : NaN,
  };
}

/**
 * A run on a Chrome of its own, just started and closed after it; with `profile`, on a copy of that
 * Chrome profile (a signed-in member's). Every page is measured so: a Chrome that has already worked
 * for a while measures a higher benchmarkIndex on this host than one just started (medians 2,485 and
 * 1,727 in one trial), and so gets a larger CPU slow-down for the same page
 * (docs/decisions/0024-a-calibrated-bench.md).
 * @param {string} url @param {string} [profile]
 */
export async function freshRun(url, profile) {
  const copy = profile && mkdtempSync(path.join(tmpdir(), 'sj-chrome-profile-'));
  /** @type {Awaited<ReturnType<typeof launchChrome>> | undefined} */
  let chrome;
  try {
    if (profile && copy) cpSync(profile, copy, { recursive: true });
    chrome = await launchChrome(copy);
    return await lighthouseRun(url, chrome.port);
  } finally {
    chrome?.kill();
    if (copy) rmSync(copy, { recursive: true, force: true, maxRetries: 10 });
  }
}

/**
 * The run with the median score of a page's runs (scores vary by a few points from run to run), after
 * printing every run's score, blocking time and benchmarkIndex (the spread is the figure's margin)
 * and the metrics of the run whose score is the median (its TBT need not be the median TBT, which is
 * what the function returns, with the median stretch).
 */
export function medianRun(label, runs) {
  const mid = [...runs].sort((a, b) => a.score - b.score)[Math.floor(runs.length / 2)];
  console.log(
    `Lighthouse mobile ${label} (simulated slow 4G), runs: ` +
      runs
        .map(
          (r) =>
            `${r.score.toFixed(0)} (TBT ${r.tbt.toFixed(0)} ms, benchmarkIndex ${r.benchmarkIndex.toFixed(0)}, CPU ×${r.multiplier}, ` +
            `main-thread tasks ${r.stretch.toFixed(1)}× their CPU time)`,
        )
        .join(', ') +
      '; ' +
      `median-score run (each metric's own score in parentheses): ` +
      `FCP ${(mid.fcp / 1000).toFixed(2)} s (${mid.metricScores.fcp.toFixed(2)}), ` +
      `SI ${(mid.si / 1000).toFixed(2)} s (${mid.metricScores.si.toFixed(2)}), ` +
      `LCP ${(mid.lcp / 1000).toFixed(2)} s (${mid.metricScores.lcp.toFixed(2)}), ` +
      `TBT ${mid.tbt.toFixed(0)} ms (${mid.metricScores.tbt.toFixed(2)}), ` +
      `CLS ${mid.cls.toFixed(3)} (${mid.metricScores.cls.toFixed(2)}), main-thread work ${(mid.mainThread / 1000).toFixed(2)} s`,
  );
  return {
    ...mid,
    tbt: median(runs.map((r) => r.tbt)),
    mainThread: median(runs.map((r) => r.mainThread)),
    benchmarkIndex: median(runs.map((r) => r.benchmarkIndex)),
    multiplier: median(runs.map((r) => r.multiplier)),
    stretch: median(runs.map((r) => r.stretch)),
  };
}
