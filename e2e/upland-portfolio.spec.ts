// "Your Saint James" through the Hosting emulator's port, as it runs on Firebase: Hosting's rewrite
// and header rules, the Functions runtime, the api, the Auth and Firestore emulators, and the
// Upland stand-in. The api's own cases are in functions/test/integration/uplandPortfolio*.test.ts.
import { expect, test } from '@playwright/test';
import { api, type Portfolio } from '@saint-james/api-contract';
import { createEmulatorUser, idTokenOf, uniqueEmail } from './support/auth';
import { emulator } from './support/env';
import { linkToPlayer } from './support/upland';

const PASSWORD = 'portfolio-pass-123';

// The Functions emulator starts a worker on the first call (seconds on a busy machine).
test.beforeAll(async () => {
  const res = await fetch(`${emulator.hostingUrl}${api.health.path}`, { signal: AbortSignal.timeout(30_000) });
  expect(res.status).toBe(200);
});

async function linkedMember(username: string) {
  const email = uniqueEmail('portfolio');
  const { idToken } = await createEmulatorUser(email, PASSWORD);
  await linkToPlayer(idToken, email, username);
  return { email, auth: { Authorization: `Bearer ${idToken}` } };
}

test('a member linked to saint_player reads, refreshes and unlinks their portfolio', async ({ request }) => {
  const { auth } = await linkedMember('saint_player');
  const res = await request.get(api.upland.portfolio.path, { headers: auth });
  expect(res.status()).toBe(200);
  expect(res.headers()['cache-control']).toBe('no-store');
  const portfolio = (await res.json()) as Portfolio;
  expect(portfolio.profile.username).toBe('saint_player');
  expect(portfolio.totals.count).toBe(14);
  expect(portfolio.totals.byTier.none).toBe(2);
  expect(portfolio.stale).toBe(false);

  // Retry-After and the error body come through Hosting unchanged.
  expect((await request.post(api.upland.refreshPortfolio.path, { headers: auth })).status()).toBe(200);
  const refused = await request.post(api.upland.refreshPortfolio.path, { headers: auth });
  expect(refused.status()).toBe(429);
  expect(Number(refused.headers()['retry-after'])).toBeGreaterThan(50);
  expect(await refused.json()).toMatchObject({ code: 'too-many-refreshes' });

  expect((await request.delete(api.upland.unlink.path, { headers: auth })).status()).toBe(204);
  const unlinked = await request.get(api.upland.portfolio.path, { headers: auth });
  expect(unlinked.status()).toBe(409);
  expect(await unlinked.json()).toMatchObject({ code: 'not-linked' });
});

test('a member deletes their account: 204, and the account signs in no more', async ({ request }) => {
  const { email, auth } = await linkedMember('saint_player');
  expect((await request.delete(api.account.remove.path, { headers: auth })).status()).toBe(204);
  await expect(idTokenOf(email, PASSWORD)).rejects.toThrow(/EMAIL_NOT_FOUND|INVALID_LOGIN_CREDENTIALS/);
});
