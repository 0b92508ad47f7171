import { expect, test, type Page } from './support/test';
import { atDesktopAndPhone, entriesOfThisTest, openAdminDashboard, rowOf } from './admin-helpers';
import { openMap } from './map-helpers';

// An entry's texts may each be one word of 2,000 characters (the field rules count characters, not
// words). A word that long must wrap where the site shows it, not widen the page: one such name in
// the Trash made the admin's page 24,000 px wide, its delete question half off a phone's screen.

test.use({ signedInAs: 'admin' });
const { create } = entriesOfThisTest();

const word = (letter: string) => letter.repeat(2000);
/** How far the page reaches past the window's right edge, in px (0: no sideways scrolling). */
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

atDesktopAndPhone(() => {
  test('an entry of 2,000-character words: the table, its form, history, delete question and Trash keep the page’s width', async ({
    page,
    request,
  }) => {
    const entry = await create(request, {
      name: word('N'),
      description: word('D'),
      type: word('T'),
      status: word('S'),
      location: '13.31,-59.58',
    });
    const row = rowOf(page, entry.id);
    await openAdminDashboard(page);
    expect(await overflow(page), 'the table, and its filters of type and status').toBe(0);

    await row.getByRole('button', { name: /^Map: edit/ }).click();
    await expect(page.locator('.entry-panel')).toBeVisible();
    expect(await overflow(page), 'the form beside the map').toBe(0);
    await page.keyboard.press('Escape');

    await row.getByRole('button', { name: 'History' }).click();
    await expect(page.getByRole('region', { name: /^History of/ })).toBeVisible();
    expect(await overflow(page), 'its history').toBe(0);

    await row.getByRole('button', { name: 'Delete' }).click();
    const question = page.getByRole('dialog', { name: 'Delete this entry?' });
    await expect(question).toBeVisible();
    const box = (await question.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width);
    await question.getByRole('button', { name: 'Delete' }).click();
    await expect(page.locator('.map-data-notice')).toContainText('It is in the Trash.');
    expect(await overflow(page), 'the notice that names it').toBe(0);

    await page.getByRole('button', { name: 'Trash', exact: true }).click();
    await expect(page.locator(`[data-trash-id="${entry.id}"]`)).toBeVisible();
    expect(await overflow(page), 'the Trash').toBe(0);
  });

  test('its popup on the map scrolls within half the screen rather than stand taller than the map', async ({
    page,
    request,
  }) => {
    await create(request, { name: word('N'), description: word('D'), location: '14.31,-61.31' });
    await openMap(page, '#14.31000,-61.31000,17');
    await page.getByRole('button', { name: word('N'), exact: true }).click();
    const content = page.locator('.leaflet-popup-content .pin-popup');
    await expect(content).toBeVisible();
    const sizes = await content.evaluate((box) => ({
      shown: box.clientHeight,
      whole: box.scrollHeight,
      screen: window.innerHeight,
    }));
    expect(sizes.whole).toBeGreaterThan(sizes.shown);
    expect(sizes.shown).toBeLessThanOrEqual(sizes.screen / 2);
    expect(await overflow(page)).toBe(0);
  });
});
