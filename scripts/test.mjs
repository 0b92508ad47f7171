// `npm test`: the gates first (tracked paths, docs, lint, the type check of every TypeScript
// project; side by side, and a failed one stops the run), then unit tests (beside the test build),
// integration tests against the emulators and browser tests against the Hosting emulator. Fails if
// any part fails.
// `npm test -- gates|unit|integration|browser` runs some parts.
//
// Tests use their own ports (firebase.json's + SJ_TEST_PORT_OFFSET, default 10), their own web
// build (web/dist-test) and their own project id, so they can run beside a running `npm start`.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import {
  FIREBASE_BIN,
  ROOT,
  build,
  emulatorPorts,
  ensureDemoSecrets,
  fail,
  firestoreEmulatorEnv,
  requireFreePorts,
  requireJava,
  run,
  runHeld,
  writeEmulatorConfig,
} from './lib/emulators.mjs';
import { standInPorts } from './lib/standins.mjs';

export const TEST_PROJECT_ID = 'demo-sj-test';
// The browser tests run on Debian's headless shell of Chromium (docs/decisions/0031); `--headed`
// needs the whole browser: CHROMIUM_PATH=/usr/bin/chromium.
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';
const offset = Number(process.env.SJ_TEST_PORT_OFFSET ?? 10);
const PARTS = ['gates', 'unit', 'integration', 'browser'];
const args = process.argv.slice(2);
const parts = args.filter((a) => PARTS.includes(a));
// Everything else goes to Playwright (files, --grep "words", --headed, ...).
const playwrightArgs = args.filter((a) => !PARTS.includes(a));
const wanted = (part) => parts.length === 0 || parts.includes(part);
const jest = path.join(ROOT, 'node_modules', '.bin', 'jest');
const playwright = path.join(ROOT, 'node_modules', '.bin', 'playwright');

/** emulators:exec takes one command string: quote each argument for the shell. */
const shellQuote = (arg) => `'${arg.replace(/'/g, `'\\''`)}'`;

const results = [];
const secondsSince = (started) => ((Date.now() - started) / 1000).toFixed(1);
async function step(name, fn) {
  console.log(`\n━━ ${name} ━━`);
  const started = Date.now();
  const code = await fn();
  results.push({ name, ok: code === 0, seconds: secondsSince(started) });
  if (code !== 0) console.error(`✖ ${name} failed (exit ${code})`);
}

/**
 * Steps that need nothing of each other, run side by side, as many at a time as the machine has
 * cores; each one's output is held and printed whole, in the given order, so the log reads as if
 * they had run one after the other.
 */
async function stepsSideBySide(steps) {
  const started = Date.now();
  const queue = steps.map(([name, command, args]) => ({ name, command, args }));
  const running = new Map();
  const startNext = () => {
    const next = queue.find((s) => !running.has(s));
    if (next)
      running.set(
        next,
        runHeld(next.command, next.args).then((r) => ({ ...r, seconds: secondsSince(started) })),
      );
  };
  for (let i = 0; i < Math.min(availableParallelism(), queue.length); i++) startNext();
  for (const s of queue) {
    const { code, output, seconds } = await running.get(s);
    startNext();
    console.log(`\n━━ ${s.name} ━━`);
    process.stdout.write(output);
    results.push({ name: s.name, ok: code === 0, seconds, since: 'after the first of its group began' });
    if (code !== 0) console.error(`✖ ${s.name} failed (exit ${code})`);
  }
}

if (wanted('browser') && !existsSync(CHROMIUM)) {
  fail(
    `Chromium's headless shell runs the browser tests and ${CHROMIUM} is missing: run \`apt-get install -y chromium-headless-shell\` (as root).`,
  );
}
if (wanted('integration') || wanted('browser')) requireJava();

/** The summary, then the exit code: 0 only when every step passed. */
function finish() {
  console.log('\n━━ summary ━━');
  for (const r of results) console.log(`${r.ok ? '✔' : '✖'} ${r.name} (${r.seconds}s${r.since ? ` ${r.since}` : ''})`);
  const failed = results.filter((r) => !r.ok).length;
  console.log(`steps: ${results.length - failed} passed, ${failed} failed`);
  process.exit(failed === 0 && results.length > 0 ? 0 : 1);
}

if (wanted('gates')) {
  const tsc = path.join(ROOT, 'node_modules', '.bin', 'tsc');
  await stepsSideBySide([
    ['gate: tracked paths (no two collide on a case-insensitive file system)', 'node', ['scripts/check-paths.mjs']],
    [
      'gate: docs (every path and anchor named in comments and docs exists; the error table matches ERROR_CODES)',
      'node',
      ['scripts/check-docs.mjs'],
    ],
    ['gate: no import cycles (dpdm)', 'node', ['scripts/check-cycles.mjs']],
    ['gate: lint (ESLint, 0 warnings; Prettier)', 'npm', ['run', '--silent', 'lint']],
    ...['api-contract', 'web', 'web/sw', 'functions', 'e2e', 'scripts'].map((project) => [
      `gate: type check of ${project}`,
      tsc,
      ['-p', project, '--pretty', 'false'],
    ]),
  ]);
  // A broken gate makes the tests' answers meaningless: no test runs.
  if (results.some((r) => !r.ok)) finish();
}

const needsEmulators = wanted('integration') || wanted('browser');
const standIns = standInPorts(offset);
const { file: configFile, ports } = needsEmulators
  ? writeEmulatorConfig({ name: 'test', offset, publicDir: 'web/dist-test' })
  : { file: '', ports: emulatorPorts(offset) };
if (needsEmulators) await requireFreePorts({ ...ports, ...standIns });
// The test build (the function, web/dist-test) needs nothing the unit tests make: it runs beside
// them, its output shown only if it fails.
const built = needsEmulators
  ? build({
      webOutDir: 'dist-test',
      webEnv: {
        VITE_FIREBASE_PROJECT_ID: TEST_PROJECT_ID,
        VITE_FIREBASE_AUTH_DOMAIN: `${TEST_PROJECT_ID}.firebaseapp.com`,
        VITE_AUTH_EMULATOR_URL: `http://127.0.0.1:${ports.auth}`,
      },
      quiet: true,
    })
  : null;

if (wanted('unit')) {
  await step('unit and component tests (contract, web, functions, scripts)', () =>
    run(jest, [
      '--selectProjects',
      'contract-unit',
      'web-unit',
      'web-components',
      'functions-unit',
      'scripts-unit',
      '--ci',
    ]),
  );
}

if (needsEmulators) {
  await built;
  ensureDemoSecrets();
  // Project-specific settings for the test project: the functions emulator loads
  // functions/.env, then .env.<projectId>: the demo project's values, pointed at the test stand-ins.
  const demoEnv = readFileSync(path.join(ROOT, 'functions', '.env.demo-saint-james'), 'utf8');
  writeFileSync(
    path.join(ROOT, 'functions', `.env.${TEST_PROJECT_ID}`),
    '# Written by scripts/test.mjs from .env.demo-saint-james. Not committed.\n' +
      demoEnv.replace(/^UPLAND_BASE_URL=.*$/m, `UPLAND_BASE_URL=http://127.0.0.1:${standIns.upland}`),
  );
  const env = {
    ...firestoreEmulatorEnv(),
    // firebase-admin would otherwise probe for a GCE metadata server (and warn when it is absent).
    METADATA_SERVER_DETECTION: 'none',
    SJ_TEST_PORT_OFFSET: String(offset),
    SJ_HOSTING_PORT: String(ports.hosting),
    SJ_AUTH_PORT: String(ports.auth),
    SJ_FIRESTORE_PORT: String(ports.firestore),
    SJ_FUNCTIONS_PORT: String(ports.functions),
    SJ_PROJECT_ID: TEST_PROJECT_ID,
  };
  const exec = (only, command, extra = []) =>
    run(
      FIREBASE_BIN,
      [
        'emulators:exec',
        '--config',
        configFile,
        '--project',
        TEST_PROJECT_ID,
        '--only',
        only,
        '--log-verbosity',
        'QUIET',
        ...extra,
        command,
      ],
      { env },
    );

  if (wanted('integration')) {
    await step('integration tests (api against the Auth and Firestore emulators)', () =>
      exec('auth,firestore', `${jest} --selectProjects integration --ci --runInBand`),
    );
  }
  if (wanted('browser')) {
    const importDir = path.join(ROOT, 'emulator-data');
    const importArgs = existsSync(path.join(importDir, 'firebase-export-metadata.json')) ? ['--import', importDir] : [];
    await step('browser tests (Playwright + chromium against the Hosting emulator)', () =>
      exec(
        'auth,firestore,functions,hosting',
        `node ${path.join('scripts', 'with-standins.mjs')} ${playwright} test ${playwrightArgs.map(shellQuote).join(' ')}`,
        importArgs,
      ),
    );
  }
}

finish();
