// What the browser benchmarks share: one production build, a static server that behaves like
// Firebase Hosting for it (SPA fallback, gzip, cache headers; the demo spreadsheet on
// /api/sheets/*, as the api serves it in the emulator), Debian's chromium, and the verdict line
// format.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
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

const COMPRESSIBLE = /^(text\/|application\/(json|geo\+json)|image\/svg)/;

/** GET /api/sheets/{tab} as the api answers it in the emulator: the demo workbook, with its ETag. */
function demoSheets() {
  const answers = new Map();
  for (const tab of ['properties', 'map', 'colours']) {
    const file = path.join(ROOT, 'functions', 'src', 'sheets', 'demo', `${tab}.json`);
    const { values } = JSON.parse(readFileSync(file, 'utf8'));
    const body = Buffer.from(JSON.stringify({ values, fetchedAt: new Date().toISOString() }));
    const etag = `W/"${createHash('sha1').update(body).digest('base64url')}"`;
    answers.set(`/api/sheets/${tab}`, { body, etag });
  }
  return answers;
}

const brotli = new Map();
/** A static file brotli-compressed once (as Hosting keeps a compressed copy of each file). */
const brotliOf = (file, body) => {
  if (!brotli.has(file)) brotli.set(file, brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }));
  return brotli.get(file);
};

/**
 * Ends a response with `body`, compressed as Hosting does when the caller accepts it: Brotli for a
 * static file (`file` given), gzip otherwise (the api's answers: the function gzips them itself).
 */
function send(req, res, status, headers, body, file) {
  const type = headers['Content-Type'] ?? '';
  const accepted = req.headers['accept-encoding'] ?? '';
  let payload = body;
  if (COMPRESSIBLE.test(type) && file && /\bbr\b/.test(accepted)) {
    payload = brotliOf(file, body);
    headers = { ...headers, 'Content-Encoding': 'br', Vary: 'Accept-Encoding' };
  } else if (COMPRESSIBLE.test(type) && /\bgzip\b/.test(accepted)) {
    payload = gzipSync(body);
    headers = { ...headers, 'Content-Encoding': 'gzip', Vary: 'Accept-Encoding' };
  }
  res.writeHead(status, { ...headers, 'Content-Length': payload.length });
  res.end(req.method === 'HEAD' ? undefined : payload);
}

/**
 * Serves the build like Firebase Hosting: files (hashed assets cached for a year), `<page>.html` at
 * /<page> (cleanUrls), index.html for other page addresses (no-cache), 404 for a missing /assets file, Brotli or gzip (Hosting picks the
 * best the browser accepts: firebase.google.com/docs/hosting); /api/sheets/* answers the demo
 * workbook (304 to a matching If-None-Match), other /api/* a JSON 404. Resolves with the server
 * and its origin.
 */
export function serve(dir = DIST) {
  const sheets = demoSheets();
  // Compressed ahead, as Hosting holds its copies: the first request is not slower than the others.
  for (const name of readdirSync(path.join(dir, 'assets'))) {
    const file = path.join(dir, 'assets', name);
    if (COMPRESSIBLE.test(TYPES[path.extname(file)] ?? '')) brotliOf(file, readFileSync(file));
  }
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const sheet = sheets.get(url.pathname);
    if (sheet) {
      const headers = { 'Cache-Control': 'public, max-age=5, s-maxage=5', ETag: sheet.etag };
      if (req.headers['if-none-match'] === sheet.etag) {
        res.writeHead(304, headers).end();
        return;
      }
      send(req, res, 200, { ...headers, 'Content-Type': 'application/json; charset=utf-8' }, sheet.body);
      return;
    }
    if (url.pathname.startsWith('/api/')) {
      const body = Buffer.from('{"error":"Not found in the bench server","code":"not-found"}');
      send(req, res, 404, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' }, body);
      return;
    }
    let file = path.join(dir, decodeURIComponent(url.pathname));
    const exists = file.startsWith(dir) && existsSync(file) && !statSync(file).isDirectory();
    if (!exists && url.pathname.startsWith('/assets/')) {
      res.writeHead(404).end();
      return;
    }
    // cleanUrls (firebase.json): /map serves map.html when the build has one.
    const clean = `${file}.html`;
    if (!exists)
      file = url.pathname !== '/' && clean.startsWith(dir) && existsSync(clean) ? clean : path.join(dir, 'index.html');
    const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
    // As firebase.json: /assets/** ten minutes (docs/decisions/0020a-hashed-assets-cached-ten-minutes.md).
    const cache = url.pathname.startsWith('/assets/') ? 'public, max-age=600' : 'no-cache';
    send(req, res, 200, { 'Content-Type': type, 'Cache-Control': cache }, readFileSync(file), file);
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

/** How many Lighthouse runs each figure takes the median of; SJ_BENCH_LIGHTHOUSE_RUNS=0 skips them. */
export const LIGHTHOUSE_RUNS = Number(process.env.SJ_BENCH_LIGHTHOUSE_RUNS ?? 5);

/** One Lighthouse run (mobile, its defaults: simulated slow 4G and 4× CPU) on Debian's chromium. */
async function lighthouseRun(url) {
  const chrome = await launch({
    chromePath: process.env.CHROME_PATH ?? CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const result = await lighthouse(url, { port: chrome.port, onlyCategories: ['performance'], logLevel: 'error' });
    if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
    const { lhr } = result;
    /** @param {string} id */
    const metric = (id) => lhr.audits[id].numericValue ?? NaN;
    return {
      score: (lhr.categories.performance.score ?? 0) * 100,
      fcp: metric('first-contentful-paint'),
      lcp: metric('largest-contentful-paint'),
      tbt: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
    };
  } finally {
    await chrome.kill();
  }
}

/**
 * The run with the median performance score of LIGHTHOUSE_RUNS runs on a page (scores vary by a
 * few points from run to run), after printing every run's score and the median run's metrics.
 */
export async function lighthouseMedian(url) {
  const runs = [];
  for (let i = 0; i < LIGHTHOUSE_RUNS; i++) runs.push(await lighthouseRun(url));
  const sorted = [...runs].sort((a, b) => a.score - b.score);
  const mid = sorted[Math.floor(sorted.length / 2)];
  console.log(
    `Lighthouse mobile (simulated slow 4G, 4× CPU), ${new URL(url).pathname}, runs: ` +
      `${runs.map((r) => r.score.toFixed(0)).join(', ')}; median run: FCP ${(mid.fcp / 1000).toFixed(2)} s, ` +
      `LCP ${(mid.lcp / 1000).toFixed(2)} s, TBT ${mid.tbt.toFixed(0)} ms, CLS ${mid.cls.toFixed(3)}`,
  );
  return mid;
}
