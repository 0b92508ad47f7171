import { expect, test, type Page } from './support/test';
import { warmUpSheetsApi } from './support/sheets';

// /sheet's explorer is 2,367 rows long: the way back to its search, by pointer and keyboard.

test.use({ viewport: { width: 375, height: 812 } });

const search = (page: Page) => page.getByRole('searchbox', { name: 'Search' });
const backToSearch = (page: Page) => page.getByRole('button', { name: 'Back to the search' });

test.beforeAll(async ({ request }) => {
  test.setTimeout(40_000);
  await warmUpSheetsApi(request);
});

test("'Back to the search' shows once the search has scrolled away, and brings it back with the keyboard in it", async ({
  page,
}) => {
  await page.goto('/sheet');
  await expect(page.locator('.explorer-count')).toContainText('properties');
  await expect(backToSearch(page)).toHaveCount(0);
  await page.mouse.wheel(0, 6000);
  await expect(backToSearch(page)).toBeVisible();
  await backToSearch(page).click();
  await expect(search(page)).toBeFocused();
  await expect(search(page)).toBeInViewport();
  // Under the sticky header, not behind it.
  const header = (await page.locator('.site-header').boundingBox())!;
  const field = (await search(page).boundingBox())!;
  expect(field.y).toBeGreaterThanOrEqual(header.y + header.height);
  await expect(backToSearch(page)).toHaveCount(0);
});

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("'Back to the search' stands beside the table, covering none of its cells", async ({ page }) => {
    await page.goto('/sheet');
    await expect(page.locator('.explorer-count')).toContainText('properties');
    await page.mouse.wheel(0, 3000);
    await expect(backToSearch(page)).toBeVisible();
    await expect(backToSearch(page)).toHaveText('↑ Search');
    const button = (await backToSearch(page).boundingBox())!;
    const table = (await page.getByRole('table', { name: 'Google Sheet Data' }).boundingBox())!;
    expect(button.x).toBeGreaterThanOrEqual(table.x + table.width);
  });
});

test("'Clear filters' hands the keyboard to the search as it goes", async ({ page }) => {
  await page.goto('/sheet?tier=2');
  const clear = page.getByRole('button', { name: 'Clear filters' });
  await clear.focus();
  await page.keyboard.press('Enter');
  await expect(clear).toHaveCount(0);
  await expect(search(page)).toBeFocused();
});
