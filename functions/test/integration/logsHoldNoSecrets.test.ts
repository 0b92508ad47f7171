// What the api writes to the production logger (firebase-functions/logger: one JSON line per entry,
// with a severity) on its failure paths, and that no secret value ever appears in it: the Sheets
// API key, the Upland credentials and webhook secret, a player's Upland access token, ID tokens.
import type { Express } from 'express';
import type { UplandStandIn } from '../../../scripts/standins/upland.cjs';
import type { GoogleSheetsStandIn } from '../support/googleSheetsStandIn';

jest.setTimeout(30_000);

// firebase-functions/logger keeps the console methods it found when it was loaded, so the record
// must be in place before anything loads it: everything else is required in beforeAll.
const written: { method: string; line: string }[] = [];
for (const method of ['debug', 'info', 'log', 'warn', 'error'] as const) {
  console[method] = (...args: unknown[]) => written.push({ method, line: args.map(String).join(' ') });
}

const SECRETS = {
  sheetsApiKey: 'sheets-key-S3CRET-41',
  uplandAppId: 'app-id-S3CRET-42',
  uplandAccessKey: 'access-key-S3CRET-43',
  webhookSecret: 'hook-S3CRET-44',
};

let google: GoogleSheetsStandIn;
let upland: UplandStandIn;
let url: string;
let close: () => Promise<void>;
const secretsSeen: string[] = [];

beforeAll(async () => {
  const { createApp } = (await import('../../src/app')) as { createApp: (deps: unknown) => Express };
  const { startGoogleSheetsStandIn } = await import('../support/googleSheetsStandIn');
  const { startUplandStandIn } = await import('../../../scripts/standins/upland.cjs');
  const { firestore, idTokenFor, verifyIdToken } = await import('../support/emulators');
  const { listen } = await import('../support/server');
  const { testConfig } = await import('../support/testConfig');

  google = await startGoogleSheetsStandIn({ apiKey: SECRETS.sheetsApiKey });
  // Upland knows other credentials than ours: every code request fails with 401.
  upland = await startUplandStandIn({ appId: 'other', accessKey: 'other', webhookSecret: SECRETS.webhookSecret });
  const config = testConfig({
    sheets: {
      baseUrl: google.url,
      spreadsheetId: google.spreadsheetId,
      apiKey: SECRETS.sheetsApiKey,
      useDemoWorkbook: false,
    },
    upland: {
      baseUrl: upland.url,
      appId: SECRETS.uplandAppId,
      accessKey: SECRETS.uplandAccessKey,
      webhookSecret: SECRETS.webhookSecret,
      timeoutMs: 2000,
    },
  });
  // No `log` given: the api uses the production logger.
  const server = await listen(createApp({ config, verifyIdToken, firestore }));
  url = server.url;
  close = server.close;

  const member = await idTokenFor(`logs-${Date.now()}@saint-james.test`);
  secretsSeen.push(member.token);
  const post = (path: string, body: unknown, authorization?: string) =>
    fetch(`${url}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(authorization ? { Authorization: authorization } : {}) },
      body: JSON.stringify(body),
    });

  // Google fails: the proxy logs why (and must not log the key that is in the URL it called).
  google.setOutage(503);
  expect((await fetch(`${url}/api/sheets/properties`)).status).toBe(502);
  // Upland refuses our credentials: logged, sent with HTTP Basic.
  const email = (await verifyIdToken(member.token)).email!;
  expect((await post('/api/upland/init-auth', { email }, `Bearer ${member.token}`)).status).toBe(502);
  // A webhook with the wrong secret, then a good one whose profile look-up fails with the token.
  expect((await post('/api/upland/webhook', { type: 'AuthenticationSuccess', data: {} }, 'Bearer wrong')).status).toBe(
    401,
  );
  await firestore
    .collection('uplandLinkCodes')
    .doc('LOGTEST01')
    .set({
      uid: 'logs-member',
      email,
      expireAt: new Date(Date.now() + 60_000),
      createdAt: new Date(),
    });
  const playerToken = 'player-access-token-S3CRET-45';
  secretsSeen.push(playerToken);
  const linked = await post(
    '/api/upland/webhook',
    { type: 'AuthenticationSuccess', data: { code: 'LOGTEST01', userId: 'u-logs', accessToken: playerToken } },
    `Bearer ${SECRETS.webhookSecret}`,
  );
  expect(linked.status).toBe(200);
});

afterAll(async () => {
  await close?.();
  await google?.close();
  await upland?.close();
});

describe('the production logs', () => {
  it('are structured: one JSON entry per line, with a severity and a message', () => {
    expect(written.length).toBeGreaterThanOrEqual(3);
    for (const { line } of written) {
      const entry = JSON.parse(line) as { severity?: string; message?: string };
      expect(['INFO', 'WARNING', 'ERROR']).toContain(entry.severity);
      expect(entry.message).toEqual(expect.any(String));
    }
    const text = written.map((w) => w.line).join('\n');
    expect(text).toMatch(/Sheets proxy: reading 'properties' failed \(Google answered 503/);
    expect(text).toMatch(/Upland link code for .* failed: Upland answered 401/);
    expect(text).toMatch(/Upland \/user\/profile answered 401/);
  });

  it('hold no secret value', () => {
    const text = written.map((w) => w.line).join('\n');
    for (const secret of [...Object.values(SECRETS), ...secretsSeen]) {
      expect(text).not.toContain(secret);
    }
    // Nor the HTTP Basic form of the Upland credentials.
    expect(text).not.toContain(Buffer.from(`${SECRETS.uplandAppId}:${SECRETS.uplandAccessKey}`).toString('base64'));
  });
});
