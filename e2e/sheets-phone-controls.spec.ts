import { expect, test, type Locator, type Page } from './support/test';
import { SHEET_FIRST_RENDER_MS, warmUpSheetsApi } from './support/sheets';

// /sheet's controls on a 375 px phone in French, the longer language: a chosen tier is read whole
// in its field, and the sort buttons take the keyboard in the order they are seen.

test.use({ viewport: { width: 375, height: 812 }, locale: 'fr-FR' });

test.beforeAll(async ({ request }) => {
  test.setTimeout(40_000);
  await warmUpSheetsApi(request);
});

async function open(page: Page) {
  await page.goto('/sheet');
  await expect(page.locator('.explorer-count')).toContainText('2 367', { timeout: SHEET_FIRST_RENDER_MS });
}

/** The width the select would take to show its chosen option whole (a copy of it, at its own width). */
const widthItNeeds = (select: Locator) =>
  select.evaluate((element: HTMLSelectElement) => {
    // A select is as wide as its widest option: the copy holds the chosen one alone.
    const copy = element.cloneNode(false) as HTMLSelectElement;
    copy.append(element.selectedOptions[0].cloneNode(true));
    Object.assign(copy.style, { width: 'auto', minWidth: '0', position: 'absolute', visibility: 'hidden' });
    element.parentElement!.append(copy);
    const width = copy.getBoundingClientRect().width;
    copy.remove();
    return width;
  });

test('each tier, once chosen, is read whole in its field ("Niveau 2" was cut to "Niveau")', async ({ page }) => {
  await open(page);
  const tier = page.getByRole('combobox', { name: 'Niveau' });
  for (const option of await tier.locator('option').allTextContents()) {
    await tier.selectOption({ label: option });
    const { width } = (await tier.boundingBox())!;
    expect(width, option).toBeGreaterThanOrEqual(await widthItNeeds(tier));
  }
  // The neighbourhoods' field still shows "Tous les quartiers" whole.
  const hood = page.getByRole('combobox', { name: 'Quartier' });
  expect((await hood.boundingBox())!.width).toBeGreaterThanOrEqual(await widthItNeeds(hood));
});

test('the sort buttons take the keyboard in the order they are seen: line by line, left to right', async ({ page }) => {
  await open(page);
  const buttons = page.locator('.explorer-head .explorer-sort');
  await expect(buttons).toHaveCount(5);
  // In the page's order (the Tab key's), each is further along the reading order than the one before.
  const boxes = await buttons.evaluateAll((all) => all.map((button) => button.getBoundingClientRect().toJSON()));
  for (let i = 1; i < boxes.length; i++) {
    const [before, box] = [boxes[i - 1], boxes[i]];
    const sameLine = Math.abs(box.top - before.top) < before.height / 2;
    expect(sameLine ? box.left > before.left : box.top > before.top, `button ${i + 1}`).toBe(true);
  }
  // And Tab goes from one to the next.
  await buttons.first().focus();
  await page.keyboard.press('Tab');
  await expect(buttons.nth(1)).toBeFocused();
});
