// Runs inside `firebase emulators:exec` (FIREBASE_AUTH_EMULATOR_HOST and FIRESTORE_EMULATOR_HOST
// are set): writes the demo accounts and map-data entries from scripts/demo/.
import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { ROOT } from './emulators.mjs';

const demo = (name) => {
  const file = path.join(ROOT, 'scripts', 'demo', name);
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : [];
};

initializeApp({ projectId: process.env.GCLOUD_PROJECT });
const auth = getAuth();
for (const account of demo('accounts.json')) {
  await auth.createUser(account);
  console.log(`seeded account ${account.email}`);
}

// Map-data entries (docs/product.md#map-data-entries): the collection the api function reads and writes.
const firestore = getFirestore();
const entries = demo('mapdata.json');
for (const entry of entries) {
  const { id, ...fields } = entry;
  const now = new Date().toISOString();
  await firestore
    .collection('mapData')
    .doc(id)
    .set({ ...fields, createdAt: now, updatedAt: now, updatedBy: 'seed' });
}
console.log(`seeded ${entries.length} map-data entries`);
