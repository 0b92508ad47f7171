// Throwaway: where /map's main-thread time goes (CPU profile under a 4x slow-down). Not committed.
import { launchChromium, productionBuild, serve } from './support.mjs';
const page_ = process.argv[2] ?? '/map';
if (!process.argv.includes("--nobuild")) await productionBuild();
const { server, origin } = await serve();
const browser = await launchChromium();
const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
await context.route(/basemaps|tile/, (r) => r.abort());
const page = await context.newPage();
const cdp = await context.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
await page.addInitScript(() => {
  window.__long = [];
  new PerformanceObserver((l) => l.getEntries().forEach((e) => window.__long.push([Math.round(e.startTime), Math.round(e.duration)]))).observe({ type: 'longtask', buffered: true });
});
await cdp.send('Profiler.start');
await page.goto(origin + page_);
await page.waitForTimeout(8000);
const { profile } = await cdp.send('Profiler.stop');
console.log('long tasks', JSON.stringify(await page.evaluate(() => window.__long)));
const self = new Map();
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const dt = profile.timeDeltas; const counts = new Map();
profile.samples.forEach((id, i) => counts.set(id, (counts.get(id) ?? 0) + (dt[i] ?? 0)));
for (const [id, us] of counts) {
  const n = byId.get(id); const f = n.callFrame;
  const key = `${f.functionName || '(anon)'} ${f.url.split('/').pop()}:${f.lineNumber}`;
  self.set(key, (self.get(key) ?? 0) + us);
}
const byFile = new Map();
for (const [id, us] of counts) { const f = byId.get(id).callFrame; const k = f.url.split('/').pop() || f.functionName; byFile.set(k, (byFile.get(k) ?? 0) + us); }
console.log('by file (ms):', [...byFile].sort((a, b) => b[1] - a[1]).slice(0, 15).map(([k, v]) => `${k} ${(v / 1000).toFixed(0)}`).join('\n  '));
console.log('top self (ms):\n  ' + [...self].sort((a, b) => b[1] - a[1]).slice(0, 30).map(([k, v]) => `${(v / 1000).toFixed(0)} ${k}`).join('\n  '));
await browser.close(); server.close();

const parent = new Map();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const incl = new Map();
profile.samples.forEach((id, i) => {
  const seen = new Set();
  for (let cur = id; cur !== undefined; cur = parent.get(cur)) {
    const f = byId.get(cur).callFrame;
    if (!f.url.includes('/assets/')) continue;
    const file = f.url.split('/').pop();
    if (!/^[A-Z]/.test(f.functionName) && !/MapCanvas|MapPage|shared|BaseLayers/.test(file)) continue;
    const k = `${f.functionName || '(anon)'} ${file}:${f.lineNumber}`;
    if (seen.has(k)) continue; seen.add(k);
    incl.set(k, (incl.get(k) ?? 0) + (profile.timeDeltas[i] ?? 0));
  }
});
console.log('inclusive app (ms):\n  ' + [...incl].sort((a, b) => b[1] - a[1]).slice(0, 45).map(([k, v]) => `${(v / 1000).toFixed(0)} ${k}`).join('\n  '));
