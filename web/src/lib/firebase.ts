import { initializeApp } from 'firebase/app';
import { browserLocalPersistence, connectAuthEmulator, indexedDBLocalPersistence, initializeAuth } from 'firebase/auth';
import { buildEnv } from '../config/buildEnv';
import { webConfig } from './firebaseConfig';

/**
 * The Firebase app and its Auth. Loaded on demand (lib/auth/loadAuth.ts), never by the first
 * page's own code: the SDK is the largest part of the site's JavaScript, and a page can show
 * itself before it has arrived (docs/decisions/0010-firebase-auth-loads-after-the-page.md).
 */
const app = initializeApp(webConfig);
// initializeAuth without a popup/redirect resolver keeps those (unused) flows out of the bundle.
export const auth = initializeAuth(app, { persistence: [indexedDBLocalPersistence, browserLocalPersistence] });
const emulatorUrl = buildEnv.VITE_AUTH_EMULATOR_URL;
if (emulatorUrl) connectAuthEmulator(auth, emulatorUrl, { disableWarnings: true });
