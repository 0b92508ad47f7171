/**
 * What the portfolio and account tests share: the api in-process (real ID tokens from the Auth
 * emulator, real Firestore), the Upland stand-in (scripts/standins/upland.cjs) with its webhook
 * pointed at the api, a clock the test moves, and members linked the way players link: a code
 * from /api/upland/init-auth, entered "in the game" (the stand-in sends the webhook with a token).
 */
import type { Log } from '../../src/log';
import { createApp } from '../../src/app';
import type { SheetsConfig } from '../../src/config';
import { startUplandStandIn, type UplandStandIn } from '../../../scripts/standins/upland.cjs';
import { firestore, idTokenFor, verifyIdToken } from './emulators';
import { silentLog } from './recordingLog';
import { listen } from './server';
import { testConfig } from './testConfig';

const UPLAND = { appId: 'app-22', accessKey: 'access-key-22', webhookSecret: 'hook-secret-22' };
const DEMO_SHEETS: SheetsConfig = { baseUrl: '', spreadsheetId: '', apiKey: '', useDemoWorkbook: true };

export interface ApiOptions {
  timeoutMs?: number;
  sheets?: SheetsConfig;
  log?: Log;
  deleteUser?: (uid: string) => Promise<void>;
}

export interface Member {
  email: string;
  uid: string;
  idToken: string;
}

export interface UplandWorld {
  standIn: UplandStandIn;
  /** The first api instance; the stand-in's webhook goes to it. */
  api: string;
  /** Another instance (as Cloud Functions may run several), sharing Firestore and the clock. */
  startApi(options?: ApiOptions): Promise<string>;
  /** Moves every instance's clock (ms, from the real time). */
  setClockAhead(ms: number): void;
  newMember(prefix: string): Promise<Member>;
  /** A new member linked to the stand-in player `username`, and the access token Upland gave. */
  linkedMember(username: string, prefix?: string): Promise<Member & { accessToken: string }>;
  /** Links `member` (again) to `username`; the access token the webhook stored. */
  link(member: Member, username: string, api?: string): Promise<string>;
  call(method: string, path: string, idToken?: string, api?: string): Promise<Response>;
  close(): Promise<void>;
}

const unique = (prefix: string) => `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@saint-james.test`;

export async function startUplandWorld({ timeoutMs = 2000 } = {}): Promise<UplandWorld> {
  const standIn = await startUplandStandIn({ ...UPLAND, codeTtlMs: 60 * 60_000 });
  const servers: Awaited<ReturnType<typeof listen>>[] = [];
  let ahead = 0;
  const now = () => Date.now() + ahead;

  async function startApi(options: ApiOptions = {}) {
    const config = testConfig({
      sheets: options.sheets ?? DEMO_SHEETS,
      upland: { baseUrl: standIn.url, ...UPLAND, timeoutMs: options.timeoutMs ?? timeoutMs },
    });
    const log = options.log ?? silentLog;
    const server = await listen(
      createApp({ config, verifyIdToken, firestore, now, log, deleteUser: options.deleteUser }),
    );
    servers.push(server);
    return server.url;
  }

  const api = await startApi();
  standIn.setWebhookUrl(`${api}/api/upland/webhook`);

  const call = (method: string, path: string, idToken?: string, base = api, body?: unknown) =>
    fetch(`${base}${path}`, {
      method,
      headers: {
        ...(idToken ? { Authorization: `Bearer ${idToken}` } : {}),
        ...(body ? { 'Content-Type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });

  async function newMember(prefix: string): Promise<Member> {
    const email = unique(prefix);
    const { uid, token } = await idTokenFor(email);
    return { email, uid, idToken: token };
  }

  async function link(member: Member, username: string, base = api): Promise<string> {
    const res = await call('POST', '/api/upland/init-auth', member.idToken, base, { email: member.email });
    if (res.status !== 200) throw new Error(`init-auth answered ${res.status}: ${await res.text()}`);
    const { code } = (await res.json()) as { code: string };
    const entered = await standIn.enterCode({ code, username });
    if (entered.body.webhook?.status !== 200) throw new Error(`webhook: ${JSON.stringify(entered.body)}`);
    const stored = await firestore.collection('uplandTokens').doc(member.uid).get();
    return stored.get('accessToken') as string;
  }

  return {
    standIn,
    api,
    startApi,
    setClockAhead: (ms) => {
      ahead = ms;
    },
    newMember,
    link,
    async linkedMember(username, prefix = username.replace(/_/g, '-')) {
      const member = await newMember(prefix);
      return { ...member, accessToken: await link(member, username) };
    },
    call: (method, path, idToken, base) => call(method, path, idToken, base),
    async close() {
      await Promise.all(servers.map((server) => server.close()));
      await standIn.close();
    },
  };
}
