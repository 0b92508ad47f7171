// GET /api/upland/portfolio and its refresh through the real app, against the Upland stand-in
// (paging, the city filter, the tier join, the cache, the refresh limit). Failures, relink and
// unlink: uplandPortfolioFailures.test.ts.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Portfolio } from '@saint-james/api-contract';
import { clearCollection, firestore } from '../support/emulators';
import { startGoogleSheetsStandIn, type GoogleSheetsStandIn } from '../support/googleSheetsStandIn';
import { startUplandWorld, type UplandWorld } from '../support/uplandWorld';

jest.setTimeout(60_000);

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { holdingsOf } = require('../../../scripts/standins/upland/holdings.cjs') as {
  holdingsOf(username: string): { id: number; address: string; city: string }[];
};
const SHEET_ROWS = (
  JSON.parse(readFileSync(path.resolve(__dirname, '../../src/sheets/demo/properties.json'), 'utf8')) as {
    values: string[][];
  }
).values;
const MINUTE = 60_000;

let world: UplandWorld;
let google: GoogleSheetsStandIn | undefined;

beforeAll(async () => {
  await Promise.all(['uplandTokens', 'uplandPortfolios', 'members'].map((name) => clearCollection(name)));
  world = await startUplandWorld();
});
afterEach(() => {
  world.setClockAhead(0);
  world.standIn.setLatency(0);
});
afterAll(async () => {
  await world?.close();
  await google?.close();
});

async function portfolio(idToken: string, api = world.api): Promise<Portfolio> {
  const res = await world.call('GET', '/api/upland/portfolio', idToken, api);
  expect(res.status).toBe(200);
  return (await res.json()) as Portfolio;
}

/** The tier the sheet gives a street address, read straight from the tab's full addresses. */
function sheetTier(street: string): number | null {
  const row = SHEET_ROWS.find((cells) => cells[4].startsWith(`${street},`));
  return row && row[8] ? Number(row[8]) : null;
}

describe('GET /api/upland/portfolio', () => {
  it('reads all 1,200 of big_holder in pages of 50, never more than 4 calls at once, and keeps Saint James', async () => {
    const member = await world.linkedMember('big_holder');
    world.standIn.setLatency(30); // so that calls overlap, as they do over a real network
    world.standIn.resetPlayerStats();
    const answer = await portfolio(member.idToken);

    const { calls, peakConcurrent } = world.standIn.playerStats();
    const pages = calls.filter((c) => c.path === '/user/assets/properties');
    expect(pages.map((c) => Number(c.query.currentPage)).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 24 }, (_, i) => i + 1),
    );
    expect(pages.every((c) => c.query.pageSize === '50' && c.status === 200)).toBe(true);
    expect(peakConcurrent).toBeLessThanOrEqual(4);
    expect(peakConcurrent).toBeGreaterThan(1);

    const inSaintJames = holdingsOf('big_holder').filter((p) => p.city === 'Saint James');
    expect(inSaintJames).toHaveLength(1180);
    expect(answer.totals.count).toBe(1180);
    expect(answer.properties.map((p) => p.id).sort()).toEqual(inSaintJames.map((p) => String(p.id)).sort());
    expect(Object.values(answer.totals.byTier).reduce((a, b) => a + b, 0)).toBe(1180);
    expect(Object.values(answer.totals.byNeighborhood).reduce((a, b) => a + b, 0)).toBe(1180);
    expect(answer.totals.byTier.none).toBe(30); // the 30 on a street the sheet does not list
  });

  it("saint_player: profile, balances, only Saint James, each with the sheet's tier by street address", async () => {
    const member = await world.linkedMember('saint_player');
    const answer = await portfolio(member.idToken);
    expect(answer.profile).toEqual({
      username: 'saint_player',
      level: expect.any(String),
      networth: expect.any(Number),
    });
    expect(answer.balances).toEqual({
      availableUpx: expect.any(Number),
      availableSpark: expect.any(Number),
      stakedSpark: expect.any(Number),
      availableSends: expect.any(Number),
    });
    expect(answer.stale).toBe(false);
    expect(Math.abs(Date.parse(answer.fetchedAt) - Date.now())).toBeLessThan(MINUTE);

    const owned = holdingsOf('saint_player');
    const elsewhere = owned.filter((p) => p.city !== 'Saint James');
    expect(elsewhere.length).toBeGreaterThan(0);
    // One of them stands at a Saint James street address: only its city keeps it out.
    expect(answer.properties.map((p) => p.address)).toContain(elsewhere[0].address);
    expect(answer.properties.map((p) => p.id)).not.toEqual(expect.arrayContaining([String(elsewhere[0].id)]));

    expect(answer.totals.count).toBe(14);
    for (const property of answer.properties) expect(property.tier).toBe(sheetTier(property.address));
    const unlisted = answer.properties.filter((p) => p.tier === null);
    expect(unlisted.map((p) => p.address)).toEqual([
      expect.stringMatching(/Coral Ridge Way$/),
      expect.stringMatching(/Coral Ridge Way$/),
    ]);
    expect(answer.totals.byTier.none).toBe(2);
    expect(answer.properties.map((p) => p.address)).toEqual(
      [...answer.properties.map((p) => p.address)].sort((a, b) => a.localeCompare(b, 'en', { numeric: true })),
    );
  });

  it('joins whatever the case and spacing of the sheet, and a neighbourhood or city after the street', async () => {
    const member = await world.linkedMember('saint_player', 'messy-sheet');
    const owned = holdingsOf('saint_player').find((p) => sheetTier(p.address) !== null)!;
    const rows = SHEET_ROWS.map((cells) =>
      cells[4].startsWith(`${owned.address},`)
        ? [...cells.slice(0, 4), `  ${owned.address.toUpperCase().replace(/ /g, '   ')} ,Somewhere`, ...cells.slice(5)]
        : cells,
    );
    google = await startGoogleSheetsStandIn({ tabs: { '4. properties': rows } });
    const api = await world.startApi({
      sheets: {
        baseUrl: google.url,
        spreadsheetId: google.spreadsheetId,
        apiKey: google.apiKey,
        useDemoWorkbook: false,
      },
    });
    const answer = await portfolio(member.idToken, api);
    expect(answer.properties.find((p) => p.id === String(owned.id))?.tier).toBe(sheetTier(owned.address));
  });

  it('409 not-linked for a member with no link, 401 without a token', async () => {
    const member = await world.newMember('unlinked');
    for (const [method, route] of [
      ['GET', '/api/upland/portfolio'],
      ['POST', '/api/upland/portfolio/refresh'],
    ]) {
      const res = await world.call(method, route, member.idToken);
      expect(res.status).toBe(409);
      expect(await res.json()).toEqual({
        error: 'No Upland account is linked: link one with Upland Auth',
        code: 'not-linked',
      });
      expect((await world.call(method, route)).status).toBe(401);
      expect((await world.call(method, route, 'not-a-jwt')).status).toBe(401);
    }
  });
});

describe('the cache: 10 minutes per member, in Firestore', () => {
  it('answers from the cache without calling Upland for 10 minutes, on any instance; then asks again', async () => {
    const member = await world.linkedMember('saint_player', 'cached');
    const first = await portfolio(member.idToken);
    world.standIn.resetPlayerStats();

    world.setClockAhead(9 * MINUTE + 50_000);
    const other = await world.startApi();
    expect(await portfolio(member.idToken, other)).toEqual(first);
    expect(await portfolio(member.idToken)).toEqual(first);
    expect(world.standIn.playerStats().calls).toEqual([]);
    const stored = await firestore.collection('uplandPortfolios').doc(member.uid).get();
    expect(stored.get('uplandUserId')).toEqual(expect.any(String));

    world.setClockAhead(10 * MINUTE + 1000);
    const later = await portfolio(member.idToken);
    expect(world.standIn.playerStats().calls.map((c) => c.path)).toContain('/user/profile');
    expect(Date.parse(later.fetchedAt)).toBeGreaterThan(Date.parse(first.fetchedAt) + 10 * MINUTE);
    expect(later.properties).toEqual(first.properties);
  });
});

describe('POST /api/upland/portfolio/refresh', () => {
  it('asks Upland at once, then refuses for a minute (429, Retry-After), on every instance', async () => {
    const member = await world.linkedMember('saint_player', 'refresh');
    const first = await portfolio(member.idToken);
    world.standIn.resetPlayerStats();

    world.setClockAhead(5000);
    const refreshed = await world.call('POST', '/api/upland/portfolio/refresh', member.idToken);
    expect(refreshed.status).toBe(200);
    const body = (await refreshed.json()) as Portfolio;
    expect(Date.parse(body.fetchedAt)).toBeGreaterThan(Date.parse(first.fetchedAt));
    expect(world.standIn.playerStats().calls.length).toBeGreaterThanOrEqual(3);

    world.setClockAhead(35_000);
    const other = await world.startApi();
    const refused = await world.call('POST', '/api/upland/portfolio/refresh', member.idToken, other);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBe(30);
    expect(await refused.json()).toEqual({
      error: 'The portfolio can be refreshed once a minute: try again in 30 s',
      code: 'too-many-refreshes',
    });
    // The cached copy is still there to read.
    expect((await portfolio(member.idToken)).fetchedAt).toBe(body.fetchedAt);

    world.setClockAhead(65_001);
    expect((await world.call('POST', '/api/upland/portfolio/refresh', member.idToken)).status).toBe(200);
  });
});
