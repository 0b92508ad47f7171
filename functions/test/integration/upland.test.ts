// The Upland link through the real app: real ID tokens (Auth emulator), real Firestore (emulator),
// and a local stand-in speaking the Upland developer API (scripts/standins/upland.cjs).
import { createApp } from '../../src/app';
import type { UplandConfig } from '../../src/config';
import { startUplandStandIn, type UplandStandIn } from '../../../scripts/standins/upland.cjs';
import { clearCollection, firestore, idTokenFor, verifyIdToken } from '../support/emulators';
import { silentLog } from '../support/recordingLog';
import { listen } from '../support/server';
import { testConfig } from '../support/testConfig';

const UPLAND = { appId: 'app-7', accessKey: 'access-key-7', webhookSecret: 'hook-secret-7' };

let standIn: UplandStandIn;
const servers: Awaited<ReturnType<typeof listen>>[] = [];

/** An api instance (like one function instance) on its own port; all share Firestore. */
async function startApi(upland: Partial<UplandConfig> = {}, now?: () => number) {
  const server = await listen(
    createApp({
      config: testConfig({ upland: { baseUrl: standIn.url, ...UPLAND, timeoutMs: 2000, ...upland } }),
      verifyIdToken,
      firestore,
      now,
      // Upland failures are logged by the api; these tests assert the answers instead.
      log: silentLog,
    }),
  );
  servers.push(server);
  return server.url;
}

let api: string;

const unique = (prefix: string) => `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@saint-james.test`;

function initAuth(base: string, token: string | null, body: unknown) {
  return fetch(`${base}/api/upland/init-auth`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
}

function status(base: string, token?: string) {
  return fetch(`${base}/api/upland/status`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
}

async function linkStatus(base: string, token: string): Promise<Record<string, unknown>> {
  const res = await status(base, token);
  expect(res.status).toBe(200);
  return (await res.json()) as Record<string, unknown>;
}

function webhook(base: string, body: unknown, authorization: string | null = `Bearer ${UPLAND.webhookSecret}`) {
  return fetch(`${base}/api/upland/webhook`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(authorization ? { Authorization: authorization } : {}) },
    body: JSON.stringify(body),
  });
}

async function member(prefix: string) {
  const email = unique(prefix);
  const { uid, token } = await idTokenFor(email);
  return { email, uid, token };
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

describe('POST /api/upland/init-auth', () => {
  it('answers {code, expireAt} from Upland and maps the code to the member in Firestore', async () => {
    const { email, uid, token } = await member('init');
    const before = standIn.otpRequests.length;
    const res = await initAuth(api, token, { email });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { code: string; expireAt: string; expiresInSeconds: number };
    expect(Object.keys(body).sort()).toEqual(['code', 'expireAt', 'expiresInSeconds']);
    // The lifetime, so that a browser whose clock is off still counts down from the right time.
    expect(Math.abs(body.expiresInSeconds - (Date.parse(body.expireAt) - Date.now()) / 1000)).toBeLessThan(3);
    expect(body.code).toMatch(/^[A-Z0-9]{10}$/);
    expect(Date.parse(body.expireAt)).toBeGreaterThan(Date.now());

    // Upland was called with HTTP Basic appId:accessKey.
    expect(standIn.otpRequests.slice(before)).toEqual([
      { authorization: `Basic ${Buffer.from(`${UPLAND.appId}:${UPLAND.accessKey}`).toString('base64')}` },
    ]);
    const pending = await firestore.collection('uplandLinkCodes').doc(body.code).get();
    expect(pending.get('uid')).toBe(uid);
    expect(pending.get('expireAt').toDate().toISOString()).toBe(body.expireAt);
  });

  it("401 without a token or with a bad one, 400 without an email, 403 for someone else's email", async () => {
    const { email, token } = await member('guard');
    expect((await initAuth(api, null, { email })).status).toBe(401);
    expect((await initAuth(api, 'not-a-jwt', { email })).status).toBe(401);

    const missing = await initAuth(api, token, {});
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({
      error: 'email: required, the signed-in account e-mail',
      code: 'invalid-field',
      field: 'email',
      problem: 'required',
    });

    const other = await initAuth(api, token, { email: 'someone-else@saint-james.test' });
    expect(other.status).toBe(403);
    expect(await other.json()).toEqual({
      error: 'email: does not match the signed-in account',
      code: 'forbidden',
      field: 'email',
    });

    // The same address in another case is the same account.
    expect((await initAuth(api, token, { email: email.toUpperCase() })).status).toBe(200);
  });

  it('502 "Failed to initiate Upland link" when Upland answers 401 (wrong credentials)', async () => {
    const wrongKey = await startApi({ accessKey: 'not-the-key' });
    const { email, token } = await member('upland401');
    const res = await initAuth(wrongKey, token, { email });
    expect(res.status).toBe(502);
    expect(await res.json()).toEqual({ error: 'Failed to initiate Upland link', code: 'upland-failed' });
  });

  it('502 when Upland answers without a code, and when Upland fails (500)', async () => {
    const { email, token } = await member('nocode');
    standIn.setOtpMode('no-code');
    const noCode = await initAuth(api, token, { email });
    expect(noCode.status).toBe(502);
    expect(await noCode.json()).toEqual({ error: 'Failed to initiate Upland link', code: 'upland-failed' });

    standIn.setOtpMode('error');
    const failed = await initAuth(api, token, { email });
    expect(failed.status).toBe(502);
    expect(await failed.json()).toEqual({ error: 'Failed to initiate Upland link', code: 'upland-failed' });
  });

  it('502 within the timeout when Upland never answers', async () => {
    const impatient = await startApi({ timeoutMs: 300 });
    const { email, token } = await member('timeout');
    standIn.setOtpMode('hang');
    const started = Date.now();
    const res = await initAuth(impatient, token, { email });
    const elapsed = Date.now() - started;
    expect(res.status).toBe(502);
    expect(await res.json()).toEqual({ error: 'Failed to initiate Upland link', code: 'upland-failed' });
    expect(elapsed).toBeGreaterThanOrEqual(250);
    expect(elapsed).toBeLessThan(3000);
  });

  it('503 "Upland integration is not configured" without app credentials', async () => {
    const unconfigured = await startApi({ appId: '', accessKey: '' });
    const { email, token } = await member('unconfigured');
    const res = await initAuth(unconfigured, token, { email });
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ error: 'Upland integration is not configured', code: 'upland-not-configured' });
  });
});

describe('rate limit: 5 codes per member per 10 minutes, across instances', () => {
  it('the 6th code within 10 minutes is 429 with a clear message, whichever instance answers', async () => {
    const other = await startApi();
    const { email, token } = await member('ratelimit');
    for (const base of [api, other, api, other, api]) {
      expect((await initAuth(base, token, { email })).status).toBe(200);
    }
    const refused = await initAuth(other, token, { email });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(500);
    expect(await refused.json()).toEqual({
      error: 'Too many Upland link codes requested: at most 5 every 10 minutes. Try again in 10 minutes.',
      code: 'too-many-codes',
    });

    // Ten minutes later (an instance whose clock is 10 min ahead) there is room again.
    const later = await startApi({}, () => Date.now() + 10 * 60 * 1000 + 1000);
    expect((await initAuth(later, token, { email })).status).toBe(200);
  });

  it("only issued codes count: an Upland outage never uses up the member's codes", async () => {
    const { email, token } = await member('outage');
    standIn.setOtpMode('error');
    for (let i = 0; i < 6; i++) expect((await initAuth(api, token, { email })).status).toBe(502);
    standIn.setOtpMode('ok');
    // Upland is back: the member gets all five codes, and only then the sixth is refused.
    for (let i = 0; i < 5; i++) expect((await initAuth(api, token, { email })).status).toBe(200);
    expect((await initAuth(api, token, { email })).status).toBe(429);
  });

  it('concurrent requests on two instances get exactly 5 codes (Firestore transaction)', async () => {
    const other = await startApi();
    const { email, token } = await member('concurrent');
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) => initAuth(i % 2 ? api : other, token, { email }).then((r) => r.status)),
    );
    expect(results.filter((s) => s === 200)).toHaveLength(5);
    expect(results.filter((s) => s === 429)).toHaveLength(3);
  });
});

describe('POST /api/upland/webhook and GET /api/upland/status', () => {
  it('the player enters the code in the game: the link is stored, status says as whom, no token leaks', async () => {
    const { email, uid, token } = await member('link');
    expect(await linkStatus(api, token)).toEqual({ linked: false });

    const { code } = (await (await initAuth(api, token, { email })).json()) as { code: string };
    const entered = await standIn.enterCode({ code, username: 'saint_tester' });
    expect(entered.status).toBe(200);
    expect(entered.body.webhook).toEqual({ status: 200, body: { received: true, linked: true } });

    const res = await status(api, token);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({
      linked: true,
      uplandUserId: entered.body.userId,
      username: 'saint_tester',
      linkedAt: expect.any(String),
      needsRelink: false,
    });
    expect(Date.now() - Date.parse(JSON.parse(text).linkedAt)).toBeLessThan(60_000);

    // The access token is kept server-side only, apart from the member's record.
    const stored = await firestore.collection('uplandTokens').doc(uid).get();
    const accessToken = stored.get('accessToken') as string;
    expect(accessToken.length).toBeGreaterThan(10);
    expect(text).not.toContain(accessToken);
    const record = await firestore.collection('members').doc(uid).get();
    expect(record.get('upland')).toEqual({
      userId: entered.body.userId,
      username: 'saint_tester',
      linkedAt: expect.anything(),
    });
    expect(JSON.stringify(record.data())).not.toContain(accessToken);

    // The code is consumed: a replayed notice links nothing.
    const replay = await webhook(api, {
      type: 'AuthenticationSuccess',
      data: { code, userId: 'someone-else', accessToken: 'x' },
    });
    expect(replay.status).toBe(404);
    expect((await linkStatus(api, token)).uplandUserId).toBe(entered.body.userId);
  });

  it('refuses a webhook without or with the wrong access token (401), and links nothing', async () => {
    const { email, token } = await member('forged');
    const { code } = (await (await initAuth(api, token, { email })).json()) as { code: string };
    const notice = { type: 'AuthenticationSuccess', data: { code, userId: 'forged-user', accessToken: 'forged' } };

    for (const authorization of [null, 'Bearer wrong-secret', `Bearer ${UPLAND.webhookSecret}x`, 'Basic abc']) {
      const res = await webhook(api, notice, authorization);
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({
        error: 'Webhook refused: missing or wrong Upland webhook access token',
        code: 'unauthenticated',
      });
    }
    expect(await linkStatus(api, token)).toEqual({ linked: false });
    // The code is still pending: the real notice links.
    expect((await webhook(api, notice)).status).toBe(200);
    expect((await linkStatus(api, token)).uplandUserId).toBe('forged-user');
  });

  it('keeps a username Upland sends, and links without one when the profile cannot be read', async () => {
    const { email, token } = await member('named');
    const first = (await (await initAuth(api, token, { email })).json()) as { code: string };
    const named = await webhook(api, {
      type: 'AuthenticationSuccess',
      data: { code: first.code, userId: 'user-named', username: 'given_name', accessToken: 'unknown-token' },
    });
    expect(named.status).toBe(200);
    expect((await linkStatus(api, token)).username).toBe('given_name');

    // The stand-in does not know this token, so /user/profile answers 401: linked, no username.
    const second = (await (await initAuth(api, token, { email })).json()) as { code: string };
    const anonymous = await webhook(api, {
      type: 'AuthenticationSuccess',
      data: { code: second.code, userId: 'user-anon', accessToken: 'unknown-token' },
    });
    expect(anonymous.status).toBe(200);
    expect(await linkStatus(api, token)).toMatchObject({ linked: true, uplandUserId: 'user-anon', username: null });
  });

  it('a code that could not name a stored code (a/b, .., __x__) is 404, never 500', async () => {
    for (const code of ['a/b', '..', '.', '__x__', 'AB CD']) {
      const res = await webhook(api, { type: 'AuthenticationSuccess', data: { code, userId: 'u' } });
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ error: 'Unknown Upland link code', code: 'not-found' });
      // A failure notice about such a code has nothing to forget, and says so without an error.
      const failure = await webhook(api, { type: 'AuthenticationFailure', data: { code } });
      expect(failure.status).toBe(200);
    }
    const surrogate = await webhook(api, {
      type: 'AuthenticationSuccess',
      data: { code: 'ABCDEF', userId: 'u\ud800' },
    });
    expect(surrogate.status).toBe(400);
    expect(((await surrogate.json()) as { field?: string }).field).toBe('data.userId');
  });

  it('unknown code 404, expired code 410, malformed notice 400', async () => {
    const unknown = await webhook(api, { type: 'AuthenticationSuccess', data: { code: 'NOSUCHCODE', userId: 'u' } });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ error: 'Unknown Upland link code', code: 'not-found' });

    const { email, token } = await member('expired');
    const { code } = (await (await initAuth(api, token, { email })).json()) as { code: string };
    const lateInstance = await startApi({}, () => Date.now() + 2 * 60 * 60 * 1000);
    const late = await webhook(lateInstance, { type: 'AuthenticationSuccess', data: { code, userId: 'u' } });
    expect(late.status).toBe(410);
    expect(await late.json()).toEqual({ error: 'Upland link code has expired', code: 'code-expired' });
    expect(await linkStatus(api, token)).toEqual({ linked: false });

    const noUser = await webhook(api, { type: 'AuthenticationSuccess', data: { code: 'ABCDEF' } });
    expect(noUser.status).toBe(400);
    expect(await noUser.json()).toEqual({
      error: 'data.userId: required string of at most 128 characters',
      code: 'invalid-field',
      field: 'data.userId',
    });
    const noType = await webhook(api, { data: {} });
    expect(noType.status).toBe(400);
    expect(await noType.json()).toEqual({ error: 'type: required string', code: 'invalid-field', field: 'type' });
  });

  it('AuthenticationFailure forgets the code; UserDisconnectedApplication removes the link and token', async () => {
    const { email, uid, token } = await member('disconnect');
    const failedCode = ((await (await initAuth(api, token, { email })).json()) as { code: string }).code;
    expect(
      (await webhook(api, { type: 'AuthenticationFailure', data: { code: failedCode, message: 'Code expired' } }))
        .status,
    ).toBe(200);
    expect((await firestore.collection('uplandLinkCodes').doc(failedCode).get()).exists).toBe(false);

    const { code } = (await (await initAuth(api, token, { email })).json()) as { code: string };
    const entered = await standIn.enterCode({ code, username: 'leaving_player' });
    expect(entered.body.webhook?.status).toBe(200);
    expect((await linkStatus(api, token)).linked).toBe(true);

    const bye = await webhook(api, {
      type: 'UserDisconnectedApplication',
      data: { appId: 7, userId: entered.body.userId },
    });
    expect(bye.status).toBe(200);
    expect(await bye.json()).toEqual({ received: true, unlinked: 1 });
    expect(await linkStatus(api, token)).toEqual({ linked: false });
    expect((await firestore.collection('uplandTokens').doc(uid).get()).exists).toBe(false);

    // Notices this site does not handle are acknowledged.
    const other = await webhook(api, { type: 'ContainerExpired', data: { containerId: 1 } });
    expect(await other.json()).toEqual({ received: true, ignored: 'ContainerExpired' });
  });

  it('503 when no webhook secret is configured; status needs a token', async () => {
    const noSecret = await startApi({ webhookSecret: '' });
    const res = await webhook(noSecret, { type: 'AuthenticationSuccess', data: { code: 'ABCDEF', userId: 'u' } });
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ error: 'Upland integration is not configured', code: 'upland-not-configured' });
    expect((await status(api)).status).toBe(401);
    expect((await status(api, 'not-a-jwt')).status).toBe(401);
  });
});
