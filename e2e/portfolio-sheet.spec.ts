// /sheet's "Mine (N)" for a member linked to the Upland stand-in's saint_player, through Hosting;
// a visitor gets no chip and the page asks for no portfolio.
import { quietPage } from './support/quietPage';
import { expect, test } from './support/test';

test.describe('a member linked to saint_player', () => {
  test.use({ signedInAs: 'saint_player' });

  test('a linked member filters /sheet to their own properties with Mine (N), kept in the address', async ({
    page,
  }) => {
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
