import { expect, test } from './support/test';
import { stepUntil } from './support/pausedClock';
import { blockVideoHost, demoTab, openWithFrozenClock, warmUpSheetsApi, watchSheet } from './support/sheets';

// /urbanism and /city-hall against the Hosting + Functions emulators; the api serves the demo
// workbook (no Sheets key in the test project). /sheet: sheets-pages.spec.ts.

const colours = demoTab('colours');

test.beforeAll(async ({ request }) => {
  test.setTimeout(40_000);
  await warmUpSheetsApi(request);
});

test.describe('/urbanism', () => {
  test.beforeEach(async ({ page }) => {
    await blockVideoHost(page);
  });

  test('embeds the video and shows the colour scheme with its section rows centred and highlighted', async ({
    page,
  }) => {
    await page.goto('/urbanism');
    await expect(page.getByRole('heading', { name: 'Urban Development', level: 1 })).toBeVisible();
    const video = page.locator('iframe[title="Urban Development video"]');
    await expect(video).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\//);

    const table = page.getByRole('table', { name: 'Colour scheme' });
    await expect(table.locator('thead').getByRole('columnheader')).toHaveText(colours[0]);
    // The sheet's words are English, whatever the page's language: a French voice does not read them.
    await expect(table).toHaveAttribute('lang', 'en');
    await expect(table.locator('tbody tr')).toHaveCount(colours.length - 1);
    const sections = table.locator('tbody tr.section-row');
    await expect(sections).toHaveText([1, 11, 20, 28].map((i) => colours[i][0]));
    // Each section row is the (i)th row of the tab: its place in the body is i - 1.
    for (const index of [1, 11, 20, 28]) {
      await expect(table.locator('tbody tr').nth(index - 1)).toHaveClass(/section-row/);
    }
    const section = sections.first().locator('th');
    await expect(section).toHaveAttribute('colspan', String(colours[0].length));
    await expect(section).toHaveCSS('text-align', 'center');
    const plainRowBackground = await table
      .locator('tbody tr')
      .nth(1)
      .locator('td')
      .first()
      .evaluate((el) => getComputedStyle(el).backgroundColor);
    const sectionBackground = await section.evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(sectionBackground).not.toBe(plainRowBackground);
    // A plain row: the swatch row of the tab, cells as text.
    await expect(table.locator('tbody tr').nth(1).getByRole('cell')).toHaveText(colours[2]);
  });

  test.describe('on a 375 px phone', () => {
    test.use({ viewport: { width: 375, height: 812 } });

    test('a cue says the table scrolls sideways, until it is scrolled to its end', async ({ page }, testInfo) => {
      await page.goto('/urbanism');
      const cue = page.getByText('Swipe the table sideways to see every column');
      await expect(cue).toBeVisible();
      await expect(page.locator('.sheet-frame')).toHaveClass(/more-right/);
      await cue.scrollIntoViewIfNeeded();
      await page.screenshot({ path: testInfo.outputPath('urbanism-375.png') });
      const region = page.getByRole('region', { name: 'Colour scheme table' });
      // A plain row reads in a line or two (its last column is not a word a line), and each
      // section's title is in the box's sight, not past its right edge.
      const table = page.getByRole('table', { name: 'Colour scheme' });
      const rowHeight = await table
        .locator('tbody tr:not(.section-row)')
        .first()
        .evaluate((row) => row.clientHeight);
      expect(rowHeight).toBeLessThan(64);
      const box = (await region.boundingBox())!;
      for (const title of await table.locator('.section-title').all()) {
        const { x, width } = (await title.boundingBox())!;
        expect(x).toBeGreaterThanOrEqual(box.x);
        expect(x + width).toBeLessThanOrEqual(box.x + box.width);
      }
      await region.evaluate((el) => el.scrollTo(el.scrollWidth, 0));
      await expect(cue).toBeHidden();
      await expect(page.locator('.sheet-frame')).not.toHaveClass(/more-right/);
      // The cue's line stays (unseen): the table does not jump under the finger that swiped it.
      expect((await region.boundingBox())!.y).toBe(box.y);
    });
  });

  test('the page works with the video failing to load, and fails and retries like the others', async ({ page }) => {
    let failing = true;
    await watchSheet(page, 'colours', (route) => (failing ? route.abort('internetdisconnected') : route.continue()));
    await page.goto('/urbanism');
    await expect(page.getByRole('heading', { name: 'Urban Development' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText('Network error. Please try again.');
    // A read that did not get through shows the offline notice; the video's frame stays (the
    // browser is online: one failed read must not stop a video playing).
    await expect(page.locator('.offline-notice')).toBeVisible();
    await expect(page.locator('.urbanism-video iframe')).toHaveCount(1);
    failing = false;
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('table', { name: 'Colour scheme' }).locator('tbody tr')).toHaveCount(
      colours.length - 1,
    );
    await expect(page.locator('.offline-notice')).toHaveCount(0);
  });

  test('refreshes every 5 s', async ({ page }) => {
    const calls = await openWithFrozenClock(page, '/urbanism', 'colours');
    await stepUntil(page, () =>
      expect(page.getByRole('table', { name: 'Colour scheme' })).toBeVisible({ timeout: 250 }),
    );
    expect(calls.count).toBe(1);
    await page.clock.runFor(5000);
    await expect.poll(() => calls.count).toBe(2);
    // (A poll that comes while the last one is still under way is not sent twice: wait for it.)
    await expect.poll(() => calls.done).toBe(2);
    await page.clock.runFor(5000);
    await expect.poll(() => calls.count).toBe(3);
  });
});

test.describe('/city-hall', () => {
  test("links to Urbanism, Map and Properties, and 'search tier' swaps in the search with a Back button", async ({
    page,
  }) => {
    await page.goto('/city-hall');
    await expect(page.getByRole('heading', { name: 'City Hall', level: 1 })).toBeVisible();
    const links = page.getByRole('navigation', { name: 'City Hall' }).getByRole('link');
    await expect(links).toHaveText(['Urbanism', 'Map', 'Properties']);
    await expect(links.nth(0)).toHaveAttribute('href', '/urbanism');
    await expect(links.nth(1)).toHaveAttribute('href', '/map');
    await expect(links.nth(2)).toHaveAttribute('href', '/sheet');

    await page.getByRole('button', { name: 'search tier' }).click();
    await expect(page.getByRole('heading', { name: 'Search Tier' })).toBeVisible();
    await expect(page.getByRole('combobox')).toBeFocused();
    await expect(page.getByRole('navigation', { name: 'City Hall' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByRole('heading', { name: 'Search Tier' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'search tier' })).toBeFocused();
    await links.nth(2).click();
    await expect(page).toHaveURL(/\/sheet$/);
    await expect(page.getByRole('heading', { name: 'Google Sheet Data' })).toBeVisible();
  });
});
