// 500 simulated viewers poll GET /api/sheets/properties every 5 s for 30 s against the api app
// (in-process, real HTTP on loopback) whose Google code path points at the local Google Sheets
// stand-in. Prints the upstream reads per minute per tab (goal: at most 12, whatever the number of
// viewers: one read per 5 s) and the endpoint's p50/p95 latency.
//
// Real time, not a simulated clock: the cache, the shared in-flight call and the stand-in's
// latency all run on real timers, so the figures are what an instance would see. It takes 30 s
// (SJ_BENCH_SHEETS_SECONDS shortens it for a smoke run; SJ_BENCH_GOOGLE_LATENCY_MS sets the
// stand-in's answer time, default 150 ms). No CDN in front: every viewer request
// reaches the function, the worst case for it (in production Hosting's CDN absorbs most of them).
import { createRequire } from 'node:module';
import http from 'node:http';
import path from 'node:path';
import { ROOT } from '../lib/emulators.mjs';
import { loadApp } from './apiApp.mjs';
import { percentile, verdict } from './support.mjs';

const require = createRequire(import.meta.url);

const VIEWERS = 500;
const POLL_MS = 5000;
const SECONDS = Number(process.env.SJ_BENCH_SHEETS_SECONDS ?? 30);
/** How long the stand-in takes to answer, roughly Google's time for a 2,368-row range. */
const GOOGLE_LATENCY_MS = Number(process.env.SJ_BENCH_GOOGLE_LATENCY_MS ?? 150);
const GOAL_PER_MINUTE = 12;
const TABS = { properties: '4. properties', map: '5. map', colours: '3. colour scheme' };

/**
 * One GET on a keep-alive socket of its own (each viewer is a separate browser), asking as the
 * pages do (gzip; If-None-Match with the copy it holds); resolves with status, ms, body bytes, ETag.
 */
function poll(url, agent, etag) {
  const started = performance.now();
  const headers = { 'Accept-Encoding': 'gzip', ...(etag ? { 'If-None-Match': etag } : {}) };
  return new Promise((resolve, reject) => {
    const req = http.get(url, { agent, headers }, (res) => {
      let bytes = 0;
      res.on('data', (chunk) => (bytes += chunk.length));
      res.on('end', () =>
        resolve({ status: res.statusCode, ms: performance.now() - started, bytes, etag: res.headers.etag ?? etag }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}

/**
 * The sheets routes ask Firestore once per new version of a tab when it first arrived
 * (functions/src/sheets/sheetVersions.ts): answered here in memory, at once, as an idle Firestore
 * would, rather than by a Firestore this bench has not started. The rest is firebase-admin's, lazy.
 */
function firstArrivalsInMemory(firestore) {
  const kept = new Map();
  const transaction = {
    get: async (ref) => ({ data: () => kept.get(ref.path) }),
    set: (ref, value) => kept.set(ref.path, value),
  };
  return Object.assign(Object.create(firestore), { runTransaction: async (update) => update(transaction) });
}

export default async function sheetsPolling() {
  const { createApp } = await loadApp();
  const { startGoogleSheetsStandIn } = require(path.join(ROOT, 'scripts/standins/googleSheets.cjs'));
  const { initializeApp } = require('firebase-admin/app');
  const { getFirestore } = require('firebase-admin/firestore');

  const google = await startGoogleSheetsStandIn({ latencyMs: GOOGLE_LATENCY_MS, readsPerMinute: 300 });
  const app = createApp({
    config: {
      adminEmail: 'admin@bench.test',
      sheets: {
        baseUrl: google.url,
        spreadsheetId: google.spreadsheetId,
        apiKey: google.apiKey,
        useDemoWorkbook: false,
      },
      upland: { baseUrl: 'http://127.0.0.1:1', appId: '', accessKey: '', webhookSecret: '' },
    },
    verifyIdToken: async () => {
      throw new Error('not used');
    },
    firestore: firstArrivalsInMemory(getFirestore(initializeApp({ projectId: 'demo-bench' }, 'bench-sheets'))),
  });
  const server = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  const url = `http://127.0.0.1:${server.address().port}/api/sheets/properties`;

  const latencies = [];
  const statuses = new Map();
  let failures = 0;
  let bodyBytes = 0;
  const started = performance.now();
  const end = started + SECONDS * 1000;

  // Each viewer opens the page at a random moment of the first 5 s, then polls 5 s after each
  // answer (as the pages do), until the end of the window.
  async function viewer() {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    await new Promise((resolve) => setTimeout(resolve, Math.random() * POLL_MS));
    let etag;
    while (performance.now() < end) {
      try {
        const answer = await poll(url, agent, etag);
        etag = answer.etag;
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        latencies.push(answer.ms);
        bodyBytes += answer.bytes;
      } catch {
        failures++;
      }
      const wait = Math.min(POLL_MS, end - performance.now());
      if (wait <= 0) break;
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
    agent.destroy();
  }

  console.log(
    `${VIEWERS} viewers poll /api/sheets/properties every ${POLL_MS / 1000} s for ${SECONDS} s (real time), ` +
      `api app in-process, Google stand-in answering in ${GOOGLE_LATENCY_MS} ms, no CDN in front`,
  );
  await Promise.all(Array.from({ length: VIEWERS }, viewer));
  const minutes = (performance.now() - started) / 60_000;
  server.close();
  server.closeAllConnections?.();
  await google.close();

  latencies.sort((a, b) => a - b);
  const byStatus = [...statuses].map(([status, count]) => `${count} × ${status}`).join(', ');
  console.log(
    `requests: ${latencies.length} (${byStatus || 'none'})${failures ? `, ${failures} failed to connect` : ''}; ` +
      `bodies: ${(bodyBytes / 1024).toFixed(0)} KB in all, ${(bodyBytes / Math.max(1, latencies.length) / 1024).toFixed(1)} KB a request ` +
      `(gzip; a 304 has none)`,
  );
  for (const [tab, title] of Object.entries(TABS)) {
    const reads = google.readsOf(title);
    // The viewers poll properties only; another tab shows up only if something read it.
    if (tab !== 'properties' && reads === 0) continue;
    // Through verdict(), so a figure over its goal fails `npm run bench` as the others do.
    verdict(`upstream reads of ${tab} (${reads} in ${SECONDS} s)`, reads / minutes, 'per minute', GOAL_PER_MINUTE);
  }
  const quotaErrors = google.reads.filter((r) => r.status === 429).length;
  console.log(
    `Google quota errors (429): ${quotaErrors}; browsers reading Google directly would make ${VIEWERS * (60_000 / POLL_MS)} reads per minute (quota ~300)`,
  );
  if (latencies.length > 0) {
    console.log(
      `endpoint latency: p50 ${percentile(latencies, 50).toFixed(1)} ms, p95 ${percentile(latencies, 95).toFixed(1)} ms, ` +
        `max ${latencies[latencies.length - 1].toFixed(1)} ms`,
    );
  }
}
