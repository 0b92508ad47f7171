// npm run preflight: its checks, called as the script calls them (they are ES modules, so each call
// runs in its own node process), and the command itself on good and bad configurations.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { callModule } from './callModule';

const ROOT = path.resolve(__dirname, '..');
const readJson = (file: string) => JSON.parse(readFileSync(path.join(ROOT, file), 'utf8'));
const firebaseJson = readJson('firebase.json');
const functionsPkg = readJson('functions/package.json');

const call = callModule;

type Check = { ok: boolean; lines: string[] };
const withRuntime = (runtime: string) => ({
  ...firebaseJson,
  functions: [{ ...firebaseJson.functions[0], runtime }],
});

describe('checkRuntime: firebase-tools’ own deploy guard, today and 180 days ahead', () => {
  const check = (config: unknown, pkg: unknown, now = '2026-11-22T12:00:00.000Z') =>
    call<Check>('scripts/lib/preflightChecks.mjs', 'checkRuntime', config, pkg, { now });

  it('passes the runtime in firebase.json with matching engines', () => {
    const result = check(firebaseJson, functionsPkg);
    expect(result.ok).toBe(true);
    expect(result.lines[0]).toMatch(/^functions "default": nodejs24 deployable through 2027-05-21/);
  });

  it('fails nodejs20, decommissioned on 2026-10-30, with firebase-tools’ own words', () => {
    const result = check(withRuntime('nodejs20'), { engines: { node: '20' } });
    expect(result.ok).toBe(false);
    expect(result.lines).toEqual([
      expect.stringContaining('Runtime Node.js 20 was decommissioned on 2026-10-30. To deploy you must first upgrade'),
    ]);
  });

  it('fails a runtime that stops being deployable within the 180 days', () => {
    const result = check(firebaseJson, functionsPkg, '2028-06-01T00:00:00.000Z');
    expect(result.ok).toBe(false);
    expect(result.lines[0]).toMatch(
      /nodejs24 fails firebase-tools' deploy guard on 2028-11-28: Runtime Node.js 24 was decommissioned/,
    );
  });

  it('fails engines that name another Node major, and a runtime firebase-tools does not know', () => {
    expect(check(firebaseJson, { engines: { node: '20' } }).lines[0]).toMatch(/engines.node is "20": it must be "24"/);
    expect(check(withRuntime('nodejs99'), functionsPkg).lines[0]).toMatch(/"nodejs99" is not one firebase-tools knows/);
  });
});

describe('checkHostingRules', () => {
  const check = (config: unknown) => call<Check>('scripts/lib/preflightChecks.mjs', 'checkHostingRules', config);

  it('passes firebase.json', () => {
    expect(check(firebaseJson)).toEqual({
      ok: true,
      lines: [expect.stringMatching(/keeps the function's own headers/)],
    });
  });

  it('fails a rule that matches by regex: production reads it as RE2, the emulator here as RegExp', () => {
    const { ok, lines } = check({
      hosting: {
        ...firebaseJson.hosting,
        redirects: [{ regex: '^/old/(?P<rest>.*)$', destination: '/:rest', type: 301 }],
      },
    });
    expect(ok).toBe(false);
    expect(lines).toContain(
      'a Hosting redirects rule matches by regex (^/old/(?P<rest>.*)$): RE2 in production, RegExp in the emulator; use a glob',
    );
  });

  it('fails a year-long or immutable Cache-Control on /assets/**: a missing chunk would keep its 404 that long', () => {
    const withAssets = (value: string) => ({
      hosting: {
        ...firebaseJson.hosting,
        headers: [
          ...firebaseJson.hosting.headers,
          { source: '/assets/**', headers: [{ key: 'Cache-Control', value }] },
        ],
      },
    });
    for (const value of ['public, max-age=31536000, immutable', 'public, max-age=86400', 'max-age=600, immutable']) {
      const { ok, lines } = check(withAssets(value));
      expect(ok).toBe(false);
      expect(lines).toContain(
        `/assets/index-OLDHASH.js gets Cache-Control ${value}: a missing hashed file's 404 gets it too, so it must be at most an hour and not immutable`,
      );
    }
    expect(check(withAssets('public, max-age=600')).ok).toBe(true);
  });

  it('fails a catch-all no-cache rule over /api/**, and a SPA fallback that covers /assets/**', () => {
    const broken = {
      hosting: {
        rewrites: [
          { source: '/api/**', function: { functionId: 'api' } },
          { source: '**', destination: '/index.html' },
        ],
        headers: [{ source: '**/!(*.*)', headers: [{ key: 'Cache-Control', value: 'no-cache' }] }],
      },
    };
    const { ok, lines } = check(broken);
    expect(ok).toBe(false);
    expect(lines).toContain(
      "a Hosting header rule sets cache-control: no-cache on /api/sheets/properties, replacing the api's own",
    );
    expect(lines).toContain(
      '/assets/index-OLDHASH.js is rewritten to /index.html: a missing hashed file must be a 404',
    );
    expect(lines).toContain('/index.html gets Cache-Control (none): index.html must be no-cache');
    expect(lines).toContain("/sheet is not covered by the site's Content-Security-Policy");
    expect(lines).toContain('/api/mapdata gets no Content-Security-Policy of its own');
  });

  it('fails a service worker or a manifest the browser or the CDN may keep unchecked', () => {
    const headers = firebaseJson.hosting.headers as { source: string }[];
    const withoutWorkerRule = {
      hosting: { ...firebaseJson.hosting, headers: headers.filter((rule) => !/sw\.js/.test(rule.source)) },
    };
    const { ok, lines } = check(withoutWorkerRule);
    expect(ok).toBe(false);
    expect(lines).toContain('/sw.js gets Cache-Control (none): it must be no-cache');
    expect(lines).toContain('/manifest.webmanifest gets Cache-Control (none): it must be no-cache');
  });

  it("fails a site policy that leaves out the pages, or reaches /api/** (the api's stays)", () => {
    const withRules = (headers: unknown[]) => ({ hosting: { ...firebaseJson.hosting, headers } });
    const [site, api, ...others] = firebaseJson.hosting.headers as { source: string }[];
    const { lines: narrow } = check(withRules([{ ...site, source: '/assets/**' }, api, ...others]));
    expect(narrow).toContain("/city-hall is not covered by the site's Content-Security-Policy");
    const { lines: wide } = check(withRules([api, { ...site, source: '**' }, ...others]));
    expect(wide).toContain('/api/health gets no Content-Security-Policy of its own');
  });
});

describe('projectProblems: a real project gets no demo values', () => {
  const problems = (functionsEnv: object, webEnv: object) =>
    call<string[]>('scripts/lib/preflightProjects.mjs', 'projectProblems', 'saint-james-prod', {
      functionsEnv,
      webEnv,
    });
  const goodWeb = { VITE_FIREBASE_PROJECT_ID: 'saint-james-prod', VITE_SITE_ADMIN_EMAIL: 'mayor@saintjames.example' };
  const goodFunctions = {
    ADMIN_EMAIL: 'mayor@saintjames.example',
    SHEETS_SPREADSHEET_ID: '1abc',
    UPLAND_BASE_URL: 'https://api.upland.me/developers-api',
    SHEETS_BASE_URL: 'https://sheets.googleapis.com',
  };

  it('finds none in real settings', () => {
    expect(problems(goodFunctions, goodWeb)).toEqual([]);
  });

  it('names each demo value: .demo admin, stand-in URLs, the Auth emulator, another project id', () => {
    const found = problems(
      { ...goodFunctions, ADMIN_EMAIL: 'admin@saint-james.demo', UPLAND_BASE_URL: 'http://127.0.0.1:5055' },
      { ...goodWeb, VITE_AUTH_EMULATOR_URL: 'http://127.0.0.1:9099', VITE_FIREBASE_PROJECT_ID: 'demo-saint-james' },
    );
    expect(found).toEqual(
      expect.arrayContaining([
        'ADMIN_EMAIL is a demo address (admin@saint-james.demo)',
        'UPLAND_BASE_URL points at a local stand-in (http://127.0.0.1:5055)',
        'web/.env.production sets VITE_AUTH_EMULATOR_URL: the site would sign in against an emulator',
        'web/.env.production VITE_FIREBASE_PROJECT_ID is "demo-saint-james", not saint-james-prod',
      ]),
    );
  });

  it('asks for the settings a deploy cannot do without', () => {
    expect(problems({ SHEETS_BASE_URL: 'https://sheets.googleapis.com' }, {})).toEqual(
      expect.arrayContaining([
        'ADMIN_EMAIL is not set: add it to functions/.env.saint-james-prod',
        'SHEETS_SPREADSHEET_ID is not set in functions/.env.saint-james-prod',
        'web/.env.production needs VITE_SITE_ADMIN_EMAIL (the admin address; the demo default is a .demo one)',
      ]),
    );
  });
});

describe('functionsLockProblems: what is deployed is what was tested', () => {
  const lock = readJson('functions/package-lock.json');
  const rootLock = readJson('package-lock.json');
  const problems = (pkg: unknown, functionsLock: unknown) =>
    call<string[]>('scripts/lib/functionsLock.mjs', 'functionsLockProblems', pkg, functionsLock, rootLock);

  it('finds the committed lockfile in sync', () => {
    expect(problems(functionsPkg, lock)).toEqual([]);
  });

  it('names a version the tests did not run on, and a dependency the lockfile lacks', () => {
    const tampered = structuredClone(lock);
    tampered.packages['node_modules/express'].version = '4.0.0';
    expect(problems(functionsPkg, tampered)).toContain(
      'express@4.0.0 (node_modules/express) is not what the tests ran on (the root lockfile)',
    );
    const added = { ...functionsPkg, dependencies: { ...functionsPkg.dependencies, 'left-pad': '^1.3.0' } };
    expect(problems(added, lock)).toContain('dependencies.left-pad: package.json says ^1.3.0, the lockfile nothing');
  });
});

describe('npm run preflight', () => {
  const preflight = (...args: string[]) =>
    spawnSync(process.execPath, [path.join(ROOT, 'scripts', 'preflight.mjs'), ...args], {
      encoding: 'utf8',
      cwd: ROOT,
    });

  it('passes the runtime and hosting checks of firebase.json', () => {
    const result = preflight('--only', 'runtime,hosting,lockfile,projects');
    expect(result.stdout).toMatch(/preflight: ready to deploy/);
    expect(result.status).toBe(0);
    // Only demo projects: nothing to deploy, nothing to remind.
    expect(result.stdout).not.toContain('⚠');
  });

  it('reminds, for a real project, to turn on e-mail enumeration protection (it cannot check it)', () => {
    const result = preflight('--only', 'projects', '--project', 'saint-james-real');
    expect(result.stdout).toContain(
      '⚠ projects: project saint-james-real: turn on e-mail enumeration protection (Firebase console > ' +
        'Authentication > Settings > User actions); preflight cannot check it without a login.',
    );
  });

  it('fails on a bad runtime, with one clear line', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'sj-preflight-test-'));
    const config = path.join(dir, 'firebase.json');
    writeFileSync(config, JSON.stringify(withRuntime('nodejs20')));
    const result = preflight('--only', 'runtime', '--config', config);
    expect(result.status).toBe(1);
    expect(result.stdout.split('\n')[0]).toBe(
      '✖ runtime: functions "default": runtime nodejs20 fails firebase-tools\' deploy guard on ' +
        `${new Date().toISOString().slice(0, 10)}: Runtime Node.js 20 was decommissioned on 2026-10-30. ` +
        'To deploy you must first upgrade your runtime version.',
    );
  });
});
