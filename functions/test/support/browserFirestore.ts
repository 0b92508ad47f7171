/**
 * For the firestore.rules tests: a browser-like Firestore client, the web SDK (the `firebase`
 * package the web app ships) talking to the Firestore emulator with the rules loaded, optionally
 * signed in with a real Auth emulator account. closeBrowserClients() when done.
 */
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword } from 'firebase/auth';
import { connectFirestoreEmulator, getFirestore, terminate, type Firestore } from 'firebase/firestore';
import { projectId } from './emulators';

let apps: FirebaseApp[] = [];
let clients: Firestore[] = [];

export async function browserClient(signIn?: { email: string; password: string }): Promise<Firestore> {
  const app = initializeApp({ projectId, apiKey: 'demo-api-key' }, `rules-${apps.length}-${Date.now()}`);
  apps.push(app);
  if (signIn) {
    const auth = getAuth(app);
    connectAuthEmulator(auth, `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}`, { disableWarnings: true });
    const credential = await signInWithEmailAndPassword(auth, signIn.email, signIn.password);
    if (credential.user.email !== signIn.email) throw new Error(`signed in as ${credential.user.email}`);
  }
  const db = getFirestore(app);
  const [host, port] = process.env.FIRESTORE_EMULATOR_HOST!.split(':');
  connectFirestoreEmulator(db, host, Number(port));
  clients.push(db);
  return db;
}

export async function closeBrowserClients(): Promise<void> {
  await Promise.all(clients.map((db) => terminate(db)));
  await Promise.all(apps.map((app) => deleteApp(app)));
  apps = [];
  clients = [];
}

export async function expectDenied(operation: Promise<unknown>): Promise<void> {
  await expect(operation).rejects.toMatchObject({ code: 'permission-denied' });
}
