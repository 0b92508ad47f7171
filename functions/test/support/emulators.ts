/**
 * For integration tests run inside `firebase emulators:exec` (scripts/test.mjs): the Admin SDK
 * talks to the Auth and Firestore emulators (FIREBASE_AUTH_EMULATOR_HOST / FIRESTORE_EMULATOR_HOST
 * are set), and real ID tokens come from the Auth emulator's REST API.
 */
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';

export const projectId = process.env.GCLOUD_PROJECT ?? process.env.SJ_PROJECT_ID ?? 'demo-sj-test';

if (!process.env.FIREBASE_AUTH_EMULATOR_HOST || !process.env.FIRESTORE_EMULATOR_HOST) {
  throw new Error('Integration tests run inside the emulators: use `npm run test:integration`.');
}

export const adminApp = getApps()[0] ?? initializeApp({ projectId });
export const adminAuth = getAuth(adminApp);
export const firestore = getFirestore(adminApp);
export const verifyIdToken = (token: string, checkRevoked?: boolean) => adminAuth.verifyIdToken(token, checkRevoked);

const authBase = `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}`;

/** Creates (or reuses) an account and returns a real ID token from the Auth emulator. */
export async function idTokenFor(
  email: string,
  { verified = true, password = 'password-123' }: { verified?: boolean; password?: string } = {},
): Promise<{ uid: string; token: string }> {
  let uid: string;
  try {
    uid = (await adminAuth.getUserByEmail(email)).uid;
    await adminAuth.updateUser(uid, { emailVerified: verified, password });
  } catch {
    uid = (await adminAuth.createUser({ email, password, emailVerified: verified })).uid;
  }
  const res = await fetch(
    `${authBase}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  if (!res.ok) throw new Error(`signInWithPassword failed: ${await res.text()}`);
  const { idToken } = (await res.json()) as { idToken: string };
  return { uid, token: idToken };
}

/** Deletes every document of a collection (test isolation). */
export async function clearCollection(name: string): Promise<void> {
  const snapshot = await firestore.collection(name).get();
  await Promise.all(snapshot.docs.map((doc) => doc.ref.delete()));
}
