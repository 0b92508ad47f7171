import type { Firestore } from 'firebase-admin/firestore';
import type { VerifyIdToken } from './auth/guard';
import type { ApiConfig } from './config';
import type { Log } from './log';

/** What the api app needs from the outside world; index.ts wires the real ones, tests their own. */
export interface ApiDeps {
  config: ApiConfig;
  verifyIdToken: VerifyIdToken;
  firestore: Firestore;
  /** Outbound HTTP (Google Sheets, Upland). Global fetch unless a test injects one. */
  fetch?: typeof fetch;
  now?: () => number;
  /** Deletes a Firebase Auth user (DELETE /api/account): firebase-admin's deleteUser unless a test injects one. */
  deleteUser?: (uid: string) => Promise<void>;
  /** Where log entries go: firebase-functions' structured logger unless a test records them. */
  log?: Log;
}

/** What the feature routers get: the same, with the log decided. */
export type RouterDeps = ApiDeps & { log: Log };
