// `npm run seed`: rebuilds emulator-data/ (what `npm start` imports) from the readable sources in
// scripts/demo/. Starts the Auth and Firestore emulators, writes through firebase-admin, exports.
// Run it after changing scripts/demo/*.json, and commit emulator-data/.
import { rmSync } from 'node:fs';
import path from 'node:path';
import {
  FIREBASE_BIN,
  ROOT,
  firestoreEmulatorEnv,
  requireFreePorts,
  requireJava,
  run,
  writeEmulatorConfig,
} from './lib/emulators.mjs';

const PROJECT_ID = 'demo-saint-james';
requireJava();
const { file, ports } = writeEmulatorConfig({ name: 'seed', offset: 20 });
await requireFreePorts({ auth: ports.auth, firestore: ports.firestore, hub: ports.hub });
const out = path.join(ROOT, 'emulator-data');
rmSync(out, { recursive: true, force: true });
const code = await run(
  FIREBASE_BIN,
  [
    'emulators:exec',
    '--config',
    file,
    '--project',
    PROJECT_ID,
    '--only',
    'auth,firestore',
    '--export-on-exit',
    out,
    `node ${path.join('scripts', 'lib', 'seed.mjs')}`,
  ],
  { env: firestoreEmulatorEnv() },
);
process.exit(code);
