// `npm run seed`: rebuilds emulator-data/ (what `npm start` imports) from the readable sources in
// scripts/demo/. Starts the Auth and Firestore emulators, writes through firebase-admin, exports.
// Run it after changing scripts/demo/*.json, and commit emulator-data/.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { ROOT, execWithAuthAndFirestore } from './lib/emulators.mjs';

const out = path.join(ROOT, 'emulator-data');
const code = await execWithAuthAndFirestore({
  name: 'seed',
  offset: 20,
  projectId: 'demo-saint-james',
  extraArgs: ['--export-on-exit', out],
  prepare: () => rmSync(out, { recursive: true, force: true }),
  command: `node ${path.join('scripts', 'lib', 'seed.mjs')}`,
});
process.exit(code);
