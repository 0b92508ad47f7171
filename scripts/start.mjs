// `npm start`: builds web and functions, then runs the Firebase emulator suite offline with the
// demo data in emulator-data/. Ctrl-C stops everything.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import {
  FIREBASE_BIN,
  ROOT,
  build,
  ensureDemoSecrets,
  firestoreEmulatorEnv,
  requireFreePorts,
  requireJava,
  writeEmulatorConfig,
} from './lib/emulators.mjs';
import { standInPorts, startDemoStandIns } from './lib/standins.mjs';

const PROJECT_ID = 'demo-saint-james';

requireJava();
const { file: configFile, ports } = writeEmulatorConfig({ name: 'start' });
await requireFreePorts({ ...ports, ...standInPorts(0) });

console.log('Building functions and web...');
await build();
ensureDemoSecrets();

const standIns = await startDemoStandIns();
const importDir = path.join(ROOT, 'emulator-data');
const args = ['emulators:start', '--config', configFile, '--project', PROJECT_ID];
if (existsSync(path.join(importDir, 'firebase-export-metadata.json'))) args.push('--import', importDir);

const emulators = spawn(FIREBASE_BIN, args, {
  cwd: ROOT,
  stdio: 'inherit',
  env: { ...process.env, ...firestoreEmulatorEnv() },
});

let stopping = false;
const stop = (signal) => {
  if (stopping) return;
  stopping = true;
  // firebase-tools shuts its emulators (and the Java process) down on SIGINT; give it time.
  emulators.kill(signal);
  setTimeout(() => emulators.kill('SIGKILL'), 15_000).unref();
};
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));

emulators.on('exit', async (code) => {
  await standIns.close();
  process.exit(stopping ? 0 : (code ?? 1));
});
console.log(`\nThe site will answer at http://127.0.0.1:${ports.hosting} once the emulators are ready.\n`);
