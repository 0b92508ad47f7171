// The JavaScript / and /map load, gzip: what the page's own code needs before it renders (the
// scripts index.html loads, and for /map its page's static imports and Leaflet's chunk, which it
// loads at once to draw the map, from the production build's
// manifest; the budgets apply to it), and all the
// JavaScript the page has fetched once it is settled in a real browser (chunks loaded on demand,
// such as Firebase Auth, included), printed beside it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { DIST, launchChromium, productionBuild, serve, verdict } from './support.mjs';

const ROUTES = [
  { route: '/', modules: [], budgetKb: 150 },
  { route: '/map', modules: ['src/features/map/MapPage.tsx', 'src/features/map/MapCanvas.tsx'], budgetKb: 200 },
];

const gzipKb = (file) => gzipSync(readFileSync(path.join(DIST, file)), { level: 9 }).length / 1024;

/** The scripts index.html loads itself (module scripts and modulepreloads), as manifest keys. */
export function initialKeys(manifest, html) {
  const urls = [...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="\/([^"]+\.js)"/g)].map(
    (match) => match[1],
  );
  return Object.keys(manifest).filter((key) => urls.includes(manifest[key].file));
}

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

/** The JS files a page fetches until the network is quiet (the API answered with empty data). */
async function loadedScripts(browser, origin, route) {
  const page = await browser.newPage();
  const files = new Set();
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.origin === origin && url.pathname.endsWith('.js')) files.add(url.pathname.slice(1));
  });
  await page.route('**/api/**', (r) =>
    r.fulfill({ status: 404, contentType: 'application/json', body: '{"error":"bench","code":"not-found"}' }),
  );
  await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (r) => r.abort('failed'));
  await page.goto(`${origin}${route}`, { waitUntil: 'networkidle' });
  await page.close();
  return [...files];
}

export default async function bundleSize() {
  await productionBuild();
  const manifest = JSON.parse(readFileSync(path.join(DIST, '.vite', 'manifest.json'), 'utf8'));
  const initial = initialKeys(manifest, readFileSync(path.join(DIST, 'index.html'), 'utf8'));
  if (initial.length === 0) throw new Error('index.html loads no script the manifest knows');
  const { server, origin } = await serve();
  const browser = await launchChromium();
  try {
    for (const { route, modules, budgetKb } of ROUTES) {
      const staticFiles = chunksFor(manifest, [...initial, ...modules]);
      const staticKb = staticFiles.reduce((sum, file) => sum + gzipKb(file), 0);
      verdict(`JS ${route} needs before it renders (${staticFiles.length} files)`, staticKb, 'KB', budgetKb);
      const loaded = await loadedScripts(browser, origin, route);
      const loadedKb = loaded.reduce((sum, file) => sum + gzipKb(file), 0);
      console.log(
        `    all JS ${route} has loaded once settled, on-demand chunks included (${loaded.length} files): ${loadedKb.toFixed(1)} KB`,
      );
    }
  } finally {
    await browser.close();
    server.close();
  }
}
