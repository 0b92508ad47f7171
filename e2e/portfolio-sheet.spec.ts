// /sheet's "Mine (N)" for a member linked to the Upland stand-in's saint_player, through Hosting;
// a visitor gets no chip and the page asks for no portfolio.
import { api } from '@saint-james/api-contract';
import { createEmulatorUser, signIn, uniqueEmail } from './support/auth';
import { emulator } from './support/env';
import { quietPage } from './support/quietPage';
import { expect, test } from './support/test';
import { linkToPlayer } from './support/upland';

const PASSWORD = 'portfolio-sheet-123';

test.beforeAll(async ({ browser }, testInfo) => {
  testInfo.setTimeout(90_000);
  const res = await fetch(`${emulator.hostingUrl}${api.health.path}`, { signal: AbortSignal.timeout(60_000) });
  expect(res.status).toBe(200);
  const page = await browser.newPage({ baseURL: emulator.hostingUrl });
  await quietPage(page);
  await page.goto('/?mode=login');
  await expect(page.locator('form.auth-form')).toBeVisible();
  await page.close();
});

test('a linked member filters /sheet to their own properties with Mine (N), kept in the address', async ({ page }) => {
  const email = uniqueEmail('mine');
  const { idToken } = await createEmulatorUser(email, PASSWORD);
  await linkToPlayer(idToken, email, 'saint_player');
  // Upland read once here: the pages then answer from the server's 10-minute copy.
  const read = await fetch(`${emulator.hostingUrl}${api.upland.portfolio.path}`, {
    headers: { Authorization: `Bearer ${idToken}` },
  });
  expect(read.status).toBe(200);
  await quietPage(page);
  await signIn(page, email, PASSWORD);
  await page.goto('/sheet');
  const chip = page.getByRole('button', { name: /^Mine \(\d+\)$/ });
  await expect(chip).toHaveAttribute('aria-pressed', 'false');
  const mine = Number((await chip.textContent())?.match(/\d+/)?.[0]);
  // saint_player owns 14 in Saint James; the 2 without a tier include the ones the sheet lacks.
  expect(mine).toBeGreaterThanOrEqual(12);
  expect(mine).toBeLessThanOrEqual(14);
  await chip.press('Enter');
  await expect(page).toHaveURL(/[?&]mine=1/);
  await expect(page.getByText(new RegExp(`^${mine} of [\\d,]+ properties$`))).toBeVisible();

  // The address keeps the filter: a reload opens on the member's own.
  await page.reload();
  await expect(page.getByRole('button', { name: `Mine (${mine})` })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText(new RegExp(`^${mine} of [\\d,]+ properties$`))).toBeVisible();
});

test('a visitor opening /sheet?mine=1 sees every property, no chip, and no portfolio request', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/upland/')) asked.push(request.url());
  });
  await quietPage(page);
  await page.goto('/sheet?mine=1');
  await expect(page.getByRole('table')).toBeVisible();
  await expect(page.getByText(/^([\d,]+) of \1 properties$/)).toBeVisible();
  await expect(page.getByRole('button', { name: /^Mine/ })).toHaveCount(0);
  expect(asked).toEqual([]);
});
