import { expect, test } from './support/test';
import { entriesOfThisTest, openAdminDashboard, pinOf, unique } from './admin-helpers';
import { warmUpApi } from './map-helpers';

// On a touch screen the admin's pins (24 px) answer a finger 44 px wide, and pins that would
// overlap are spread that far apart: a tap beside a pin still picks it, and never its neighbour.

test.use({ signedInAs: 'admin', hasTouch: true, isMobile: true, viewport: { width: 375, height: 740 } });
test.beforeAll(async ({ browserName: _browser }, testInfo) => warmUpApi(testInfo));

const { create: createEntry } = entriesOfThisTest();
const centre = (box: { x: number; y: number; width: number; height: number }) => ({
  x: box.x + box.width / 2,
  y: box.y + box.height / 2,
});

test('pins on one spot are a finger apart, and a tap just beside a pin picks that pin', async ({ page, request }) => {
  const spot = '13.2,-59.615';
  const entries: Awaited<ReturnType<typeof createEntry>>[] = [];
  for (let i = 0; i < 3; i++)
    entries.push(await createEntry(request, { location: spot, name: unique(`E2E Tap ${i}`) }));
  await openAdminDashboard(page);
  const centres = async () => {
    const found = [];
    for (const entry of entries) found.push(centre((await pinOf(page, entry.name).boundingBox())!));
    return found;
  };
  const before = await centres();
  for (let a = 0; a < before.length; a++)
    for (let b = a + 1; b < before.length; b++)
      expect(Math.hypot(before[a].x - before[b].x, before[a].y - before[b].y)).toBeGreaterThanOrEqual(43);

  for (const [i, entry] of entries.entries()) {
    // Measured again: a tap opens a form, and the page brings the map to the top of the screen.
    const now = await centres();
    const middle = { x: now.reduce((s, c) => s + c.x, 0) / 3, y: now.reduce((s, c) => s + c.y, 0) / 3 };
    // 19 px from the pin's centre, outside its 24 px drawing, on the side away from the group's centre.
    const away = Math.atan2(now[i].y - middle.y, now[i].x - middle.x);
    await page.touchscreen.tap(now[i].x + 19 * Math.cos(away), now[i].y + 19 * Math.sin(away));
    await expect(page.locator('.entry-panel').getByRole('heading', { name: `Edit “${entry.name}”` })).toBeVisible();
  }
  await page.locator('.admin-map-canvas').screenshot({ path: test.info().outputPath('touch-pins.png') });
});
