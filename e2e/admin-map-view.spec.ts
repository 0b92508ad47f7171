import { expect, test, type Page } from './support/test';
import { openAdminDashboard } from './admin-helpers';
import { warmUpApi } from './map-helpers';

// The admin's map shows the districts' names as the public map does, but its pins are the entries
// the admin clicks and drags: a name never sits on a pin, nor on another name. Without its basemap
// it says so, as the public map does.

test.use({ signedInAs: 'admin' });
test.beforeAll(async ({ browserName: _browser }, testInfo) => warmUpApi(testInfo));

type Box = { left: number; top: number; right: number; bottom: number };
const overlap = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** The district names shown, and the pins, with their boxes on screen. */
const shownOnMap = (page: Page) =>
  page.evaluate(() => {
    const box = (el: Element) => el.getBoundingClientRect().toJSON() as DOMRect;
    const map = document.querySelector('.admin-map-canvas')!;
    return {
      labels: [...map.querySelectorAll<HTMLElement>('.district-label')]
        .filter((el) => getComputedStyle(el).visibility !== 'hidden')
        .map((el) => ({ name: el.textContent ?? '', box: box(el) })),
      pins: [...map.querySelectorAll<HTMLElement>('.admin-pin')].map((el) => ({ name: el.title, box: box(el) })),
    };
  });

for (const width of [375, 1280]) {
  test(`at ${width} px the districts' names cover neither a pin nor another name`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width, height: 900 });
    await openAdminDashboard(page);
    const map = page.locator('.admin-map-canvas');
    await expect(map.locator('.district-label').first()).toBeVisible();
    await expect(map.locator('.admin-pin').first()).toBeVisible();
    // The labels are placed a frame after the map settles: the check holds once they are.
    await expect
      .poll(async () => {
        const { labels, pins } = await shownOnMap(page);
        const problems: string[] = [];
        for (const [i, a] of labels.entries()) {
          for (const b of labels.slice(i + 1)) if (overlap(a.box, b.box)) problems.push(`${a.name} on ${b.name}`);
          for (const pin of pins) if (overlap(a.box, pin.box)) problems.push(`${a.name} on pin ${pin.name}`);
        }
        return problems;
      })
      .toEqual([]);
    expect((await shownOnMap(page)).labels.length).toBeGreaterThan(0);
    // And under the pins: a pin dragged onto a name stays in front of it.
    const zIndex = (pane: string) => map.locator(pane).evaluate((el) => Number(getComputedStyle(el).zIndex));
    expect(await zIndex('.leaflet-districtLabels-pane')).toBeLessThan(await zIndex('.leaflet-marker-pane'));
    await map.screenshot({ path: testInfo.outputPath(`admin-map-${width}.png`) });
  });
}

test('without the basemap the map says so under it, and the pins are still there', async ({ page }) => {
  await page.route(/basemaps\.cartocdn\.com/, (route) => route.abort('failed'));
  await page.goto('/admin/dashboard');
  const note = page.getByText('The background map could not be loaded; the pins and districts still work.');
  await expect(note).toBeVisible();
  await expect(page.locator('.admin-map-canvas .admin-pin').first()).toBeVisible();
  // Under the map, not over it.
  const map = (await page.locator('.admin-map-canvas').boundingBox())!;
  expect((await note.boundingBox())!.y).toBeGreaterThanOrEqual(map.y + map.height);
});
