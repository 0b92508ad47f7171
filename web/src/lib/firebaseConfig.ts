import { buildEnv } from '../config/buildEnv';

/** The Firebase web config: public identifiers from VITE_FIREBASE_* at build time. */
export const webConfig = {
  apiKey: buildEnv.VITE_FIREBASE_API_KEY,
  authDomain: buildEnv.VITE_FIREBASE_AUTH_DOMAIN,
  projectId: buildEnv.VITE_FIREBASE_PROJECT_ID,
  appId: buildEnv.VITE_FIREBASE_APP_ID,
};

/** False when the build carries no usable Firebase web config: pages then say so instead of failing. */
export const isAuthConfigured = Boolean(webConfig.apiKey && webConfig.authDomain && webConfig.projectId);
