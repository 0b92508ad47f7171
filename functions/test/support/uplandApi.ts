/**
 * The Upland link through the real app for a test file: real ID tokens (Auth emulator), real
 * Firestore (emulator), and a local stand-in speaking the Upland developer API
 * (scripts/standins/upland.cjs). uplandHarness() starts the stand-in and one api instance before the
 * file's tests; startApi() adds instances (like more function instances; all share Firestore).
 */
import { createApp } from '../../src/app';
import type { UplandConfig } from '../../src/config';
import { startUplandStandIn, type UplandStandIn } from '../../../scripts/standins/upland.cjs';
import { clearCollection, firestore, idTokenFor, verifyIdToken } from './emulators';
import { silentLog } from './recordingLog';
import { listen } from './server';
import { testConfig } from './testConfig';

export const UPLAND = { appId: 'app-7', accessKey: 'access-key-7', webhookSecret: 'hook-secret-7' };

export const unique = (prefix: string) => `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@saint-james.test`;

export function initAuth(base: string, token: string | null, body: unknown) {
  return fetch(`${base}/api/upland/init-auth`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
}

export function status(base: string, token?: string) {
  return fetch(`${base}/api/upland/status`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
}

export async function linkStatus(base: string, token: string): Promise<Record<string, unknown>> {
  const res = await status(base, token);
  expect(res.status).toBe(200);
  return (await res.json()) as Record<string, unknown>;
}

export function webhook(base: string, body: unknown, authorization: string | null = `Bearer ${UPLAND.webhookSecret}`) {
  return fetch(`${base}/api/upland/webhook`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(authorization ? { Authorization: authorization } : {}) },
    body: JSON.stringify(body),
  });
}

/** A new member account of its own: its e-mail, uid and ID token. */
export async function member(prefix: string) {
  const email = unique(prefix);
  const { uid, token } = await idTokenFor(email);
  return { email, uid, token };
}

export function uplandHarness() {
  let standIn: UplandStandIn;
  let api = '';
  const servers: Awaited<ReturnType<typeof listen>>[] = [];

  /** An api instance (like one function instance) on its own port; all share Firestore. */
  async function startApi(upland: Partial<UplandConfig> = {}, now?: () => number, fetchUpland?: typeof fetch) {
    const server = await listen(
      createApp({
        config: testConfig({ upland: { baseUrl: standIn.url, ...UPLAND, timeoutMs: 2000, ...upland } }),
        verifyIdToken,
        firestore,
        now,
        fetch: fetchUpland,
        // Upland failures are logged by the api; these tests assert the answers instead.
        log: silentLog,
      }),
    );
    servers.push(server);
    return server.url;
  }

  beforeAll(async () => {
    await Promise.all(
      ['uplandLinkCodes', 'uplandRateLimits', 'uplandTokens', 'members'].map((name) => clearCollection(name)),
    );
    standIn = await startUplandStandIn({ ...UPLAND, codeTtlMs: 60_000 });
    api = await startApi();
    standIn.setWebhookUrl(`${api}/api/upland/webhook`);
  });
  afterEach(() => standIn?.setOtpMode('ok'));
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.close()));
    await standIn?.close();
  });

  return {
    get standIn() {
      return standIn;
    },
    /** The first api instance's address. */
    get api() {
      return api;
    },
    startApi,
  };
}
