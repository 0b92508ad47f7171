// `node scripts/profile-page.mjs [/map]`: what a page's main thread does while it loads, for finding
// the long tasks that Lighthouse's total blocking time counts (docs/decisions/0024-a-calibrated-bench.md).
// Not a benchmark and not a test: it prints no verdict. It builds the production bundle without
// minifying (so functions keep their names), serves it as the bench does (scripts/bench/support.mjs:
// demo api answers, no basemap tiles), loads the page in headless Chromium as a 412 px phone with
// the CPU slowed 4×, and prints:
// - each task over 50 ms, with what it was made of (script, a React render, layout, a timer...);
// - the app's functions by inclusive CPU time over the whole load (React components, hooks, api).
import path from 'node:path';
import { DIST, launchChromium, productionBuild, serve } from './bench/support.mjs';

const PAGE = process.argv[2] ?? '/map';
const SLOWDOWN = 4;
const SETTLE_MS = 8000;

await productionBuild({ minify: false });
const { server, origin } = await serve(DIST);
const browser = await launchChromium();
try {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
  await context.route(/basemaps\.cartocdn\.com/, (route) => route.abort());
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  /** @type {any[]} */
  const events = [];
  cdp.on('Tracing.dataCollected', (data) => events.push(...data.value));
  const traced = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', {
    traceConfig: { includedCategories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute'] },
  });
  await cdp.send('Profiler.start');
  await page.goto(origin + PAGE);
  await page.waitForTimeout(SETTLE_MS);
  const { profile } = await cdp.send('Profiler.stop');
  await cdp.send('Tracing.end');
  await traced;
  printLongTasks(events, profile);
  printAppFunctions(profile);
} finally {
  await browser.close();
  server.close();
}

/**
 * Each task over 50 ms on the page's main thread (the thread of the longest task), its parts, and
 * the JavaScript sampled in it: the functions by self time, and the components (and Leaflet
 * classes: capitalised names) by inclusive time.
 */
function printLongTasks(events, profile) {
  const samples = sampleFrames(profile);
  const thread = (event) => `${event.pid}:${event.tid}`;
  const tasks = events.filter((event) => event.name === 'RunTask' && event.dur > 50_000);
  if (tasks.length === 0) return console.log('No task over 50 ms.');
  const main = thread(tasks.reduce((a, b) => (b.dur > a.dur ? b : a)));
  const mine = tasks.filter((task) => thread(task) === main).sort((a, b) => a.ts - b.ts);
  const blocking = mine.reduce((sum, task) => sum + task.dur / 1000 - 50, 0);
  console.log(`Tasks over 50 ms at CPU ×${SLOWDOWN}: ${mine.length}, blocking ${blocking.toFixed(0)} ms in all`);
  for (const task of mine) {
    const parts = new Map();
    for (const event of events) {
      if (event.ph !== 'X' || event === task || thread(event) !== main) continue;
      if (event.ts < task.ts || event.ts + (event.dur ?? 0) > task.ts + task.dur) continue;
      const data = event.args?.data ?? {};
      const where = event.name === 'FunctionCall' ? ` ${data.functionName || ''} ${path.basename(data.url ?? '')}` : '';
      const key = `${event.name}${where}`;
      parts.set(key, (parts.get(key) ?? 0) + event.dur);
    }
    const top = [...parts].sort((a, b) => b[1] - a[1]).slice(0, 4);
    const at = ((task.ts - mine[0].ts) / 1000).toFixed(0);
    console.log(
      `  +${at} ms: ${(task.dur / 1000).toFixed(0)} ms — ${top.map(([k, us]) => `${k} ${(us / 1000).toFixed(0)}`).join('; ')}`,
    );
    const self = new Map();
    const components = new Map();
    for (const sample of samples) {
      if (sample.ts < task.ts || sample.ts > task.ts + task.dur) continue;
      self.set(sample.stack[0], (self.get(sample.stack[0]) ?? 0) + sample.us);
      for (const name of new Set(sample.stack.filter((name) => /^[A-Z]/.test(name))))
        components.set(name, (components.get(name) ?? 0) + sample.us);
    }
    const list = (map) =>
      [...map]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 6)
        .map(([name, us]) => `${name} ${(us / 1000).toFixed(0)}`)
        .join(', ');
    console.log(`      self: ${list(self)}`);
    console.log(`      components: ${list(components)}`);
  }
}

/** Each CPU sample: when (the trace's clock), how long, and its stack's function names, leaf first. */
function sampleFrames(profile) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  let ts = profile.startTime;
  return profile.samples.map((id, i) => {
    const us = profile.timeDeltas[i] ?? 0;
    ts += us;
    const stack = [];
    for (let node = id; node !== undefined; node = parent.get(node)) {
      const { functionName, url, lineNumber } = byId.get(node).callFrame;
      stack.push(functionName || (url ? `(anonymous ${path.basename(url)}:${lineNumber + 1})` : '(anonymous)'));
    }
    return { ts, us, stack };
  });
}

/** The app's own functions (in /assets/), by inclusive CPU time over the load. */
function printAppFunctions(profile) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const inclusive = new Map();
  profile.samples.forEach((id, i) => {
    const seen = new Set();
    for (let node = id; node !== undefined; node = parent.get(node)) {
      const frame = byId.get(node).callFrame;
      if (!frame.url.includes('/assets/') || !frame.functionName) continue;
      const key = `${frame.functionName} (${path.basename(frame.url)}:${frame.lineNumber + 1})`;
      if (seen.has(key)) continue;
      seen.add(key);
      inclusive.set(key, (inclusive.get(key) ?? 0) + (profile.timeDeltas[i] ?? 0));
    }
  });
  console.log(`\nThe app's functions by inclusive CPU time at ×${SLOWDOWN} (ms):`);
  for (const [key, us] of [...inclusive].sort((a, b) => b[1] - a[1]).slice(0, 40))
    console.log(`  ${(us / 1000).toFixed(0).padStart(5)}  ${key}`);
}
