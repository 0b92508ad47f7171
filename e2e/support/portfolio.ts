/**
 * "Your Saint James" in browser tests: a new member linked to a stand-in player, signed in, and a
 * warm-up that pays, once per spec file, what the first such member costs on a busy machine (the
 * api's first portfolio, the site's scripts in a fresh browser).
 */
import { expect, type Browser, type Page } from '@playwright/test';
import { api, type Portfolio } from '@saint-james/api-contract';
import { createEmulatorUser, signIn, uniqueEmail } from './auth';
import { emulator } from './env';
import { quietPage } from './quietPage';
import { linkToPlayer } from './upland';

const PASSWORD = 'portfolio-web-123';

/** A new member linked to `username`, their portfolio read once through the api (the server keeps it 10 minutes). */
export async function linkedAccount(username = 'saint_player') {
  const email = uniqueEmail('yoursj');
  const { idToken } = await createEmulatorUser(email, PASSWORD);
  await linkToPlayer(idToken, email, username);
  const res = await fetch(`${emulator.hostingUrl}${api.upland.portfolio.path}`, {
    headers: { Authorization: `Bearer ${idToken}` },
  });
  expect(res.status).toBe(200);
  return { email, password: PASSWORD, idToken, portfolio: (await res.json()) as Portfolio };
}

/** A new member linked to saint_player, signed in (on /dashboard); the portfolio the api gave them. */
export async function signedInLinkedMember(page: Page): Promise<Portfolio> {
  const { email, portfolio } = await linkedAccount();
  await quietPage(page);
  await signIn(page, email, PASSWORD);
  return portfolio;
}

/** One linked member through sign-in to "Your Saint James", outside any test's time. */
export async function warmUpPortfolio(browser: Browser) {
  const page = await browser.newPage({ baseURL: emulator.hostingUrl });
  try {
    await signedInLinkedMember(page);
    await expect(page.locator('.portfolio-count')).toHaveText('14', { timeout: 60_000 });
  } finally {
    await page.close();
  }
}
