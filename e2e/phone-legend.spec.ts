// The map's legend on a 375 × 812 touch phone (issue 25): a sheet lifted over the map's lower
// part, a tick's effect in sight at once, and the search above it still usable.
import { expect, test } from './support/test';
import { openMap, warmUpApiAndEntries } from './map-helpers';
import { axeViolations } from './support/axe';
import { underSheet } from './support/underSheet';

test.use({ viewport: { width: 375, height: 812 }, hasTouch: true });
test.beforeAll(async ({ browserName: _browser }, testInfo) => warmUpApiAndEntries(testInfo));

test('the legend opens as a sheet over the map, and a tick shows its effect at once', async ({ page }, testInfo) => {
  await openMap(page);
  const open = page.getByRole('button', { name: 'Legend', exact: true });
  await open.click();
  await expect(open).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('button', { name: 'Close the legend' })).toBeFocused();

  const map = (await page.locator('.leaflet-container').boundingBox())!;
  const sheet = (await page.locator('.map-sheet-open').boundingBox())!;
  // The map's upper part is in sight above the sheet.
  expect(map.y).toBeGreaterThanOrEqual(0);
  expect(sheet.y).toBeGreaterThan(map.y + 150);
  expect(sheet.y + sheet.height).toBeLessThanOrEqual(812 + 1);
  // The categories take the sheet's width, under Close, not a column beside it.
  const categories = (await page.locator('.map-sheet-open .pin-filter').boundingBox())!;
  expect(categories.width).toBeGreaterThan(sheet.width * 0.85);

  const count = page.locator('.map-status');
  const before = await count.textContent();
  await page.getByRole('button', { name: 'None' }).click();
  await expect(count).toHaveText('0 pins on the map');
  await expect(page.locator('.leaflet-marker-icon')).toHaveCount(0);
  expect(before).not.toBe('0 pins on the map');
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('map-legend-375-en.png') });

  // Shift+Tab from Close goes back over the map: what it reaches is never hidden under the sheet.
  await page.getByRole('button', { name: 'Close the legend' }).focus();
  for (let tab = 1; tab <= 4; tab++) {
    await page.keyboard.press('Shift+Tab');
    expect(await underSheet(page, '.map-sheet-open'), `Shift+Tab ${tab}`).toBeNull();
  }

  // Escape puts the sheet away: from the map above it, the keyboard stays where it is...
  await page.evaluate(() => document.activeElement!.setAttribute('data-focused-before-escape', ''));
  await page.keyboard.press('Escape');
  await expect(page.locator('.map-sheet-open')).toHaveCount(0);
  await expect(page.locator('[data-focused-before-escape]')).toBeFocused();
  // ...and from inside it, on the button that opened it.
  await open.click();
  await expect(page.getByRole('button', { name: 'Close the legend' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.locator('.map-sheet-open')).toHaveCount(0);
  await expect(open).toBeFocused();

  // In French, the legend's own words are French.
  await page.getByRole('button', { name: 'Lire le site en français' }).click();
  await page.getByRole('button', { name: 'Légende', exact: true }).click();
  const sheetFr = page.locator('.map-sheet-open');
  await expect(sheetFr.getByRole('heading', { name: 'Catégories de repères' })).toBeVisible();
  await expect(sheetFr.getByRole('button', { name: 'Toutes' })).toBeVisible();
  await expect(sheetFr.getByRole('button', { name: 'Fermer la légende' })).toBeFocused();
  // Each category's name stays in its column and on the screen, the longest French ones broken.
  const outside = await sheetFr.locator('.pin-filter li').evaluateAll((items) =>
    items.flatMap((item) => {
      const column = item.getBoundingClientRect();
      const name = item.querySelector('label span')!;
      const range = document.createRange();
      range.selectNodeContents(name);
      const text = range.getBoundingClientRect();
      return text.right > column.right + 0.5 || text.right > window.innerWidth ? [name.textContent] : [];
    }),
  );
  expect(outside).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('map-legend-375-fr.png') });
});

test('with the legend open, the search’s suggestions show over it, and its Escape stays the search’s', async ({
  page,
}) => {
  await openMap(page);
  const open = page.getByRole('button', { name: 'Legend', exact: true });
  await open.click();
  await expect(page.locator('.map-sheet-open')).toBeVisible();

  const search = page.getByRole('combobox', { name: 'Find a place' });
  await search.fill('Holetown');
  const options = page.getByRole('option');
  await expect(options.first()).toBeVisible();
  // Each suggestion in sight (in the window and in the list's scrolled box) is the topmost thing at
  // its lowest visible row, and the list reaches down over the sheet's top: none is under it.
  const sheetTop = (await page.locator('.map-sheet-open').boundingBox())!.y;
  const rows = await options.evaluateAll((items) =>
    items.flatMap((item) => {
      const box = item.getBoundingClientRect();
      const y = Math.min(box.bottom, item.closest('ul')!.getBoundingClientRect().bottom, window.innerHeight) - 2;
      if (y < box.top) return [];
      const top = document.elementFromPoint(box.left + box.width / 2, y);
      return [{ y, seen: top !== null && item.contains(top), name: item.textContent }];
    }),
  );
  expect(Math.max(...rows.map((row) => row.y))).toBeGreaterThan(sheetTop);
  const hidden = rows.filter((row) => !row.seen).map((row) => row.name);
  expect(hidden).toEqual([]);
  await options.last().scrollIntoViewIfNeeded();
  await options.last().click();
  await expect(page.locator('.leaflet-popup-content .pin-popup-name')).toBeVisible();

  // Escape in the search closes its suggestions only; the next one puts the legend away and leaves
  // the keyboard in the search.
  await search.fill('Holetown');
  await expect(options.first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(options).toHaveCount(0);
  await expect(page.locator('.map-sheet-open')).toBeVisible();
  await expect(search).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.locator('.map-sheet-open')).toHaveCount(0);
  await expect(open).toHaveAttribute('aria-expanded', 'false');
  await expect(search).toBeFocused();
});
