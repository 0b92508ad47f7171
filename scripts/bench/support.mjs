// What the browser benchmarks share: one production build, a static server that behaves like
// Firebase Hosting for it (SPA fallback, no API), Debian's chromium, and the verdict line format.
import { existsSync, readFileSync, statSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { chromium } from 'playwright';
import { ROOT, build } from '../lib/emulators.mjs';

export const OUT = 'dist-bench';
export const DIST = path.join(ROOT, 'web', OUT);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

let built = false;
/** The production build the benchmarks measure, built once per `npm run bench`. */
export async function productionBuild() {
  if (!built) await build({ webOutDir: OUT, mode: 'production' });
  built = true;
  return DIST;
}

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.webm': 'video/webm',
  '.gif': 'image/gif',
  '.geojson': 'application/geo+json',
  '.json': 'application/json',
};

/**
 * Serves the build like Firebase Hosting: files, index.html for page addresses, 404 for a missing
 * /assets file. Resolves with the server and its origin.
 */
export function serve(dir = DIST) {
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    let file = path.join(dir, decodeURIComponent(url.pathname));
    const exists = file.startsWith(dir) && existsSync(file) && !statSync(file).isDirectory();
    if (!exists && url.pathname.startsWith('/assets/')) {
      res.writeHead(404).end();
      return;
    }
    if (!exists) file = path.join(dir, 'index.html');
    const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
    const body = readFileSync(file);
    res.writeHead(200, { 'Content-Type': type, 'Content-Length': body.length });
    res.end(req.method === 'HEAD' ? undefined : body);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const address = /** @type {import('node:net').AddressInfo} */ (server.address());
      resolve({ server, origin: `http://127.0.0.1:${address.port}` });
    }),
  );
}

/** Debian's chromium, headless, with the flags this closed network needs. */
export function launchChromium() {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
    ],
  });
}

/** One figure beside its goal: '... 112.2 KB — goal ≤ 150 KB: within'. */
export function verdict(label, value, unit, goal, { atLeast = false, digits = 1 } = {}) {
  const ok = atLeast ? value >= goal : value <= goal;
  console.log(
    `${label}: ${value.toFixed(digits)} ${unit} — goal ${atLeast ? '≥' : '≤'} ${goal} ${unit}: ${ok ? 'within' : 'OVER'}`,
  );
  return ok;
}
