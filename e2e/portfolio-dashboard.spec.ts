// "Your Saint James" on /dashboard, through Hosting, the Functions runtime, the emulators and the Upland stand-in:
// a member linked to a stand-in player sees their numbers, sorts and follows the list, refreshes (and is told to
// wait), sees the stale and relink states, and unlinks (big_holder's windowed list: portfolio-windowed.spec.ts).
// The browser starts signed in (support/test.ts: signedInAs), except where the member signs in after a revoked link.
import { api } from '@saint-james/api-contract';
import { axeViolations } from './support/axe';
import { createEmulatorUser, signIn, uniqueEmail } from './support/auth';
import { holdRequests } from './support/holdRequests';
import { quietPage } from './support/quietPage';
import { expect, test } from './support/test';
import { linkToPlayer, revokeTokens, setPlayerMode } from './support/upland';

const PASSWORD = 'portfolio-web-123';

test.use({ signedInAs: 'saint_player' });

test("a linked member reads their Saint James: the stand-in player's numbers and charts", async ({
  page,
  linkedMember: { portfolio },
}) => {
  const release = await holdRequests(page, `**${api.upland.portfolio.path}`);
  await page.goto('/dashboard');
  const section = page.getByRole('region', { name: 'Your Saint James' });
  await expect(section.getByText('Reading your properties from Upland...')).toBeVisible();
  release();
  await expect(section.locator('.portfolio-count')).toHaveText('14');
  // The line that goes is not read out: what replaced it is.
  await expect(section.getByRole('status').filter({ hasText: /read from Upland/ })).toHaveText(
    '14 properties read from Upland.',
  );
  await expect(section.getByText('saint_player', { exact: true })).toBeVisible();
  const networth = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 }).format(portfolio.profile.networth);
  await expect(section.getByText(`${networth} UPX`)).toBeVisible();
  await expect(section.getByText(/^As of \d{1,2}:\d{2}/)).toBeVisible();
  // The charts' numbers, as a screen reader reads them.
  await expect(section.getByRole('img', { name: /^Properties per tier: .*No tier: 2$/ })).toBeVisible();
  // The two the sheet has no row for: why /sheet's 'Mine' counts 12, not 14.
  expect(portfolio.properties.filter((property) => property.inSheet === false)).toHaveLength(2);
  await expect(
    section.getByText('2 of your properties are not in the community’s sheet', { exact: false }),
  ).toBeVisible();
  const first = Object.entries(portfolio.totals.byNeighborhood).sort((a, b) => b[1] - a[1])[0];
  await expect(
    section.getByRole('img', { name: new RegExp(`Properties per neighbourhood: ${first[0]}: ${first[1]}`) }),
  ).toBeVisible();
});

test('the list sorts by a column, and each address leads to City Hall and to the game', async ({
  page,
  linkedMember: { portfolio },
}) => {
  await page.goto('/dashboard');
  const section = page.getByRole('region', { name: 'Your Saint James' });
  const rows = section.locator('tbody tr.portfolio-row');
  await expect(rows).toHaveCount(14);
  await expect(rows.first().locator('td').first()).toContainText(portfolio.properties[0].address);
  // The page opens sorted by address, and says nothing of it: only an order asked for is said.
  await expect(section.getByRole('status').filter({ hasText: /^Sorted/ })).toHaveCount(0);
  // Tier, ascending: no tier last; said in a status (aria-sort alone is not read out as it changes).
  await section.getByRole('button', { name: /^Tier/ }).click();
  await expect(section.getByRole('columnheader', { name: /^Tier/ })).toHaveAttribute('aria-sort', 'ascending');
  await expect(section.getByRole('status').filter({ hasText: /^Sorted/ })).toHaveText(
    'Sorted by Tier, in ascending order.',
  );
  await expect(rows.last().locator('td').nth(2)).toHaveText('No tier');
  const address = rows.first().getByRole('link').first();
  const name = (await address.textContent()) ?? '';
  await expect(address).toHaveAttribute('href', `/city-hall?${new URLSearchParams({ address: name }).toString()}`);
  await expect(rows.first().getByRole('link', { name: /In Upland/ })).toHaveAttribute('target', '_blank');
  expect(await axeViolations(page)).toEqual([]);
});

test.describe('with a member of its own', () => {
  // Refreshing starts the member's minute; unlinking removes the link.
  test.use({ ownAccount: true });

  test('a linked member refreshes once, is told to wait, and unlinks after confirming', async ({ page }) => {
    await page.goto('/dashboard');
    const section = page.getByRole('region', { name: 'Your Saint James' });
    // Refresh once (answered before the next press: the button could still be the one before the click), then wait.
    const refreshed = page.waitForResponse((response) => response.url().endsWith(api.upland.refreshPortfolio.path));
    await section.getByRole('button', { name: 'Refresh' }).click();
    expect((await refreshed).status()).toBe(200);
    await expect(section.getByRole('button', { name: 'Refresh' })).toBeEnabled();
    await section.getByRole('button', { name: 'Refresh' }).click();
    await expect(section.getByText(/once a minute: try again at \d{1,2}:\d{2}:\d{2} [AP]M\./)).toBeVisible();
    // Until then Refresh is unavailable (a press would get the same refusal).
    await expect(section.getByRole('button', { name: 'Refresh' })).toBeDisabled();

    // Unlink asks first, the keyboard on Cancel (a held Enter answers No); Yes, one step back, unlinks.
    await page.getByRole('button', { name: 'Unlink' }).click();
    await expect(page.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(section).toBeVisible();
    await page.getByRole('button', { name: 'Unlink' }).click();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    await expect(page.getByText(/Link your Upland account to see your own properties/)).toBeVisible();
    await expect(section).toHaveCount(0);
    // Said, and the keyboard on what took the portfolio's place, not on the page's body.
    await expect(page.locator('#upland-link-status')).toHaveText(
      'Unlinked from Upland. Press Upland Auth to link an account again.',
    );
    await expect(page.getByRole('button', { name: 'Upland Auth' })).toBeFocused();
  });
});

test.describe('Upland down', () => {
  test.use({ signedInAs: null });

  test('the last copy, said to be stale', async ({ page }) => {
    const email = uniqueEmail('stale');
    const { idToken } = await createEmulatorUser(email, PASSWORD);
    // A player of its own: Upland goes down for this player only, not for the tests beside it.
    const player = `stale_${Date.now()}`;
    await linkToPlayer(idToken, email, player);
    await quietPage(page);
    await signIn(page, email, PASSWORD);
    const section = page.getByRole('region', { name: 'Your Saint James' });
    const count = section.locator('.portfolio-count');
    await expect(count).toHaveText(/^\d+$/);
    const before = await count.textContent();
    await setPlayerMode(player, 'down');
    try {
      await section.getByRole('button', { name: 'Refresh' }).click();
      await expect(section.locator('.portfolio-stale')).toHaveText(
        /^Upland is not answering; shown as of \d{1,2}:\d{2}/,
      );
      // ...and read out, as the refresh's outcome.
      await expect(section.getByRole('status').filter({ hasText: /^Upland/ })).toHaveText(
        /^Upland is not answering; shown as of \d{1,2}:\d{2}/,
      );
      await expect(count).toHaveText(before!);
      expect(await axeViolations(page)).toEqual([]);
    } finally {
      await setPlayerMode(player, 'ok');
    }
  });
});

test.describe('signing in after Upland revoked the link', () => {
  test.use({ signedInAs: null });

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
});

test.describe('in French', () => {
  test.use({ locale: 'fr-FR' });

  test('Votre Saint James: the numbers written the French way', async ({ page, linkedMember: { portfolio } }) => {
    await page.goto('/dashboard');
    const section = page.getByRole('region', { name: 'Votre Saint James' });
    await expect(section.locator('.portfolio-count')).toHaveText('14');
    // Upland's name for the level is English: marked so, for a French voice.
    await expect(section.locator('.portfolio-facts dd[lang="en"]')).toHaveText(portfolio.profile.level);
    const networth = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 }).format(portfolio.profile.networth);
    await expect(section.getByText(`${networth} UPX`)).toBeVisible();
    await expect(section.getByText(/^Données de \d{2}:\d{2}/)).toBeVisible();
    await expect(section.getByRole('img', { name: /^Propriétés par niveau : .*Sans niveau : 2$/ })).toBeVisible();
    await section.getByRole('button', { name: /^Adresse/ }).click();
    await expect(section.getByRole('status').filter({ hasText: /^Trié/ })).toHaveText(
      'Trié par Adresse, par ordre décroissant.',
    );
    await expect(page.getByRole('button', { name: 'Délier' })).toBeVisible();
  });
});
