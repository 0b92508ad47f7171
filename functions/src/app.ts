import express, { type Express } from 'express';
import type { Firestore } from 'firebase-admin/firestore';
import type { ApiConfig } from './config';
import type { VerifyIdToken } from './auth/guard';
import { errorHandler, notFoundHandler } from './http/errors';
import { mapDataRouter } from './mapData/router';
import { sheetsRouter } from './sheets/router';
import { createUplandRouter } from './upland/router';

/** What the api app needs from the outside world; index.ts wires the real ones, tests their own. */
export interface ApiDeps {
  config: ApiConfig;
  verifyIdToken: VerifyIdToken;
  firestore: Firestore;
  /** Outbound HTTP (Google Sheets, Upland). Global fetch unless a test injects one. */
  fetch?: typeof fetch;
  now?: () => number;
}

/** Body limit for the whole API (the map-data rules allow 16 KB bodies). */
export const MAX_BODY_BYTES = 16 * 1024;

/**
 * The api app, mounted at the site root: Hosting rewrites /api/** to the function with the path
 * unchanged, so every route here starts with /api. Feature routers are mounted below.
 */
export function createApp(deps: ApiDeps): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', true);
  app.use(express.json({ limit: MAX_BODY_BYTES }));
  app.use('/api', (_req, res, next) => {
    // API answers are per-request unless a route says otherwise (the sheets proxy does).
    res.set('Cache-Control', 'no-store');
    next();
  });

  app.get('/api/health', (_req, res) => {
    res.json({ ok: true });
  });

  // Feature routers are mounted here.
  app.use('/api/sheets', sheetsRouter(deps));
  app.use('/api/mapdata', mapDataRouter(deps));
  app.use('/api/upland', createUplandRouter(deps));

  app.use(notFoundHandler);
  app.use(errorHandler);
  return app;
}
