// DELETE /api/account through the real app: the Auth user (Auth emulator) and everything of the
// member in Firestore go; the admin cannot delete itself.
import { adminAuth, firestore, idTokenFor } from '../support/emulators';
import { ADMIN_EMAIL } from '../support/testConfig';
import { takeRefreshSlot } from '../../src/upland/portfolioStore';
import { startUplandWorld, type UplandWorld } from '../support/uplandWorld';

jest.setTimeout(60_000);

let world: UplandWorld;
beforeAll(async () => {
  world = await startUplandWorld();
});
afterAll(async () => {
  await world?.close();
});

/** Every top-level document that names `uid`, by its id or anywhere in its fields. */
async function documentsNaming(uid: string): Promise<string[]> {
  const found: string[] = [];
  for (const collection of await firestore.listCollections()) {
    for (const doc of (await collection.get()).docs) {
      if (doc.id === uid || JSON.stringify(doc.data()).includes(uid)) found.push(doc.ref.path);
    }
  }
  return found;
}

describe('DELETE /api/account', () => {
  it('deletes the Auth user, the link, the token, the cached portfolio and pending codes (204)', async () => {
    const member = await world.linkedMember('saint_player', 'leaving');
    expect((await world.call('GET', '/api/upland/portfolio', member.idToken)).status).toBe(200);
    // A code asked for and never entered, and the link-code rate limit, are the member's too.
    expect(
      (
        await fetch(`${world.api}/api/upland/init-auth`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${member.idToken}` },
          body: JSON.stringify({ email: member.email }),
        })
      ).status,
    ).toBe(200);
    expect((await documentsNaming(member.uid)).sort()).toEqual([
      `members/${member.uid}`,
      expect.stringMatching(/^uplandLinkCodes\//),
      `uplandPortfolios/${member.uid}`,
      `uplandRateLimits/${member.uid}`,
      `uplandTokens/${member.uid}`,
    ]);

    const res = await world.call('DELETE', '/api/account', member.idToken);
    expect(res.status).toBe(204);
    expect(await res.text()).toBe('');
    expect(await documentsNaming(member.uid)).toEqual([]);
    await expect(adminAuth.getUser(member.uid)).rejects.toMatchObject({ code: 'auth/user-not-found' });
    // Nothing anywhere still holds the member's Upland token.
    for (const collection of await firestore.listCollections()) {
      for (const doc of (await collection.get()).docs)
        expect(JSON.stringify(doc.data())).not.toContain(member.accessToken);
    }
  });

  it('a member without a link is deleted too; their ID token opens nothing afterwards', async () => {
    const member = await world.newMember('plain');
    expect((await world.call('DELETE', '/api/account', member.idToken)).status).toBe(204);
    await expect(adminAuth.getUser(member.uid)).rejects.toMatchObject({ code: 'auth/user-not-found' });
    // Against the Auth emulator the Admin SDK checks that the user still exists: 401. In production
    // the token verifies until it expires (an hour at most); the next test covers that retry.
    expect((await world.call('DELETE', '/api/account', member.idToken)).status).toBe(401);
    expect((await world.call('GET', '/api/upland/status', member.idToken)).status).toBe(401);
    expect(await documentsNaming(member.uid)).toEqual([]);
  });

  it('a retry that finds the Auth user already gone (the first answer lost) is 204, not a 500', async () => {
    // The one thing the emulator cannot do is verify a deleted user's token: this instance's
    // deleteUser answers as Firebase Auth does for a user that is gone.
    const gone = Object.assign(new Error('There is no user record'), { code: 'auth/user-not-found' });
    const api = await world.startApi({ deleteUser: () => Promise.reject(gone) });
    const member = await world.linkedMember('saint_player', 'retry');
    expect((await world.call('DELETE', '/api/account', member.idToken, api)).status).toBe(204);
    expect(await documentsNaming(member.uid)).toEqual([]);
    await adminAuth.deleteUser(member.uid);
  });

  it('403 for the admin account, which stays; 401 without a valid token', async () => {
    const admin = await idTokenFor(ADMIN_EMAIL);
    const res = await world.call('DELETE', '/api/account', admin.token);
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ error: 'The admin account cannot delete itself', code: 'forbidden' });
    expect((await adminAuth.getUser(admin.uid)).email).toBe(ADMIN_EMAIL);

    expect((await world.call('DELETE', '/api/account')).status).toBe(401);
    expect((await world.call('DELETE', '/api/account', 'not-a-jwt')).status).toBe(401);
  });
});

describe('a portfolio read from Upland while the member leaves', () => {
  afterEach(() => world.standIn.setPlayerMode('ok', { username: 'saint_player' }));

  /**
   * Asks for the portfolio (Upland answers each call after a second) and runs `leave` once the api
   * is waiting on Upland, so past its link and token checks; the read then ends with the holdings
   * in hand (200), after the member left.
   */
  async function leaveDuringRead(prefix: string, leave: (idToken: string) => Promise<Response>) {
    const member = await world.linkedMember('saint_player', prefix);
    world.standIn.setPlayerMode('slow', { delayMs: 1000, username: 'saint_player' });
    const reading = world.call('GET', '/api/upland/portfolio', member.idToken);
    await waitFor(() => world.standIn.playerStats().inFlight > 0);
    expect((await leave(member.idToken)).status).toBe(204);
    expect((await reading).status).toBe(200);
    return member;
  }

  it('after an unlink, the holdings read for the old link are not written back', async () => {
    const member = await leaveDuringRead('unlink-race', (idToken) => world.call('DELETE', '/api/upland/link', idToken));
    expect((await firestore.collection('uplandPortfolios').doc(member.uid).get()).exists).toBe(false);
    expect(await world.call('GET', '/api/upland/status', member.idToken).then((res) => res.json())).toEqual({
      linked: false,
    });
  });

  it('after the account is deleted, nothing of the member is written back', async () => {
    const member = await leaveDuringRead('leave-race', (idToken) => world.call('DELETE', '/api/account', idToken));
    expect(await documentsNaming(member.uid)).toEqual([]);
  });

  it('a refresh slot taken once the link is gone leaves no document behind', async () => {
    const member = await world.linkedMember('saint_player', 'slot-race');
    const status = (await world.call('GET', '/api/upland/status', member.idToken).then((res) => res.json())) as {
      uplandUserId: string;
    };
    expect((await world.call('DELETE', '/api/upland/link', member.idToken)).status).toBe(204);
    expect(await takeRefreshSlot(firestore, member.uid, status.uplandUserId, Date.now())).toEqual({ allowed: true });
    expect((await firestore.collection('uplandPortfolios').doc(member.uid).get()).exists).toBe(false);
  });
});

/** Polls `ready` every 20 ms, for 10 s at most. */
async function waitFor(ready: () => boolean) {
  for (const until = Date.now() + 10_000; !ready();) {
    if (Date.now() > until) throw new Error('waited 10 s');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
