import { initializeApp, type FirebaseApp } from 'firebase/app';
import {
  browserLocalPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
  type Auth,
} from 'firebase/auth';

/** The Firebase web config: public identifiers from VITE_FIREBASE_* at build time. */
const webConfig = {
  apiKey: import.meta.env.VITE_FIREBASE_API_KEY as string | undefined,
  authDomain: import.meta.env.VITE_FIREBASE_AUTH_DOMAIN as string | undefined,
  projectId: import.meta.env.VITE_FIREBASE_PROJECT_ID as string | undefined,
  appId: import.meta.env.VITE_FIREBASE_APP_ID as string | undefined,
};

/** False when the build carries no usable Firebase web config: pages then say so instead of failing. */
export const isAuthConfigured = Boolean(webConfig.apiKey && webConfig.authDomain && webConfig.projectId);

let app: FirebaseApp | null = null;
let auth: Auth | null = null;

if (isAuthConfigured) {
  app = initializeApp(webConfig);
  // initializeAuth without a popup/redirect resolver keeps those (unused) flows out of the bundle.
  auth = initializeAuth(app, { persistence: [indexedDBLocalPersistence, browserLocalPersistence] });
  const emulatorUrl = import.meta.env.VITE_AUTH_EMULATOR_URL as string | undefined;
  if (emulatorUrl) connectAuthEmulator(auth, emulatorUrl, { disableWarnings: true });
}

export { app as firebaseApp, auth };
