// What the api writes to the production logger (firebase-functions/logger) on the portfolio's
// paths: Upland failing, Upland refusing the token, unlinking, deleting the account. No line may
// hold the player's Upland access token (nor the ID token). The same check for the link's own
// paths and the other secrets: logsHoldNoSecrets.test.ts.
import type { UplandWorld } from '../support/uplandWorld';

jest.setTimeout(60_000);

// firebase-functions/logger keeps the console methods it found when it was loaded, so the record
// must be in place before anything loads it: everything else is required in beforeAll.
const written: string[] = [];
for (const method of ['debug', 'info', 'log', 'warn', 'error'] as const) {
  console[method] = (...args: unknown[]) => written.push(args.map(String).join(' '));
}

let world: UplandWorld;
const secrets: string[] = [];

beforeAll(async () => {
  const { startUplandWorld } = await import('../support/uplandWorld');
  const { functionsLog } = await import('../../src/log');
  world = await startUplandWorld({ timeoutMs: 400 });
  const api = await world.startApi({ log: functionsLog });
  const member = await world.linkedMember('saint_player', 'logs-portfolio');
  secrets.push(member.accessToken, member.idToken);
  const get = () => world.call('GET', '/api/upland/portfolio', member.idToken, api);

  expect((await get()).status).toBe(200);
  world.standIn.setPlayerMode('down');
  expect((await world.call('POST', '/api/upland/portfolio/refresh', member.idToken, api)).status).toBe(200);
  world.standIn.setPlayerMode('ok');
  world.standIn.revoke({ accessToken: member.accessToken });
  world.setClockAhead(11 * 60_000);
  expect((await get()).status).toBe(409);
  expect((await world.call('DELETE', '/api/upland/link', member.idToken, api)).status).toBe(204);
  expect((await world.call('DELETE', '/api/account', member.idToken, api)).status).toBe(204);
});

afterAll(async () => {
  await world?.close();
});

describe('the production logs of the portfolio', () => {
  it('say what failed', () => {
    const text = written.join('\n');
    expect(text).toMatch(/Upland portfolio for \S+: Upland \/user\/\S+ answered 503/);
    expect(text).toMatch(/Upland refused the player's access token \(401\); the link needs renewing/);
    expect(text).toMatch(/Account deleted/);
  });

  it('hold no access token and no ID token', () => {
    const text = written.join('\n');
    expect(secrets).toHaveLength(2);
    for (const secret of secrets) expect(text).not.toContain(secret);
  });
});
