// Upland's webhook and GET /api/upland/status through the real app, the Upland stand-in and the emulators.
import { initAuth, linkStatus, member, status, UPLAND, uplandHarness, webhook } from '../support/uplandApi';
import { firestore } from '../support/emulators';
jest.setTimeout(30_000);

const h = uplandHarness();

describe('POST /api/upland/webhook and GET /api/upland/status', () => {
  it('the player enters the code in the game: the link is stored, status says as whom, no token leaks', async () => {
    const { email, uid, token } = await member('link');
    expect(await linkStatus(h.api, token)).toEqual({ linked: false });

    const { code } = (await (await initAuth(h.api, token, { email })).json()) as { code: string };
    const entered = await h.standIn.enterCode({ code, username: 'saint_tester' });
    expect(entered.status).toBe(200);
    expect(entered.body.webhook).toEqual({ status: 200, body: { received: true, linked: true } });

    const res = await status(h.api, token);
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
    const replay = await webhook(h.api, {
      type: 'AuthenticationSuccess',
      data: { code, userId: 'someone-else', accessToken: 'x' },
    });
    expect(replay.status).toBe(404);
    expect((await linkStatus(h.api, token)).uplandUserId).toBe(entered.body.userId);
  });

  it('refuses a webhook without or with the wrong access token (401), and links nothing', async () => {
    const { email, token } = await member('forged');
    const { code } = (await (await initAuth(h.api, token, { email })).json()) as { code: string };
    const notice = { type: 'AuthenticationSuccess', data: { code, userId: 'forged-user', accessToken: 'forged' } };

    for (const authorization of [null, 'Bearer wrong-secret', `Bearer ${UPLAND.webhookSecret}x`, 'Basic abc']) {
      const res = await webhook(h.api, notice, authorization);
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({
        error: 'Webhook refused: missing or wrong Upland webhook access token',
        code: 'unauthenticated',
      });
    }
    expect(await linkStatus(h.api, token)).toEqual({ linked: false });
    // The code is still pending: the real notice links.
    expect((await webhook(h.api, notice)).status).toBe(200);
    expect((await linkStatus(h.api, token)).uplandUserId).toBe('forged-user');
  });

  it('keeps a username Upland sends, and links without one when the profile cannot be read', async () => {
    const { email, token } = await member('named');
    const first = (await (await initAuth(h.api, token, { email })).json()) as { code: string };
    const named = await webhook(h.api, {
      type: 'AuthenticationSuccess',
      data: { code: first.code, userId: 'user-named', username: 'given_name', accessToken: 'unknown-token' },
    });
    expect(named.status).toBe(200);
    expect((await linkStatus(h.api, token)).username).toBe('given_name');

    // The stand-in does not know this token, so /user/profile answers 401: linked, no username.
    const second = (await (await initAuth(h.api, token, { email })).json()) as { code: string };
    const anonymous = await webhook(h.api, {
      type: 'AuthenticationSuccess',
      data: { code: second.code, userId: 'user-anon', accessToken: 'unknown-token' },
    });
    expect(anonymous.status).toBe(200);
    expect(await linkStatus(h.api, token)).toMatchObject({ linked: true, uplandUserId: 'user-anon', username: null });
  });

  it('a code that could not name a stored code (a/b, .., __x__) is 404, never 500', async () => {
    for (const code of ['a/b', '..', '.', '__x__', 'AB CD']) {
      const res = await webhook(h.api, { type: 'AuthenticationSuccess', data: { code, userId: 'u' } });
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ error: 'Unknown Upland link code', code: 'not-found' });
      // A failure notice about such a code has nothing to forget, and says so without an error.
      const failure = await webhook(h.api, { type: 'AuthenticationFailure', data: { code } });
      expect(failure.status).toBe(200);
    }
    const surrogate = await webhook(h.api, {
      type: 'AuthenticationSuccess',
      data: { code: 'ABCDEF', userId: 'u\ud800' },
    });
    expect(surrogate.status).toBe(400);
    expect(((await surrogate.json()) as { field?: string }).field).toBe('data.userId');
  });

  it('unknown code 404, expired code 410, malformed notice 400', async () => {
    const unknown = await webhook(h.api, { type: 'AuthenticationSuccess', data: { code: 'NOSUCHCODE', userId: 'u' } });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ error: 'Unknown Upland link code', code: 'not-found' });

    const { email, token } = await member('expired');
    const { code } = (await (await initAuth(h.api, token, { email })).json()) as { code: string };
    const lateInstance = await h.startApi({}, () => Date.now() + 2 * 60 * 60 * 1000);
    const late = await webhook(lateInstance, { type: 'AuthenticationSuccess', data: { code, userId: 'u' } });
    expect(late.status).toBe(410);
    expect(await late.json()).toEqual({ error: 'Upland link code has expired', code: 'code-expired' });
    expect(await linkStatus(h.api, token)).toEqual({ linked: false });

    const noUser = await webhook(h.api, { type: 'AuthenticationSuccess', data: { code: 'ABCDEF' } });
    expect(noUser.status).toBe(400);
    expect(await noUser.json()).toEqual({
      error: 'data.userId: required string of at most 128 characters',
      code: 'invalid-field',
      field: 'data.userId',
    });
    const noType = await webhook(h.api, { data: {} });
    expect(noType.status).toBe(400);
    expect(await noType.json()).toEqual({ error: 'type: required string', code: 'invalid-field', field: 'type' });
  });

  it('AuthenticationFailure forgets the code; UserDisconnectedApplication removes the link and token', async () => {
    const { email, uid, token } = await member('disconnect');
    const failedCode = ((await (await initAuth(h.api, token, { email })).json()) as { code: string }).code;
    expect(
      (await webhook(h.api, { type: 'AuthenticationFailure', data: { code: failedCode, message: 'Code expired' } }))
        .status,
    ).toBe(200);
    expect((await firestore.collection('uplandLinkCodes').doc(failedCode).get()).exists).toBe(false);

    const { code } = (await (await initAuth(h.api, token, { email })).json()) as { code: string };
    const entered = await h.standIn.enterCode({ code, username: 'leaving_player' });
    expect(entered.body.webhook?.status).toBe(200);
    expect((await linkStatus(h.api, token)).linked).toBe(true);

    const bye = await webhook(h.api, {
      type: 'UserDisconnectedApplication',
      data: { appId: 7, userId: entered.body.userId },
    });
    expect(bye.status).toBe(200);
    expect(await bye.json()).toEqual({ received: true, unlinked: 1 });
    expect(await linkStatus(h.api, token)).toEqual({ linked: false });
    expect((await firestore.collection('uplandTokens').doc(uid).get()).exists).toBe(false);

    // Notices this site does not handle are acknowledged.
    const other = await webhook(h.api, { type: 'ContainerExpired', data: { containerId: 1 } });
    expect(await other.json()).toEqual({ received: true, ignored: 'ContainerExpired' });
  });

  it('503 when no webhook secret is configured; status needs a token', async () => {
    const noSecret = await h.startApi({ webhookSecret: '' });
    const res = await webhook(noSecret, { type: 'AuthenticationSuccess', data: { code: 'ABCDEF', userId: 'u' } });
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ error: 'Upland integration is not configured', code: 'upland-not-configured' });
    expect((await status(h.api)).status).toBe(401);
    expect((await status(h.api, 'not-a-jwt')).status).toBe(401);
  });
});
