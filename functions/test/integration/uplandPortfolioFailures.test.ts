// The portfolio when things go wrong, through the real app against the Upland stand-in: Upland
// down, slow or rate-limiting (with and without a cached copy), Upland refusing the token (the link
// needs renewing), unlinking, and members kept apart. No answer ever holds an access token.
import type { Portfolio } from '@saint-james/api-contract';
import { firestore } from '../support/emulators';
import { startUplandWorld, type UplandWorld } from '../support/uplandWorld';

jest.setTimeout(60_000);

const MINUTE = 60_000;
let world: UplandWorld;
/** Every answer's text, and every access token handed out: none may appear in any answer. */
const answers: string[] = [];
const accessTokens: string[] = [];

beforeAll(async () => {
  world = await startUplandWorld({ timeoutMs: 400 });
});
afterEach(() => {
  world.setClockAhead(0);
  world.standIn.setPlayerMode('ok');
});
afterAll(async () => {
  await world?.close();
});

async function ask(method: string, route: string, idToken: string): Promise<{ status: number; body: unknown }> {
  const res = await world.call(method, route, idToken);
  const text = await res.text();
  answers.push(text);
  return { status: res.status, body: text ? JSON.parse(text) : null };
}
const getPortfolio = (idToken: string) => ask('GET', '/api/upland/portfolio', idToken);
const status = (idToken: string) => ask('GET', '/api/upland/status', idToken);

async function linked(username: string, prefix: string) {
  const member = await world.linkedMember(username, prefix);
  accessTokens.push(member.accessToken);
  return member;
}

const UNAVAILABLE = { error: 'Upland is not answering and no earlier portfolio is kept', code: 'upland-unavailable' };

describe('Upland down, slow or rate-limiting', () => {
  it.each([
    ['down (503)', 'down' as const],
    ['rate-limiting (429)', '429' as const],
    ['slow (no answer within the timeout)', 'slow' as const],
  ])('%s: 503 upland-unavailable with no cached copy, the cached copy marked stale with one', async (_what, mode) => {
    const fresh = await linked('saint_player', `fail-${mode}`);
    world.standIn.setPlayerMode(mode, { delayMs: 3000 });
    const none = await getPortfolio(fresh.idToken);
    expect(none).toEqual({ status: 503, body: UNAVAILABLE });

    world.standIn.setPlayerMode('ok');
    const good = await getPortfolio(fresh.idToken);
    expect(good.status).toBe(200);
    world.standIn.setPlayerMode(mode, { delayMs: 3000 });
    world.setClockAhead(11 * MINUTE);
    const stale = await getPortfolio(fresh.idToken);
    expect(stale.status).toBe(200);
    expect(stale.body).toEqual({ ...(good.body as Portfolio), stale: true });

    // A refresh while Upland fails answers the same: the copy it has, stale.
    const refresh = await ask('POST', '/api/upland/portfolio/refresh', fresh.idToken);
    expect(refresh).toEqual({ status: 200, body: { ...(good.body as Portfolio), stale: true } });
  });
});

describe("the stand-in's outage for one player", () => {
  it('reaches that player only: browser tests side by side each take down a player of their own', async () => {
    const downed = await linked('outage_one', 'outage-one');
    const other = await linked('saint_player', 'outage-other');
    world.standIn.setPlayerMode('down', { username: 'outage_one' });
    expect(await getPortfolio(downed.idToken)).toEqual({ status: 503, body: UNAVAILABLE });
    expect((await getPortfolio(other.idToken)).status).toBe(200);
    world.standIn.setPlayerMode('ok', { username: 'outage_one' });
    expect((await getPortfolio(downed.idToken)).status).toBe(200);
  });
});

describe('Upland refuses the token', () => {
  it('the link is marked: status says needsRelink, the portfolio 409 relink; a new link mends it', async () => {
    const member = await linked('saint_player', 'revoked');
    expect((await getPortfolio(member.idToken)).status).toBe(200);
    expect(world.standIn.revoke({ accessToken: member.accessToken })).toBe(1);

    world.setClockAhead(11 * MINUTE);
    const refused = await getPortfolio(member.idToken);
    expect(refused).toEqual({
      status: 409,
      body: { error: 'Upland no longer accepts this link: link the account again with Upland Auth', code: 'relink' },
    });
    expect((await status(member.idToken)).body).toMatchObject({ linked: true, needsRelink: true });
    // The useless token and the portfolio cached with it are gone; Upland is not asked again.
    expect((await firestore.collection('uplandTokens').doc(member.uid).get()).exists).toBe(false);
    expect((await firestore.collection('uplandPortfolios').doc(member.uid).get()).exists).toBe(false);
    world.standIn.resetPlayerStats();
    expect((await ask('POST', '/api/upland/portfolio/refresh', member.idToken)).status).toBe(409);
    expect(world.standIn.playerStats().calls).toEqual([]);

    accessTokens.push(await world.link(member, 'saint_player'));
    expect((await status(member.idToken)).body).toMatchObject({ linked: true, needsRelink: false });
    expect((await getPortfolio(member.idToken)).status).toBe(200);
  });
});

describe('DELETE /api/upland/link', () => {
  it('removes the link, the token and the cached portfolio (204); again is 204; then not-linked', async () => {
    const member = await linked('saint_player', 'unlink');
    expect((await getPortfolio(member.idToken)).status).toBe(200);

    expect(await ask('DELETE', '/api/upland/link', member.idToken)).toEqual({ status: 204, body: null });
    expect((await status(member.idToken)).body).toEqual({ linked: false });
    expect((await getPortfolio(member.idToken)).body).toMatchObject({ code: 'not-linked' });
    expect((await firestore.collection('uplandTokens').doc(member.uid).get()).exists).toBe(false);
    expect((await firestore.collection('uplandPortfolios').doc(member.uid).get()).exists).toBe(false);
    expect((await firestore.collection('members').doc(member.uid).get()).get('upland')).toBeUndefined();

    expect((await ask('DELETE', '/api/upland/link', member.idToken)).status).toBe(204);
    expect((await world.call('DELETE', '/api/upland/link')).status).toBe(401);
  });
});

describe('members are kept apart', () => {
  it("each member reads only their own portfolio, and one's unlink leaves the other's link", async () => {
    const saint = await linked('saint_player', 'apart-a');
    const other = await linked('other_player', 'apart-b');
    const unlinkedMember = await world.newMember('apart-c');

    const mine = (await getPortfolio(saint.idToken)).body as Portfolio;
    const theirs = (await getPortfolio(other.idToken)).body as Portfolio;
    expect(mine.profile.username).toBe('saint_player');
    expect(theirs.profile.username).toBe('other_player');
    expect(theirs.properties).not.toEqual(mine.properties);
    // No route takes a member id: the caller is who the ID token says, and nothing else.
    expect((await getPortfolio(unlinkedMember.idToken)).body).toMatchObject({ code: 'not-linked' });
    const stray = await world.call('GET', `/api/upland/portfolio?uid=${saint.uid}`, unlinkedMember.idToken);
    expect(stray.status).toBe(409);
    expect((await world.call('GET', `/api/upland/portfolio/${saint.uid}`, unlinkedMember.idToken)).status).toBe(404);

    expect((await ask('DELETE', '/api/upland/link', other.idToken)).status).toBe(204);
    expect(((await getPortfolio(saint.idToken)).body as Portfolio).profile.username).toBe('saint_player');
  });
});

// Last (jest runs a file's tests in order): over every answer the tests above received.
it('no answer held an access token', () => {
  expect(accessTokens.length).toBeGreaterThanOrEqual(6);
  for (const token of accessTokens) {
    expect(token.length).toBeGreaterThan(20);
    for (const text of answers) expect(text).not.toContain(token);
  }
});
