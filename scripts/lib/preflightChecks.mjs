// The deploy checks of `npm run preflight` (the projects' settings: preflightProjects.mjs): each
// needs no login and no Google service, and answers {ok, lines}. Pure where they can be (tests call
// them with their own inputs).
import { createRequire } from 'node:module';
import path from 'node:path';
import { ROOT } from './emulators.mjs';

const require = createRequire(import.meta.url);
const DAY_MS = 24 * 60 * 60 * 1000;
/** How far ahead the runtime must stay deployable. */
export const RUNTIME_HORIZON_DAYS = 180;

/** firebase-tools' own table of runtimes and its deploy guard (the code `firebase deploy` runs). */
function firebaseRuntimes() {
  return require(require.resolve('firebase-tools/lib/deploy/functions/runtimes/supported', { paths: [ROOT] }));
}

/**
 * The functions runtime of every codebase in firebase.json passes firebase-tools' deploy guard today
 * and `horizonDays` from today, and functions/package.json's engines name the same Node major.
 */
export function checkRuntime(
  firebaseJson,
  functionsPkg,
  { now = new Date(), horizonDays = RUNTIME_HORIZON_DAYS } = {},
) {
  const supported = firebaseRuntimes();
  const lines = [];
  let ok = true;
  const codebases = [firebaseJson.functions ?? []].flat();
  for (const codebase of codebases) {
    const runtime = codebase.runtime;
    const name = codebase.codebase ?? 'default';
    if (!runtime || !supported.isRuntime(runtime)) {
      ok = false;
      lines.push(`functions "${name}": runtime ${JSON.stringify(runtime)} is not one firebase-tools knows`);
      continue;
    }
    const horizon = new Date(now.getTime() + horizonDays * DAY_MS);
    const failures = [];
    for (const when of [now, horizon]) {
      try {
        supported.guardVersionSupport(runtime, when);
      } catch (err) {
        failures.push(`on ${when.toISOString().slice(0, 10)}: ${err instanceof Error ? err.message : String(err)}`);
      }
    }
    if (failures.length > 0) {
      ok = false;
      lines.push(`functions "${name}": runtime ${runtime} fails firebase-tools' deploy guard ${failures[0]}`);
      continue;
    }
    const { deprecationDate, decommissionDate } = supported.RUNTIMES[runtime];
    const major = runtime.replace(/^nodejs/, '');
    const engines = String(functionsPkg.engines?.node ?? '');
    if (engines !== major) {
      ok = false;
      lines.push(
        `functions/package.json engines.node is ${JSON.stringify(engines)}: it must be "${major}", as the runtime ${runtime}`,
      );
      continue;
    }
    lines.push(
      `functions "${name}": ${runtime} deployable through ${horizon.toISOString().slice(0, 10)} ` +
        `(deprecated ${deprecationDate}, decommissioned ${decommissionDate}); engines.node ${engines}`,
    );
  }
  if (codebases.length === 0) {
    ok = false;
    lines.push('firebase.json has no functions codebase');
  }
  return { ok, lines };
}

/** Superstatic's glob matcher: the one the Hosting emulator uses (and Firebase Hosting follows). */
function hostingMatcher() {
  const superstatic = path.dirname(
    require.resolve('superstatic/package.json', { paths: [path.join(ROOT, 'node_modules', 'firebase-tools')] }),
  );
  let minimatch = createRequire(path.join(superstatic, 'lib', 'index.js'))('minimatch');
  if (typeof minimatch !== 'function') minimatch = minimatch.minimatch;
  // A regex rule is refused by checkHostingRules; tried here as the emulator would, for the other checks.
  return (url, rule) => (rule.regex ? new RegExp(rule.regex, 'u').test(url) : minimatch(url, rule.source ?? rule.glob));
}

/** Addresses the checks try; the pages are the app's routes (web/src/app/router.tsx). */
export const SAMPLE_URLS = {
  api: ['/api/health', '/api/sheets/properties', '/api/mapdata', '/api/mapdata/abc123/history', '/api/upland/webhook'],
  assets: ['/assets/index-OLDHASH.js', '/assets/MapPage-0ld.css'],
  pages: ['/', '/sheet', '/map', '/city-hall', '/activity/page3', '/admin/dashboard', '/lumen-poetry', '/no-such-page'],
  /** The service worker and the web app manifest: files, never rewritten, never cached unchecked. */
  worker: ['/sw.js', '/manifest.webmanifest'],
};
/** The longest a browser may keep an /assets/** answer, a 404 included (docs/decisions/0020a-hashed-assets-cached-ten-minutes.md). */
const ASSET_MAX_AGE_SECONDS = 3600;
/** Headers the api sets itself, which a Hosting rule must never replace on /api/**. */
const API_OWNED_HEADERS = ['cache-control', 'etag', 'vary', 'content-type', 'content-encoding'];

/**
 * Hosting's rewrites and header rules, evaluated as Hosting does (first matching rewrite wins; every
 * matching header rule applies, the last one winning):
 * - /api/** goes to the api function, and no header rule touches the headers the api sets;
 * - /assets/** is never rewritten (a missing hashed file is a 404, not index.html), and cached
 *   briefly (that 404 gets the same Cache-Control);
 * - every page address is rewritten to /index.html and ends up `Cache-Control: no-cache`;
 * - the service worker and the manifest are `no-cache` too: a browser or the CDN holding an old
 *   sw.js would keep every visitor on the old build (docs/decisions/0023-caching-rules-and-the-service-worker.md);
 * - pages and assets get the site's Content-Security-Policy (default-src 'self'), and the api's
 *   answers a short one of their own (JSON needs no sources: a 304 stays a few hundred bytes);
 * - every rule is a glob (`source`), never a `regex`: Hosting reads a regex as RE2, and the
 *   emulator here reads it as JavaScript's RegExp (RE2's bindings are never built: package.json's
 *   allowScripts, docs/decisions/0045-no-native-builds-on-install.md), so tests could pass on a rule
 *   production reads otherwise.
 */
export function checkHostingRules(firebaseJson) {
  const matches = hostingMatcher();
  const hosting = firebaseJson.hosting ?? {};
  const rewrites = hosting.rewrites ?? [];
  const headerRules = hosting.headers ?? [];
  const lines = [];
  let ok = true;
  const fail = (line) => {
    ok = false;
    lines.push(line);
  };
  for (const [kind, rules] of Object.entries({ rewrites, headers: headerRules, redirects: hosting.redirects ?? [] })) {
    for (const rule of rules) {
      if (rule.regex !== undefined)
        fail(
          `a Hosting ${kind} rule matches by regex (${rule.regex}): RE2 in production, RegExp in the emulator; use a glob`,
        );
    }
  }
  const firstRewrite = (url) => rewrites.find((rule) => matches(url, rule));
  const finalHeader = (url, key) => {
    let value;
    for (const rule of headerRules) {
      if (!matches(url, rule)) continue;
      for (const header of rule.headers ?? []) if (header.key.toLowerCase() === key) value = header.value;
    }
    return value;
  };

  for (const url of SAMPLE_URLS.api) {
    const rewrite = firstRewrite(url);
    if (rewrite?.function?.functionId !== 'api' && rewrite?.function !== 'api') {
      fail(`${url} is not rewritten to the api function`);
    }
    for (const key of API_OWNED_HEADERS) {
      const set = finalHeader(url, key);
      if (set !== undefined) fail(`a Hosting header rule sets ${key}: ${set} on ${url}, replacing the api's own`);
    }
  }
  const policyOf = (url) => finalHeader(url, 'content-security-policy') ?? '';
  for (const url of [...SAMPLE_URLS.pages, ...SAMPLE_URLS.assets]) {
    if (!policyOf(url).includes("default-src 'self'"))
      fail(`${url} is not covered by the site's Content-Security-Policy`);
  }
  for (const url of SAMPLE_URLS.api) {
    if (!policyOf(url).includes("default-src 'none'")) fail(`${url} gets no Content-Security-Policy of its own`);
  }
  for (const url of SAMPLE_URLS.assets) {
    const rewrite = firstRewrite(url);
    if (rewrite)
      fail(`${url} is rewritten to ${rewrite.destination ?? 'a function'}: a missing hashed file must be a 404`);
    // Header rules go by the address, not the answer: an old chunk's 404 (after a redeploy) gets the
    // same Cache-Control as a chunk, and a browser would keep that 404 after a rollback brings it back.
    const cacheControl = finalHeader(url, 'cache-control') ?? '';
    const maxAge = Number(/max-age=(\d+)/.exec(cacheControl)?.[1] ?? 0);
    if (/immutable/.test(cacheControl) || maxAge > ASSET_MAX_AGE_SECONDS) {
      fail(
        `${url} gets Cache-Control ${cacheControl}: a missing hashed file's 404 gets it too, so it must be at most an hour and not immutable`,
      );
    }
  }
  for (const url of [...SAMPLE_URLS.pages, '/index.html']) {
    const rewrite = url === '/index.html' ? { destination: '/index.html' } : firstRewrite(url);
    if (rewrite?.destination !== '/index.html') fail(`${url} is not served the single-page app (/index.html)`);
    const cacheControl = finalHeader(url, 'cache-control');
    if (cacheControl !== 'no-cache')
      fail(`${url} gets Cache-Control ${cacheControl ?? '(none)'}: index.html must be no-cache`);
  }
  for (const url of SAMPLE_URLS.worker) {
    const cacheControl = finalHeader(url, 'cache-control');
    if (cacheControl !== 'no-cache') fail(`${url} gets Cache-Control ${cacheControl ?? '(none)'}: it must be no-cache`);
  }
  if (ok) {
    lines.push(
      `/api/** keeps the function's own headers; /assets/** is never rewritten, cached at most an hour; ` +
        `${SAMPLE_URLS.pages.length} page addresses get index.html with no-cache; ` +
        `${SAMPLE_URLS.worker.join(' and ')} are no-cache; every address has its CSP; every rule is a glob`,
    );
  }
  return { ok, lines };
}
