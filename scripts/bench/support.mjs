// What the browser benchmarks share: one production build, a static server that behaves like
// Firebase Hosting for it (SPA fallback, gzip, cache headers; the demo spreadsheet on
// /api/sheets/*, the public map entries and an unlinked member's Upland status, as the api serves
// them in the emulator), Debian's chromium, and the verdict line format.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { chromium } from 'playwright';
import ts from 'typescript';
import { ROOT, build, emulatorPorts } from '../lib/emulators.mjs';

export const OUT = 'dist-bench';
export const DIST = path.join(ROOT, 'web', OUT);
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** The emulators the benchmarks start (the Auth emulator, for a member's pages) use firebase.json's ports plus this. */
export const BENCH_PORT_OFFSET = Number(process.env.SJ_BENCH_PORT_OFFSET ?? 80);
export const BENCH_PROJECT_ID = 'demo-saint-james';

let built = false;
/**
 * The production build the benchmarks measure, built once per `npm run bench`. With a Firebase web
 * config, as production has one (the sign-in SDK then loads as it does for real visitors), pointed
 * at the Auth emulator the member's pages are measured with.
 */
export async function productionBuild({ minify = true } = {}) {
  if (!built)
    await build({
      webOutDir: OUT,
      mode: 'production',
      webEnv: {
        VITE_FIREBASE_API_KEY: 'demo-api-key',
        VITE_FIREBASE_AUTH_DOMAIN: `${BENCH_PROJECT_ID}.firebaseapp.com`,
        VITE_FIREBASE_PROJECT_ID: BENCH_PROJECT_ID,
        VITE_FIREBASE_APP_ID: 'demo-app',
        VITE_AUTH_EMULATOR_URL: `http://127.0.0.1:${emulatorPorts(BENCH_PORT_OFFSET).auth}`,
        // Read by web/vite.config.ts: scripts/profile-page.mjs keeps the functions' names.
        ...(minify ? {} : { SJ_NO_MINIFY: '1' }),
      },
    });
  built = true;
  return DIST;
}

/** The content type of a built file, by its extension (as Hosting serves it; shared with e2e/support/buildServer.ts). */
const TYPES = /** @type {Record<string, string>} */ (
  JSON.parse(readFileSync(path.join(ROOT, 'scripts', 'lib', 'contentTypes.json'), 'utf8'))
);

const COMPRESSIBLE = /^(text\/|application\/(json|geo\+json|manifest\+json)|image\/svg)/;

/**
 * The answers of the api's GETs the pages make, as the api gives them in the emulator (with ETags).
 * scripts/bench/demoAnswers.test.ts checks each against the api contract: an answer the page
 * refuses would measure its error path, not the page.
 */
/** The columns the api blanks (functions/src/sheets/tabs.ts UNSERVED_COLUMNS; the test holds them equal). */
const UNSERVED_COLUMNS = { properties: [1, 6, 7] };

function demoAnswers() {
  const answers = new Map();
  // The sheets are kept 5 s by the CDN; every other answer is no-store (functions/src/app.ts).
  const answer = (url, data, cache = 'no-store') => {
    const body = Buffer.from(JSON.stringify(data));
    answers.set(url, { body, data, cache, etag: `W/"${createHash('sha1').update(body).digest('base64url')}"` });
  };
  const entries = JSON.parse(readFileSync(path.join(ROOT, 'scripts', 'demo', 'mapdata.json'), 'utf8'));
  // The demo entries hold what a visitor is sent of an entry (toPublicItem in
  // functions/src/mapData/documents.ts), no more: they are the visitor's answer as they are.
  answer('/api/mapdata', entries);
  answer('/api/upland/status', { linked: false });
  for (const tab of ['properties', 'map', 'colours']) {
    const file = path.join(ROOT, 'functions', 'src', 'sheets', 'demo', `${tab}.json`);
    const { values } = JSON.parse(readFileSync(file, 'utf8'));
    const served = values.map((row) => row.map((cell, index) => (UNSERVED_COLUMNS[tab]?.includes(index) ? '' : cell)));
    answer(
      `/api/sheets/${tab}`,
      { values: served, fetchedAt: new Date().toISOString() },
      'public, max-age=5, s-maxage=5',
    );
  }
  return answers;
}

/** What the bench's api answers, by address (for its test). */
export const demoAnswerData = () => Object.fromEntries([...demoAnswers()].map(([url, { data }]) => [url, data]));

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
 * Serves the build like Firebase Hosting: files (hashed assets cached as firebase.json says), `<page>.html` at
 * /<page> (cleanUrls), index.html for other page addresses (no-cache), 404 for a missing /assets file, Brotli or gzip (Hosting picks the
 * best the browser accepts: firebase.google.com/docs/hosting); /api/sheets/* answers the demo
 * workbook, /api/mapdata the demo entries, /api/upland/status an unlinked member (304 to a matching
 * If-None-Match), other /api/* a JSON 404. Resolves with the server and its origin.
 */
export function serve(dir = DIST) {
  const answers = demoAnswers();
  // Compressed ahead, as Hosting holds its copies: the first request is not slower than the others.
  for (const name of readdirSync(path.join(dir, 'assets'))) {
    const file = path.join(dir, 'assets', name);
    if (COMPRESSIBLE.test(TYPES[path.extname(file)] ?? '')) brotliOf(file, readFileSync(file));
  }
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const known = answers.get(url.pathname);
    if (known) {
      const headers = { 'Cache-Control': known.cache, ETag: known.etag };
      if (req.headers['if-none-match'] === known.etag) {
        res.writeHead(304, headers).end();
        return;
      }
      send(req, res, 200, { ...headers, 'Content-Type': 'application/json; charset=utf-8' }, known.body);
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

/** The median of numbers (the upper one of an even count). */
export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** The p-th percentile of numbers sorted ascending (nearest rank). */
export const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** The figures printed OVER their goal in this run: `npm run bench` fails when there is one. */
export const overGoal = [];

/** One figure beside its goal: '... 112.2 KB — goal ≤ 150 KB: within'. */
export function verdict(label, value, unit, goal, { atLeast = false, digits = 1 } = {}) {
  const ok = atLeast ? value >= goal : value <= goal;
  if (!ok) overGoal.push(label);
  console.log(
    `${label}: ${value.toFixed(digits)} ${unit} — goal ${atLeast ? '≥' : '≤'} ${goal} ${unit}: ${ok ? 'within' : 'OVER'}`,
  );
  return ok;
}

/**
 * Imports a TypeScript module that has no imports of its own (the names the web app shares with
 * the bench, such as its performance marks). Node 20, the machine's, cannot read TypeScript (type
 * stripping came with Node 22), so it is transpiled here, whatever Node runs the bench.
 */
export async function importTypeScript(relativePath) {
  const source = readFileSync(path.join(ROOT, relativePath), 'utf8');
  const { outputText } = ts.transpileModule(source, {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
  });
  return import(`data:text/javascript;base64,${Buffer.from(outputText).toString('base64')}`);
}
