// Builds the web app, serves it, and times /map drawing 2,000 demo pins in headless Chromium:
// from navigation to all pins (or their clusters) drawn. Also prints the gzip size of the
// JavaScript /map loads. Goals (issue #7): under 1.5 s, and under 250 KB gzip.
//
// The 2,000 pins are served by intercepting GET /api/sheets/map in the browser (page.route), so
// no emulator is needed; /api/mapdata answers [] the same way, and basemap tiles are refused
// (there is no internet here, and a tile failure must not hold the pins anyway).
import { existsSync, readFileSync, statSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { chromium } from 'playwright';
import { ROOT, build } from '../lib/emulators.mjs';
import { routeJsGzipBytes } from './1-bundle-size.mjs';

const OUT = 'dist-bench';
const PIN_COUNT = 2000;
const RUNS = 5;
const GOAL_MS = 1500;
const GOAL_KB = 250;
const CATEGORIES = ['City-Hall', 'community_hub', 'Art Gallery', 'PARK', 'treasure-hunt', 'Shop_Front', 'Beach Club'];
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The '5. map' tab with `count` pins spread over Saint James (deterministic). */
function demoSheet(count) {
  let seed = 7;
  const random = () => ((seed = (seed * 16807) % 2147483647) / 2147483647);
  const values = [['Name', 'Latitude', 'Longitude', 'Category']];
  for (let i = 1; i <= count; i++) {
    const category = CATEGORIES[i % CATEGORIES.length];
    const lat = (13.15 + random() * 0.08).toFixed(5);
    const lng = (-59.65 + random() * 0.04).toFixed(5);
    values.push([`Bench pin #${i}`, lat, lng, category]);
  }
  return { values, fetchedAt: new Date().toISOString() };
}

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.geojson': 'application/geo+json',
  '.json': 'application/json',
};

/** A static server for the build with the site's SPA fallback (like Firebase Hosting). */
function serve(dir) {
  const server = http.createServer((req, res) => {
    const url = new URL(req.url, 'http://localhost');
    let file = path.join(dir, decodeURIComponent(url.pathname));
    if (!file.startsWith(dir) || !existsSync(file) || statSync(file).isDirectory()) file = path.join(dir, 'index.html');
    const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
    const body = readFileSync(file);
    res.writeHead(200, { 'Content-Type': type, 'Content-Length': body.length });
    res.end(req.method === 'HEAD' ? undefined : body);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

async function timeOneLoad(browser, origin, sheetBody) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.route('**/api/sheets/map', (route) => route.fulfill({ contentType: 'application/json', body: sheetBody }));
  await page.route('**/api/mapdata', (route) => route.fulfill({ contentType: 'application/json', body: '[]' }));
  await page.route(/basemaps\.cartocdn\.com/, (route) => route.abort('failed'));
  await page.goto(`${origin}/map`, { waitUntil: 'commit' });
  await page.waitForSelector(`.leaflet-container[data-pins-drawn="${PIN_COUNT}"]`, { timeout: 60_000 });
  const result = await page.evaluate(() => {
    const [mark] = performance.getEntriesByName('sj:map-pins-drawn');
    const singles = document.querySelectorAll('.leaflet-marker-pane .map-pin').length;
    const clusters = [...document.querySelectorAll('.leaflet-marker-pane .marker-cluster')];
    const clustered = clusters.reduce((sum, el) => sum + Number(el.textContent), 0);
    return { ms: mark?.startTime ?? NaN, shown: singles + clustered, singles, clusters: clusters.length };
  });
  await context.close();
  return result;
}

export default async function mapRender() {
  await build({ webOutDir: OUT, mode: 'production' });
  const distDir = path.join(ROOT, 'web', OUT);
  const { files, bytes } = routeJsGzipBytes(distDir, ['src/features/map/MapPage.tsx']);

  const server = await serve(distDir);
  const origin = `http://127.0.0.1:${server.address().port}`;
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
  const sheetBody = JSON.stringify(demoSheet(PIN_COUNT));
  const times = [];
  let last;
  try {
    await timeOneLoad(browser, origin, sheetBody); // warm-up: Chromium's own first-start costs
    for (let i = 0; i < RUNS; i++) {
      last = await timeOneLoad(browser, origin, sheetBody);
      if (last.shown !== PIN_COUNT) throw new Error(`the map shows ${last.shown} pins, not ${PIN_COUNT}`);
      times.push(last.ms);
    }
  } finally {
    await browser.close();
    server.close();
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)];
  const kb = bytes / 1024;
  console.log(`${PIN_COUNT} demo pins served by intercepting GET /api/sheets/map (page.route); tiles refused (offline).`);
  console.log(
    `/map: navigation → all pins drawn  median ${median.toFixed(0)} ms (runs: ${times.map((t) => t.toFixed(0)).join(', ')} ms; ` +
      `${last.clusters} clusters + ${last.singles} single pins on screen) — goal ${GOAL_MS} ms: ${median <= GOAL_MS ? 'within' : 'OVER'}`,
  );
  console.log(
    `/map: JavaScript loaded ${kb.toFixed(1)} KB gzip in ${files.length} file(s) — goal ${GOAL_KB} KB: ${kb <= GOAL_KB ? 'within' : 'OVER'}`,
  );
}
