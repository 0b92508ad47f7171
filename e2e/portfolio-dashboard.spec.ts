// "Your Saint James" on /dashboard, through Hosting, the Functions runtime, the emulators and the
// Upland stand-in: a member linked to a stand-in player sees their numbers, sorts and follows the
// list, refreshes (and is told to wait), sees the stale and relink states, and unlinks.
import { axeViolations } from './support/axe';
import { createEmulatorUser, signIn, uniqueEmail } from './support/auth';
import { quietPage } from './support/quietPage';
import { signedInLinkedMember, warmUpPortfolio } from './support/portfolio';
import { expect, test } from './support/test';
import { linkToPlayer, revokeTokens, setPlayerMode } from './support/upland';

const PASSWORD = 'portfolio-web-123';

// The first linked member costs seconds more than the next on a busy machine: paid here.
test.beforeAll(async ({ browser }, testInfo) => {
  testInfo.setTimeout(120_000);
  await warmUpPortfolio(browser);
});
test.afterEach(() => setPlayerMode('ok'));

test("a linked member reads their Saint James: the stand-in player's numbers and charts", async ({ page }) => {
  const portfolio = await signedInLinkedMember(page);
  const section = page.getByRole('region', { name: 'Your Saint James' });
  await expect(section.locator('.portfolio-count')).toHaveText('14');
  await expect(section.getByText('saint_player', { exact: true })).toBeVisible();
  const networth = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 }).format(portfolio.profile.networth);
  await expect(section.getByText(`${networth} UPX`)).toBeVisible();
  await expect(section.getByText(/^As of \d{1,2}:\d{2}/)).toBeVisible();
  // The charts' numbers, as a screen reader reads them.
  await expect(section.getByRole('img', { name: /^Properties per tier: .*No tier: 2$/ })).toBeVisible();
  const first = Object.entries(portfolio.totals.byNeighborhood).sort((a, b) => b[1] - a[1])[0];
  await expect(
    section.getByRole('img', { name: new RegExp(`Properties per neighbourhood: ${first[0]}: ${first[1]}`) }),
  ).toBeVisible();
});

test('the list sorts by a column, and each address leads to City Hall and to the game', async ({ page }) => {
  const portfolio = await signedInLinkedMember(page);
  const section = page.getByRole('region', { name: 'Your Saint James' });
  const rows = section.locator('tbody tr.portfolio-row');
  await expect(rows).toHaveCount(14);
  await expect(rows.first().locator('td').first()).toContainText(portfolio.properties[0].address);
  // Tier, ascending: no tier last.
  await section.getByRole('button', { name: /^Tier/ }).click();
  await expect(section.getByRole('columnheader', { name: /^Tier/ })).toHaveAttribute('aria-sort', 'ascending');
  await expect(rows.last().locator('td').nth(2)).toHaveText('No tier');
  const address = rows.first().getByRole('link').first();
  const name = (await address.textContent()) ?? '';
  await expect(address).toHaveAttribute('href', `/city-hall?address=${encodeURIComponent(name)}`);
  await expect(rows.first().getByRole('link', { name: /In Upland/ })).toHaveAttribute('target', '_blank');
  expect(await axeViolations(page)).toEqual([]);
});

test('a linked member refreshes once, is told to wait, and unlinks after confirming', async ({ page }) => {
  await signedInLinkedMember(page);
  const section = page.getByRole('region', { name: 'Your Saint James' });
  // Refresh: once, then the wait.
  await section.getByRole('button', { name: 'Refresh' }).click();
  await expect(section.getByRole('button', { name: 'Refresh' })).toBeEnabled();
  await section.getByRole('button', { name: 'Refresh' }).click();
  await expect(section.getByText(/Refresh is possible once a minute: try again in \d+ seconds?\./)).toBeVisible();

  // Unlink asks first; Cancel keeps the link, Yes removes it.
  await page.getByRole('button', { name: 'Unlink' }).click();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(section).toBeVisible();
  await page.getByRole('button', { name: 'Unlink' }).click();
  await expect(page.getByRole('button', { name: 'Yes, unlink' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText(/Link your Upland account to see your own properties/)).toBeVisible();
  await expect(section).toHaveCount(0);
});

test('Upland down: the last copy, said to be stale', async ({ page }) => {
  await signedInLinkedMember(page);
  const section = page.getByRole('region', { name: 'Your Saint James' });
  await expect(section.locator('.portfolio-count')).toHaveText('14');
  await setPlayerMode('down');
  await section.getByRole('button', { name: 'Refresh' }).click();
  await expect(section.getByText(/^Upland is not answering; shown as of \d{1,2}:\d{2}/)).toBeVisible();
  await expect(section.locator('.portfolio-count')).toHaveText('14');
  expect(await axeViolations(page)).toEqual([]);
});

test('Upland refusing the token: a clear line and the button to link again, no portfolio', async ({ page }) => {
  const email = uniqueEmail('relink');
  const { idToken } = await createEmulatorUser(email, PASSWORD);
  // A player of its own: revoking its tokens touches no other test's link.
  const player = `relink_${Date.now()}`;
  await linkToPlayer(idToken, email, player);
  await revokeTokens(player);
  await quietPage(page);
  await signIn(page, email, PASSWORD);
  await expect(page.getByRole('alert')).toHaveText(
    'Upland no longer accepts your link. Press Upland Auth to link your account again.',
  );
  await expect(page.getByRole('button', { name: 'Upland Auth' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your Saint James' })).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
});

test.describe('in French', () => {
  test.use({ locale: 'fr-FR' });

  test('Votre Saint James: the numbers written the French way', async ({ page }) => {
    const portfolio = await signedInLinkedMember(page);
    const section = page.getByRole('region', { name: 'Votre Saint James' });
    await expect(section.locator('.portfolio-count')).toHaveText('14');
    const networth = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 }).format(portfolio.profile.networth);
    await expect(section.getByText(`${networth} UPX`)).toBeVisible();
    await expect(section.getByText(/^Au \d{2}:\d{2}/)).toBeVisible();
    await expect(section.getByRole('img', { name: /^Propriétés par niveau : .*Sans niveau : 2$/ })).toBeVisible();
    await expect(section.getByRole('button', { name: /^Adresse/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Délier' })).toBeVisible();
  });
});
