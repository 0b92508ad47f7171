// POST /api/upland/init-auth through the real app, the Upland stand-in and the emulators; the rate limit.
import { initAuth, member, UPLAND, uplandHarness } from '../support/uplandApi';
import { firestore } from '../support/emulators';
import { RATE_LIMIT_COLLECTION } from '../../src/upland/collections';
jest.setTimeout(30_000);

const h = uplandHarness();

describe('POST /api/upland/init-auth', () => {
  it('answers {code, expireAt} from Upland and maps the code to the member in Firestore', async () => {
    const { email, uid, token } = await member('init');
    const before = h.standIn.otpRequests.length;
    const sentAt = Date.now();
    const res = await initAuth(h.api, token, { email });
    const answeredAt = Date.now();
    expect(res.status).toBe(200);
    const body = (await res.json()) as { code: string; expireAt: string; expiresInSeconds: number };
    expect(Object.keys(body).sort()).toEqual(['code', 'expireAt', 'expiresInSeconds']);
    // The lifetime, so that a browser whose clock is off still counts down from the right time.
    // (Counted from a moment of the request: between sending it and its answer, however slow the machine.)
    const expireAt = Date.parse(body.expireAt);
    expect(body.expiresInSeconds).toBeGreaterThanOrEqual(Math.floor((expireAt - answeredAt) / 1000));
    expect(body.expiresInSeconds).toBeLessThanOrEqual(Math.ceil((expireAt - sentAt) / 1000));
    expect(body.code).toMatch(/^[A-Z0-9]{10}$/);
    expect(Date.parse(body.expireAt)).toBeGreaterThan(Date.now());

    // Upland was called with HTTP Basic appId:accessKey.
    expect(h.standIn.otpRequests.slice(before)).toEqual([
      { authorization: `Basic ${Buffer.from(`${UPLAND.appId}:${UPLAND.accessKey}`).toString('base64')}` },
    ]);
    const pending = await firestore.collection('uplandLinkCodes').doc(body.code).get();
    expect(pending.get('uid')).toBe(uid);
    expect(pending.get('expireAt').toDate().toISOString()).toBe(body.expireAt);
  });

  it("401 without a token or with a bad one, 400 without an email, 403 for someone else's email", async () => {
    const { email, token } = await member('guard');
    expect((await initAuth(h.api, null, { email })).status).toBe(401);
    expect((await initAuth(h.api, 'not-a-jwt', { email })).status).toBe(401);

    const missing = await initAuth(h.api, token, {});
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({
      error: 'email: required, the signed-in account e-mail',
      code: 'invalid-field',
      field: 'email',
      problem: 'required',
    });

    const notText = await initAuth(h.api, token, { email: 5 });
    expect(await notText.json()).toMatchObject({ field: 'email', problem: 'not-a-string' });

    // JSON that is a list, not an object: the body is refused as a whole, no field named.
    for (const notAnObject of [[], [{ email }]]) {
      const res = await initAuth(h.api, token, notAnObject);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({
        error: 'Send the e-mail as a JSON object: {"email": "…"}',
        code: 'invalid-body',
      });
    }

    // A form, not JSON: said so, not read as a missing field, and no code asked for.
    const form = await fetch(`${h.api}/api/upland/init-auth`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Authorization: `Bearer ${token}` },
      body: `email=${encodeURIComponent(email)}`,
    });
    expect(form.status).toBe(400);
    expect(await form.json()).toMatchObject({
      error: 'Send the e-mail as JSON (Content-Type: application/json)',
      code: 'invalid-body',
    });

    // A field the call does not know is named, and asks Upland for no code (nor uses a slot).
    const before = h.standIn.otpRequests.length;
    const unknown = await initAuth(h.api, token, { email, x: 1 });
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toEqual({
      error: 'x: unknown field (allowed: email)',
      code: 'unknown-field',
      field: 'x',
    });
    expect(h.standIn.otpRequests.length).toBe(before);

    const other = await initAuth(h.api, token, { email: 'someone-else@saint-james.test' });
    expect(other.status).toBe(403);
    expect(await other.json()).toEqual({
      error: 'email: does not match the signed-in account',
      code: 'forbidden',
      field: 'email',
    });

    // The same address in another case is the same account.
    expect((await initAuth(h.api, token, { email: email.toUpperCase() })).status).toBe(200);
  });

  it('502 "Failed to initiate Upland link" when Upland answers 401 (wrong credentials)', async () => {
    const wrongKey = await h.startApi({ accessKey: 'not-the-key' });
    const { email, token } = await member('upland401');
    const res = await initAuth(wrongKey, token, { email });
    expect(res.status).toBe(502);
    expect(await res.json()).toEqual({ error: 'Failed to initiate Upland link', code: 'upland-failed' });
  });

  it('502 when Upland answers without a code, and when Upland fails (500)', async () => {
    const { email, token } = await member('nocode');
    h.standIn.setOtpMode('no-code');
    const noCode = await initAuth(h.api, token, { email });
    expect(noCode.status).toBe(502);
    expect(await noCode.json()).toEqual({ error: 'Failed to initiate Upland link', code: 'upland-failed' });

    h.standIn.setOtpMode('error');
    const failed = await initAuth(h.api, token, { email });
    expect(failed.status).toBe(502);
    expect(await failed.json()).toEqual({ error: 'Failed to initiate Upland link', code: 'upland-failed' });
  });

  it('502 within the timeout when Upland never answers', async () => {
    const impatient = await h.startApi({ timeoutMs: 300 });
    const { email, token } = await member('timeout');
    h.standIn.setOtpMode('hang');
    const started = Date.now();
    const res = await initAuth(impatient, token, { email });
    const elapsed = Date.now() - started;
    expect(res.status).toBe(502);
    expect(await res.json()).toEqual({ error: 'Failed to initiate Upland link', code: 'upland-failed' });
    expect(elapsed).toBeGreaterThanOrEqual(250);
    // Below the client's default time limit (8 s: the 300 ms set here is what ended it), with room
    // for the Firestore emulator on a busy machine.
    expect(elapsed).toBeLessThan(5_000);
  });

  it('503 "Upland integration is not configured" without app credentials', async () => {
    const unconfigured = await h.startApi({ appId: '', accessKey: '' });
    const { email, token } = await member('unconfigured');
    const res = await initAuth(unconfigured, token, { email });
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ error: 'Upland integration is not configured', code: 'upland-not-configured' });
  });
});

describe('rate limit: 5 codes per member per 10 minutes, across instances', () => {
  it('the 6th code within 10 minutes is 429 with a clear message, whichever instance answers', async () => {
    const other = await h.startApi();
    const { email, token } = await member('ratelimit');
    for (const base of [h.api, other, h.api, other, h.api]) {
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
    const later = await h.startApi({}, () => Date.now() + 10 * 60 * 1000 + 1000);
    expect((await initAuth(later, token, { email })).status).toBe(200);
  });

  it("only issued codes count: an Upland outage never uses up the member's codes", async () => {
    const { email, token } = await member('outage');
    h.standIn.setOtpMode('error');
    for (let i = 0; i < 6; i++) expect((await initAuth(h.api, token, { email })).status).toBe(502);
    h.standIn.setOtpMode('ok');
    // Upland is back: the member gets all five codes, and only then the sixth is refused.
    for (let i = 0; i < 5; i++) expect((await initAuth(h.api, token, { email })).status).toBe(200);
    expect((await initAuth(h.api, token, { email })).status).toBe(429);
  });

  it("attempts still waiting on a hanging Upland hold the member back no longer than Upland's timeout", async () => {
    // The real fetch to the hanging stand-in, which the test can also cut, one call at a time (as
    // the timeout would).
    const cuts: AbortController[] = [];
    const cuttable: typeof fetch = (url, init) => {
      const cut = new AbortController();
      cuts.push(cut);
      return fetch(url, { ...init, signal: AbortSignal.any([cut.signal, ...(init?.signal ? [init.signal] : [])]) });
    };
    const patient = await h.startApi({ timeoutMs: 20_000 }, undefined, cuttable);
    const { email, token } = await member('hanging');
    h.standIn.setOtpMode('hang');
    // Five attempts, each waiting on Upland (and holding its slot) before the next is made.
    const asked = h.standIn.otpRequests.length;
    const waiting: Promise<Response>[] = [];
    for (let i = 1; i <= 5; i++) {
      waiting.push(initAuth(patient, token, { email }));
      while (h.standIn.otpRequests.length < asked + i) await new Promise((resolve) => setImmediate(resolve));
    }
    // Upland recovers while they still wait.
    h.standIn.setOtpMode('ok');
    const sixth = await initAuth(patient, token, { email });
    expect(sixth.status).toBe(429);
    const retryAfter = Number(sixth.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(20); // Upland's 20 s timeout at most; never the 10-minute window
    expect(await sixth.json()).toMatchObject({ error: expect.stringMatching(/Try again in \d+ seconds?\.$/) });
    for (const [i, attempt] of waiting.entries()) {
      cuts[i].abort();
      expect((await attempt).status).toBe(502);
    }
    // They gave up and issued nothing: the member's five codes are all there.
    for (let i = 0; i < 5; i++) expect((await initAuth(patient, token, { email })).status).toBe(200);
    expect((await initAuth(patient, token, { email })).status).toBe(429);
  });

  it('concurrent requests on two instances get exactly 5 codes (Firestore transaction)', async () => {
    const other = await h.startApi();
    const { email, uid, token } = await member('concurrent');
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) => initAuth(i % 2 ? h.api : other, token, { email }).then((r) => r.status)),
    );
    expect(results.filter((s) => s === 200)).toHaveLength(5);
    expect(results.filter((s) => s === 429)).toHaveLength(3);
    // Every code issued is counted for the whole window, none left as an attempt that stops counting
    // after Upland's timeout (which would let a sixth code through 8 s later).
    const slots = (await firestore.collection(RATE_LIMIT_COLLECTION).doc(uid).get()).data();
    expect(slots).toEqual({ requests: expect.any(Array), pending: [] });
    expect(slots?.requests).toHaveLength(5);
  });
});
