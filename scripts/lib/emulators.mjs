// Shared by start.mjs, test.mjs and bench.mjs: everything needed to run the Firebase emulator suite
// offline on this machine. See docs/decisions/0002-develop-and-test-in-the-emulators.md.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeManifestOnlyJar } from './jar.mjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const LOCAL_DIR = path.join(ROOT, '.firebase-local');
export const FIREBASE_BIN = path.join(ROOT, 'node_modules', '.bin', 'firebase');

/** The Debian package google-cloud-cli-firestore-emulator ships this JAR (no Main-Class). */
export const SYSTEM_FIRESTORE_JAR =
  '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar';
const FIRESTORE_MAIN_CLASS = 'com.google.cloud.datastore.emulator.firestore.CloudFirestore';

/** The emulators we run and the ports firebase.json gives them (before any offset). */
export const EMULATOR_NAMES = ['auth', 'firestore', 'functions', 'hosting', 'hub', 'logging'];

export function fail(message) {
  console.error(`\n✖ ${message}\n`);
  process.exit(1);
}

/** One clear line when Java is missing; firebase-tools' own message is long and easy to miss. */
export function requireJava() {
  const result = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (result.error || result.status !== 0) {
    fail(
      'Java is not installed, and the Firestore emulator needs it (Java 11 or newer): ' +
        'run `apt-get install -y openjdk-17-jre-headless` (or install a JDK) and try again.',
    );
  }
}

/**
 * firebase-tools starts the Firestore emulator with `java -jar <binary>`, and the system JAR has no
 * Main-Class. A manifest-only JAR that names the main class and puts the system JAR on the class
 * path makes it startable. Returns the env to pass to firebase-tools, or {} to let it download its own.
 */
export function firestoreEmulatorEnv() {
  if (process.env.FIRESTORE_EMULATOR_BINARY_PATH) return {};
  if (!existsSync(SYSTEM_FIRESTORE_JAR)) return {};
  const shim = path.join(LOCAL_DIR, 'firestore-emulator-shim.jar');
  mkdirSync(LOCAL_DIR, { recursive: true });
  writeManifestOnlyJar(shim, {
    'Main-Class': FIRESTORE_MAIN_CLASS,
    'Class-Path': `file:${SYSTEM_FIRESTORE_JAR}`,
  });
  return { FIRESTORE_EMULATOR_BINARY_PATH: shim };
}

/**
 * Writes a firebase config for the emulators, derived from firebase.json: ports shifted by
 * `offset` (tests run beside a running `npm start`), hosting served from `publicDir`, and the Auth
 * emulator's origin added to the CSP's connect-src (production's CSP does not allow it).
 * The file sits at the repo root because firebase-tools resolves paths from the config's folder.
 */
export function writeEmulatorConfig({ name, offset = 0, publicDir = 'web/dist' }) {
  const config = JSON.parse(readFileSync(path.join(ROOT, 'firebase.json'), 'utf8'));
  const ports = emulatorPorts(offset);
  for (const emulator of EMULATOR_NAMES) {
    config.emulators[emulator] = { ...config.emulators[emulator], port: ports[emulator] };
  }
  config.emulators.firestore.websocketPort = ports.firestoreWebsocket;
  config.hosting.public = publicDir;
  for (const rule of config.hosting.headers) {
    for (const header of rule.headers) {
      if (header.key === 'Content-Security-Policy') {
        header.value = header.value.replace('connect-src ', `connect-src http://127.0.0.1:${ports.auth} `);
      }
    }
  }
  const file = path.join(ROOT, `.firebase.${name}.json`);
  writeFileSync(file, JSON.stringify(config, null, 2));
  return { file, ports };
}

export function emulatorPorts(offset = 0) {
  const base = JSON.parse(readFileSync(path.join(ROOT, 'firebase.json'), 'utf8')).emulators;
  const ports = {};
  for (const emulator of EMULATOR_NAMES) ports[emulator] = base[emulator].port + offset;
  ports.firestoreWebsocket = 9150 + offset;
  return ports;
}

/** Resolves with the first port that is taken, or null when all are free. */
export async function firstBusyPort(ports) {
  for (const [name, port] of Object.entries(ports)) {
    const free = await new Promise((resolve) => {
      const server = net.createServer();
      server.once('error', () => resolve(false));
      server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
    });
    if (!free) return { name, port };
  }
  return null;
}

export async function requireFreePorts(ports) {
  const busy = await firstBusyPort(ports);
  if (busy) {
    fail(
      `Port ${busy.port} (${busy.name} emulator) is already in use. ` +
        `Stop whatever holds it (another \`npm start\`? \`lsof -i :${busy.port}\` tells) and try again.`,
    );
  }
}

/** Runs a command, inheriting stdio; resolves with its exit code. */
export function run(command, args, { env = {}, cwd = ROOT } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: 'inherit' });
    child.on('error', (err) => {
      console.error(`Could not run ${command}: ${err.message}`);
      resolve(1);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/**
 * Runs a command with its output held (stdout and stderr interleaved as they came); resolves with
 * its exit code and that output. For work run side by side, printed whole when it ends.
 */
export function runHeld(command, args, { env = {}, cwd = ROOT } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    const chunks = [];
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    child.on('error', (err) => resolve({ code: 1, output: `Could not run ${command}: ${err.message}\n` }));
    child.on('close', (code, signal) =>
      resolve({ code: code ?? (signal ? 1 : 0), output: Buffer.concat(chunks).toString('utf8') }),
    );
  });
}

/**
 * Builds the functions (tsc) and the web app (Vite) with the given VITE_* environment.
 * `quiet`: their output is shown only when a build fails (the build then runs beside other work).
 */
export async function build({ webEnv = {}, webOutDir = 'dist', mode = 'emulator', quiet = false } = {}) {
  /** @type {[string, string[], string?][]} */
  const steps = [
    ['npm', ['run', 'build', '-w', 'functions']],
    [
      path.join(ROOT, 'node_modules', '.bin', 'vite'),
      ['build', '--mode', mode, '--outDir', webOutDir, '--emptyOutDir', '--logLevel', 'warn'],
      path.join(ROOT, 'web'),
    ],
  ];
  for (const [command, args, cwd] of steps) {
    const { code, output } = quiet
      ? await runHeld(command, args, { env: webEnv, cwd })
      : { code: await run(command, args, { env: webEnv, cwd }), output: '' };
    if (code !== 0) {
      process.stderr.write(output);
      fail(`Build failed: ${command} ${args.join(' ')}`);
    }
  }
}

/**
 * Demo values for the emulator's secrets, so firebase-tools never asks Secret Manager (offline).
 * Written only when absent: a developer's own .secret.local (real keys) is never overwritten.
 */
export function ensureDemoSecrets(values = {}) {
  const file = path.join(ROOT, 'functions', '.secret.local');
  if (existsSync(file) && Object.keys(values).length === 0) return;
  const secrets = {
    SHEETS_API_KEY: 'unset',
    UPLAND_APP_ID: 'demo-app-id',
    UPLAND_ACCESS_KEY: 'demo-access-key',
    UPLAND_WEBHOOK_SECRET: 'demo-webhook-secret',
    ...values,
  };
  writeFileSync(
    file,
    '# Demo secrets for the emulator, written by scripts/lib/emulators.mjs. Not committed.\n' +
      Object.entries(secrets)
        .map(([k, v]) => `${k}=${v}`)
        .join('\n') +
      '\n',
  );
}

/**
 * Runs `command` inside `firebase emulators:exec` with only the Auth and Firestore emulators (Java
 * checked first, ports shifted by `offset` and checked free, then `prepare()`); resolves with its
 * exit code.
 * @param {{name: string, offset: number, projectId: string, command: string, extraArgs?: string[],
 *   env?: Record<string, string>, prepare?: () => void}} options
 */
export async function execWithAuthAndFirestore({
  name,
  offset,
  projectId,
  command,
  extraArgs = [],
  env = {},
  prepare,
}) {
  requireJava();
  const { file, ports } = writeEmulatorConfig({ name, offset });
  await requireFreePorts({ auth: ports.auth, firestore: ports.firestore, hub: ports.hub });
  prepare?.();
  return run(
    FIREBASE_BIN,
    ['emulators:exec', '--config', file, '--project', projectId, '--only', 'auth,firestore', ...extraArgs, command],
    { env: { ...firestoreEmulatorEnv(), ...env } },
  );
}
