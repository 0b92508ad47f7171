/**
 * "Your Saint James" in browser tests: a new member linked to a stand-in player, and their stored
 * sign-in.
 */
import { expect, type Browser } from '@playwright/test';
import { api, type Portfolio } from '@saint-james/api-contract';
import { createEmulatorUser, uniqueEmail } from './auth';
import { emulator } from './env';
import { storedSignIn } from './signedIn';
import { linkToPlayer } from './upland';

const PASSWORD = 'portfolio-web-123';

/** A new member linked to `username`, their portfolio read once through the api (the server keeps it 10 minutes). */
export async function linkedAccount(username = 'saint_player') {
  const email = uniqueEmail('yoursj');
  const { uid, idToken } = await createEmulatorUser(email, PASSWORD);
  await linkToPlayer(idToken, email, username);
  const res = await fetch(`${emulator.hostingUrl}${api.upland.portfolio.path}`, {
    headers: { Authorization: `Bearer ${idToken}` },
  });
  expect(res.status).toBe(200);
  return { uid, email, password: PASSWORD, idToken, portfolio: (await res.json()) as Portfolio };
}

/** The stand-in players a browser test signs in as (scripts/standins/upland.cjs). */
export type LinkedPlayer = 'saint_player' | 'big_holder';
export type LinkedAccount = Awaited<ReturnType<typeof linkedAccount>>;

/**
 * A new member linked to `player`, signed in once through the form, their dashboard shown with
 * its count: the stored sign-in (support/test.ts) of tests about a linked member, with what the
 * first such member costs on a busy machine (the api's first portfolio, the page's scripts) paid.
 */
export async function linkedSession(browser: Browser, player: LinkedPlayer) {
  const account = await linkedAccount(player);
  const state = await storedSignIn(browser, account.email, account.password, (page) =>
    expect(page.locator('.portfolio-count')).toHaveText(String(account.portfolio.totals.count), { timeout: 60_000 }),
  );
  return { state, account };
}
