// "Your Saint James" on /dashboard, through Hosting, the Functions runtime, the emulators and the Upland stand-in:
// a member linked to a stand-in player sees their numbers, sorts and follows the list, refreshes (and is told to
// wait), sees the stale and relink states, and unlinks; big_holder's 1,200 properties are a windowed list. The
// browser starts signed in (support/test.ts: signedInAs), except where the member signs in after a revoked link.
import { api } from '@saint-james/api-contract';
import { axeViolations } from './support/axe';
import { createEmulatorUser, signIn, uniqueEmail } from './support/auth';
import { columnTitlesCut } from './support/portfolioList';
import { quietPage } from './support/quietPage';
import { expect, test } from './support/test';
import { linkToPlayer, revokeTokens, setPlayerMode } from './support/upland';

const PASSWORD = 'portfolio-web-123';

test.use({ signedInAs: 'saint_player' });

test("a linked member reads their Saint James: the stand-in player's numbers and charts", async ({
  page,
  linkedMember: { portfolio },
}) => {
  await page.goto('/dashboard');
  const section = page.getByRole('region', { name: 'Your Saint James' });
  await expect(section.locator('.portfolio-count')).toHaveText('14');
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
  // Tier, ascending: no tier last.
  await section.getByRole('button', { name: /^Tier/ }).click();
  await expect(section.getByRole('columnheader', { name: /^Tier/ })).toHaveAttribute('aria-sort', 'ascending');
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
      await expect(section.getByRole('status')).toHaveText(/^Upland is not answering; shown as of \d{1,2}:\d{2}/);
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
    const networth = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 }).format(portfolio.profile.networth);
    await expect(section.getByText(`${networth} UPX`)).toBeVisible();
    await expect(section.getByText(/^Données de \d{2}:\d{2}/)).toBeVisible();
    await expect(section.getByRole('img', { name: /^Propriétés par niveau : .*Sans niveau : 2$/ })).toBeVisible();
    await expect(section.getByRole('button', { name: /^Adresse/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Délier' })).toBeVisible();
  });
});

test.describe("big_holder's 1,180 properties in Saint James", () => {
  test.use({ signedInAs: 'big_holder' });

  test('the list is windowed: at most 200 rows in the page, the last one reached by scrolling', async ({
    page,
    linkedMember: { portfolio },
  }) => {
    await page.goto('/dashboard');
    const section = page.getByRole('region', { name: 'Your Saint James' });
    const count = portfolio.totals.count;
    expect(count).toBeGreaterThan(1000);
    await expect(section.locator('.portfolio-count')).toHaveText(String(count));
    const list = section.getByRole('region', { name: 'Your properties in Saint James' });
    const rows = list.locator('tbody tr.portfolio-row');
    await expect(rows.first()).toBeVisible();
    await expect(list.getByRole('table')).toHaveAttribute('aria-rowcount', String(count + 1));
    expect(await rows.count()).toBeLessThanOrEqual(200);

    // The last property (sorted by address; a link, or text if the sheet lacks it), reached by scrolling.
    const last = list.locator(`tr[aria-rowindex="${count + 1}"]`);
    await expect(last).toHaveCount(0);
    await list.evaluate((box) => box.scrollTo(0, box.scrollHeight));
    await expect(last).toBeVisible();
    const cell = (await last.locator('td').first().textContent()) ?? '';
    expect(portfolio.properties.some((p) => cell.startsWith(p.address))).toBe(true);
    expect(await rows.count()).toBeLessThanOrEqual(200);
  });

  test('on a 375 px phone the list fits the screen, and scrolling it still reaches the last row', async ({
    page,
    linkedMember: { portfolio },
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/dashboard');
    const section = page.getByRole('region', { name: 'Your Saint James' });
    const list = section.getByRole('region', { name: 'Your properties in Saint James' });
    await expect(list.locator('tbody tr.portfolio-row').first()).toBeVisible();
    // Nothing to the side: every column, the tier's too, is on the screen.
    expect(await list.evaluate((box) => box.scrollWidth - box.clientWidth)).toBeLessThanOrEqual(0);
    const tierHeader = list.getByRole('columnheader').last();
    expect((await tierHeader.boundingBox())!.x + (await tierHeader.boundingBox())!.width).toBeLessThanOrEqual(375);
    // The charts' names are text at the page's size, not a drawing scaled down to 9 px.
    const label = section.locator('.portfolio-chart-label').first();
    expect(await label.evaluate((el) => el.getBoundingClientRect().height)).toBeGreaterThanOrEqual(16);
    // Each column title on one line, inside its column (its arrow too).
    expect(await columnTitlesCut(list)).toEqual([]);
    // Each row's two links read as two: the game's on its own line under the address.
    const firstRow = list.locator('tbody tr.portfolio-row').first();
    const [address, game] = [firstRow.getByRole('link').first(), firstRow.locator('.portfolio-game')];
    expect((await game.boundingBox())!.y).toBeGreaterThanOrEqual((await address.boundingBox())!.y + 10);
    // Addresses and neighbourhoods break between words, never inside one ('Westmorelan / d').
    const broken = await list.locator('tbody').evaluate((body) =>
      [...body.querySelectorAll('td a:first-child')].flatMap((cell) => {
        const text = cell.firstChild!;
        let at = 0;
        return (text.textContent ?? '').split(' ').filter((word) => {
          const range = document.createRange();
          range.setStart(text, at);
          range.setEnd(text, (at += word.length + 1) - 1);
          return range.getClientRects().length > 1;
        });
      }),
    );
    expect(broken).toEqual([]);
    // The facts keep a number on one line: the net worth's line is no taller than the level's.
    const facts = section.locator('.portfolio-facts dd');
    const height = async (text: string | RegExp) => (await facts.filter({ hasText: text }).boundingBox())!.height;
    expect(await height('UPX')).toBeLessThanOrEqual((await height(portfolio.profile.level)) + 1);
    const count = portfolio.totals.count;
    const last = list.locator(`tr[aria-rowindex="${count + 1}"]`);
    await list.scrollIntoViewIfNeeded();
    // Rows measured taller than estimated move the end: scrolled again until the last row sits
    // inside the list's box.
    const lastInBox = () =>
      list.evaluate((box, rowIndex) => {
        box.scrollTo(0, box.scrollHeight);
        const row = box.querySelector(`tr[aria-rowindex="${rowIndex}"]`);
        if (!row) return false;
        const [outer, inner] = [box.getBoundingClientRect(), row.getBoundingClientRect()];
        return inner.top >= outer.top - 1 && inner.bottom <= outer.bottom + 1;
      }, count + 1);
    await expect.poll(lastInBox, { timeout: 10_000 }).toBe(true);
    await expect(last).toHaveCount(1);
    await expect(page.getByTestId('splash')).toHaveCount(0, { timeout: 15_000 });
    await page.screenshot({ path: test.info().outputPath('portfolio-375.png') });
  });
});
