// The JavaScript / and /map load, gzip, for a visitor: all the JavaScript the page has fetched
// once it is settled in a real browser (chunks loaded on demand included: the budgets apply to
// it; Firebase Auth must not be among them, docs/decisions/0029-no-auth-sdk-without-a-session.md),
// and, printed beside it, what the page's own code needs before it renders (the scripts
// index.html loads, and for /map its page's static imports and Leaflet's chunk, from the
// production build's manifest).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { DIST, launchChromium, productionBuild, serve, verdict } from './support.mjs';

const ROUTES = [
  { route: '/', modules: [], budgetKb: 130, drawn: 'main' },
  {
    route: '/map',
    modules: ['src/features/map/MapPage.tsx', 'src/features/map/MapCanvas.tsx'],
    budgetKb: 200,
    drawn: '.leaflet-container',
  },
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
async function loadedScripts(browser, origin, route, drawn) {
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
  await page.goto(`${origin}${route}`);
  // The page drawn, then quiet: on a busy machine the network can be quiet before the map's own
  // chunks are even asked for.
  await page.waitForSelector(drawn, { timeout: 60_000 });
  await page.waitForLoadState('networkidle');
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
    for (const { route, modules, budgetKb, drawn } of ROUTES) {
      const staticFiles = chunksFor(manifest, [...initial, ...modules]);
      const staticKb = staticFiles.reduce((sum, file) => sum + gzipKb(file), 0);
      const loaded = await loadedScripts(browser, origin, route, drawn);
      const loadedKb = loaded.reduce((sum, file) => sum + gzipKb(file), 0);
      verdict(
        `all JS ${route} loads for a visitor, on-demand chunks included (${loaded.length} files)`,
        loadedKb,
        'KB',
        budgetKb,
      );
      console.log(`    of which needed before it renders (${staticFiles.length} files): ${staticKb.toFixed(1)} KB`);
      const authFile = manifest['src/lib/firebase.ts']?.file;
      const authLoaded = authFile && loaded.includes(authFile) ? 1 : 0;
      verdict(`Firebase Auth chunks ${route} loads for a visitor with no session`, authLoaded, 'files', 0, {
        digits: 0,
      });
    }
  } finally {
    await browser.close();
    server.close();
  }
}
