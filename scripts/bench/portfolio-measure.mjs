// Run by 5-portfolio.mjs inside `firebase emulators:exec` (the Auth and Firestore emulators): a
// member linked to the stand-in's big_holder the way a player links, then the portfolio's first
// (uncached) answer and 50 cached ones, each beside its goal; then the dashboard's list of that
// member in the production build (portfolio-dom.mjs).
import { createRequire } from 'node:module';
import path from 'node:path';
import { ROOT } from '../lib/emulators.mjs';
import { loadApp } from './apiApp.mjs';
import { dashboardRows } from './portfolio-dom.mjs';
import { overGoal, percentile, verdict } from './support.mjs';

const require = createRequire(import.meta.url);
const UPLAND_LATENCY_MS = 50;
const CACHED_RUNS = 50;
const UPLAND = { appId: 'bench-app', accessKey: 'bench-key', webhookSecret: 'bench-hook' };

/** A new verified account's ID token, from the Auth emulator. */
async function memberToken(adminAuth, email) {
  await adminAuth.createUser({ email, password: 'bench-password', emailVerified: true });
  const res = await fetch(
    `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password: 'bench-password', returnSecureToken: true }),
    },
  );
  return (await res.json()).idToken;
}

async function timed(fn) {
  const started = performance.now();
  const res = await fn();
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`portfolio answered ${res.status}`);
  return performance.now() - started;
}

const { createApp } = await loadApp();
const { startUplandStandIn } = require(path.join(ROOT, 'scripts/standins/upland.cjs'));
const { initializeApp } = require('firebase-admin/app');
const { getAuth } = require('firebase-admin/auth');
const { getFirestore } = require('firebase-admin/firestore');

const admin = initializeApp({ projectId: process.env.SJ_PROJECT_ID });
const standIn = await startUplandStandIn({ ...UPLAND });
const app = createApp({
  config: {
    adminEmail: 'admin@bench.test',
    sheets: { baseUrl: '', spreadsheetId: '', apiKey: '', useDemoWorkbook: true },
    upland: { baseUrl: standIn.url, ...UPLAND },
  },
  verifyIdToken: (token) => getAuth(admin).verifyIdToken(token),
  firestore: getFirestore(admin),
  log: { info() {}, warn() {}, error() {} },
});
const server = await new Promise((resolve) => {
  const s = app.listen(0, '127.0.0.1', () => resolve(s));
});
const api = `http://127.0.0.1:${server.address().port}`;
standIn.setWebhookUrl(`${api}/api/upland/webhook`);

const email = `bench-${Date.now()}@saint-james.test`;
const idToken = await memberToken(getAuth(admin), email);
const headers = { Authorization: `Bearer ${idToken}`, 'Content-Type': 'application/json' };
const { code } = await (
  await fetch(`${api}/api/upland/init-auth`, { method: 'POST', headers, body: JSON.stringify({ email }) })
).json();
await standIn.enterCode({ code, username: 'big_holder' });
// The properties tab, read once, as any earlier page view would have.
await (await fetch(`${api}/api/sheets/properties`)).arrayBuffer();

standIn.setLatency(UPLAND_LATENCY_MS);
standIn.resetPlayerStats();
const get = () => fetch(`${api}/api/upland/portfolio`, { headers });
const first = await timed(get);
const { calls, peakConcurrent } = standIn.playerStats();
const cached = [];
const floor = [];
// Each cached answer beside GET /api/upland/status: the ID token check and one Firestore read that
// every member call pays (against the emulators, the token check asks the Auth emulator too).
for (let i = 0; i < CACHED_RUNS; i++) {
  cached.push(await timed(get));
  floor.push(await timed(() => fetch(`${api}/api/upland/status`, { headers })));
}
cached.sort((a, b) => a - b);
floor.sort((a, b) => a - b);

console.log(
  `big_holder: 1,200 properties (1,180 in Saint James), Upland stand-in at ${UPLAND_LATENCY_MS} ms a call: ` +
    `${calls.length} calls, at most ${peakConcurrent} at once; api in-process, Auth and Firestore emulators`,
);
verdict('first answer (Upland read, then cached)', first, 'ms', 1500, { digits: 0 });
verdict(`cached answer, p95 of ${CACHED_RUNS}`, percentile(cached, 95), 'ms', 100);
console.log(
  `cached answer: p50 ${percentile(cached, 50).toFixed(1)} ms, max ${cached[cached.length - 1].toFixed(1)} ms; ` +
    `GET /api/upland/status alongside (token check + one read): p50 ${percentile(floor, 50).toFixed(1)} ms, ` +
    `p95 ${percentile(floor, 95).toFixed(1)} ms`,
);

// The page reads the portfolio the api keeps: at the stand-in's usual pace again.
standIn.setLatency(0);
const { totals } = await (await get()).json();
await dashboardRows({ api, email, password: 'bench-password', count: totals.count });

server.close();
server.closeAllConnections?.();
await standIn.close();
// A figure over its goal fails this process, and so `npm run bench` (5-portfolio.mjs).
process.exit(overGoal.length > 0 ? 1 : 0);
