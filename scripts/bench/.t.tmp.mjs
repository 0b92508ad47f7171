// Throwaway: what the long tasks of a page are made of (trace events) under 4x. Not committed.
import { launchChromium, productionBuild, serve } from './support.mjs';
const page_ = process.argv[2] ?? '/map';
if (!process.argv.includes('--nobuild')) await productionBuild();
const { server, origin } = await serve();
const browser = await launchChromium();
const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
await context.route(/basemaps|tile/, (r) => r.abort());
const page = await context.newPage();
const cdp = await context.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
const events = [];
cdp.on('Tracing.dataCollected', (e) => events.push(...e.value));
const done = new Promise((r) => cdp.once('Tracing.tracingComplete', r));
await cdp.send('Tracing.start', { traceConfig: { includedCategories: ['devtools.timeline', 'v8.execute', 'disabled-by-default-devtools.timeline'] } });
await page.goto(origin + page_);
await page.waitForTimeout(8000);
await cdp.send('Tracing.end');
await done;
const main = events.filter((e) => e.name === 'RunTask' && e.dur > 50000);
const threadOf = (e) => `${e.pid}:${e.tid}`;
const rendererMain = events.find((e) => e.name === 'TracingStartedInBrowser' || e.name === 'ParseHTML');
const tid = threadOf(main.sort((a,b)=>b.dur-a.dur)[0]); main.sort((a,b)=>a.ts-b.ts);
for (const task of main.filter((t) => threadOf(t) === tid)) {
  const inside = events.filter((e) => threadOf(e) === tid && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= task.ts + task.dur && e.ph === 'X' && e !== task);
  const agg = new Map();
  for (const e of inside) {
    let k = e.name;
    if (e.name === 'FunctionCall' || e.name === 'EvaluateScript' || e.name === 'v8.compile') {
      const d = e.args?.data ?? {};
      k += ` ${(d.url ?? '').split('/').pop()}:${d.lineNumber ?? ''} ${d.functionName ?? ''}`;
    }
    if (e.name === 'TimerFire' || e.name === 'FireAnimationFrame' || e.name === 'EventDispatch') k += ` ${e.args?.data?.type ?? ''}`;
    agg.set(k, (agg.get(k) ?? 0) + e.dur);
  }
  console.log(`\ntask at ${((task.ts - main[0].ts) / 1000).toFixed(0)} ms: ${(task.dur / 1000).toFixed(0)} ms`);
  for (const [k, v] of [...agg].sort((a, b) => b[1] - a[1]).slice(0, 8)) console.log(`   ${(v / 1000).toFixed(0).padStart(5)} ${k}`);
}
await browser.close(); server.close();
console.log('events', events.length, 'long RunTasks', main.length, 'tid', tid, [...new Set(main.map(threadOf))]);
