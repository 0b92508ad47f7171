// `npm run preflight`: what `firebase deploy` would trip over, checked with no login and no Google
// service. One line per check or problem; exit 1 when anything would fail.
//
//   npm run preflight                      every check
//   npm run preflight -- --only runtime    some checks: runtime, hosting, lockfile, install, projects
//   npm run preflight -- --config f.json   another firebase.json (tests use it)
//   npm run preflight -- --project my-id   check that project's settings (default: every real
//                                          project in .firebaserc)
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ROOT } from './lib/emulators.mjs';
import { FUNCTIONS_DIR, functionsLockProblems } from './lib/functionsLock.mjs';
import { checkHostingRules, checkRuntime } from './lib/preflightChecks.mjs';
import { checkRealProjects } from './lib/preflightProjects.mjs';

const CHECKS = ['runtime', 'hosting', 'lockfile', 'install', 'projects'];
const { values: options } = parseArgs({
  options: {
    only: { type: 'string' },
    config: { type: 'string', default: path.join(ROOT, 'firebase.json') },
    project: { type: 'string' },
  },
});
const only = options.only ? options.only.split(',') : CHECKS;
for (const name of only) {
  if (!CHECKS.includes(name)) {
    console.error(`Unknown check '${name}': use ${CHECKS.join(', ')}`);
    process.exit(2);
  }
}

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));
const firebaseJson = readJson(options.config);
const functionsPkg = readJson(path.join(FUNCTIONS_DIR, 'package.json'));

/** Cloud Build's view: the functions folder alone, production dependencies from its lockfile. */
function checkInstallAndLoad() {
  const build = spawnSync('npm', ['run', 'build', '-w', 'functions'], { cwd: ROOT, encoding: 'utf8' });
  if (build.status !== 0) return { ok: false, lines: [`the functions build failed:\n${build.stdout}${build.stderr}`] };
  const dir = mkdtempSync(path.join(tmpdir(), 'sj-preflight-'));
  try {
    for (const name of ['package.json', 'package-lock.json', 'lib']) {
      cpSync(path.join(FUNCTIONS_DIR, name), path.join(dir, name), { recursive: true });
    }
    const install = spawnSync('npm', ['ci', '--omit=dev', '--ignore-scripts', '--no-audit', '--no-fund'], {
      cwd: dir,
      encoding: 'utf8',
    });
    if (install.status !== 0) {
      return {
        ok: false,
        lines: [
          `npm ci in the functions folder alone failed: ${install.stderr.trim().split('\n').slice(-3).join(' ')}`,
        ],
      };
    }
    const load = spawnSync(
      process.execPath,
      ['-e', "const m = require('./' + require('./package.json').main); process.stdout.write(typeof m.api);"],
      { cwd: dir, encoding: 'utf8', env: { PATH: process.env.PATH, GCLOUD_PROJECT: 'preflight-check' } },
    );
    if (load.status !== 0 || load.stdout !== 'function') {
      return {
        ok: false,
        lines: [
          `${functionsPkg.main} does not load on its own, or exports no 'api' function: ${load.stderr.trim().split('\n')[0] ?? ''}`,
        ],
      };
    }
    return {
      ok: true,
      lines: [
        `the functions folder installs alone from its lockfile (npm ci --omit=dev) and ${functionsPkg.main} exports api (Node ${process.versions.node})`,
      ],
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function checkLockfile() {
  let lock;
  try {
    lock = readJson(path.join(FUNCTIONS_DIR, 'package-lock.json'));
  } catch {
    return { ok: false, lines: ['functions/package-lock.json is missing: run `npm run lock:functions`'] };
  }
  const problems = functionsLockProblems(functionsPkg, lock, readJson(path.join(ROOT, 'package-lock.json')));
  if (problems.length === 0) {
    return {
      ok: true,
      lines: ['functions/package-lock.json matches functions/package.json and the versions the tests ran on'],
    };
  }
  return {
    ok: false,
    lines: [...problems.slice(0, 10), 'run `npm run lock:functions` to write it again from the root lockfile'],
  };
}

const run = {
  runtime: () => checkRuntime(firebaseJson, functionsPkg),
  hosting: () => checkHostingRules(firebaseJson),
  lockfile: checkLockfile,
  install: checkInstallAndLoad,
  projects: () => checkRealProjects({ firebaserc: readJson(path.join(ROOT, '.firebaserc')), only: options.project }),
};

let failed = 0;
for (const name of only) {
  const { ok, lines, reminders = [] } = run[name]();
  if (!ok) failed++;
  for (const line of lines) console.log(`${ok ? '✔' : '✖'} ${name}: ${line}`);
  // What no check here can see: to do by hand before deploying (they do not fail the run).
  for (const line of reminders) console.log(`⚠ ${name}: ${line}`);
}
console.log(failed === 0 ? 'preflight: ready to deploy' : `preflight: ${failed} check(s) failed`);
process.exit(failed === 0 ? 0 : 1);
