// "Votre Saint James" on a 375 px phone, in French, whose words are longer than the English: the
// list fits the screen and every link is a target a finger can take (axe, WCAG 2.2's 24 px); the
// player's facts keep 'Niveau' for the tiers.
import { axeViolations } from './support/axe';
import { columnTitlesCut } from './support/portfolioList';
import { expect, test } from './support/test';

test.use({ signedInAs: 'saint_player', locale: 'fr-FR', viewport: { width: 375, height: 740 } });

test('the list fits the screen, each column title whole, and each link a target of 24 px', async ({ page }) => {
  await page.goto('/dashboard');
  const list = page.getByRole('region', { name: 'Vos propriétés à Saint James' });
  const rows = list.locator('tbody tr.portfolio-row');
  await expect(rows.first()).toBeVisible();
  expect(await list.evaluate((box) => box.scrollWidth - box.clientWidth)).toBeLessThanOrEqual(0);
  expect(await columnTitlesCut(list)).toEqual([]);
  // A one-line address and the game's link under it: each at least 24 px tall.
  const heights = await rows
    .locator('td:first-child a')
    .evaluateAll((links) => links.map((link) => Math.round(link.getBoundingClientRect().height)));
  expect(Math.min(...heights)).toBeGreaterThanOrEqual(24);
  // 'Niveau' is a property's tier on this page; the player's Upland level is their 'Statut'.
  const facts = page.getByRole('region', { name: 'Votre Saint James' }).locator('dt');
  await expect(facts.filter({ hasText: 'Statut' })).toHaveCount(1);
  await expect(facts.filter({ hasText: 'Niveau' })).toHaveCount(0);
  await expect(page.getByTestId('splash')).toHaveCount(0, { timeout: 15_000 });
  expect(await axeViolations(page)).toEqual([]);
});
