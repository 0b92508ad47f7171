import { api } from '@saint-james/api-contract';
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
  // The admin's list as the api answers it, but of this test's entries only: the map fits them
  // alone, so the tap never depends on what other tests left near them or off the map's edge.
  const ours = new Set(entries.map((entry) => entry.id));
  await page.route(`**${api.mapData.list.path}`, async (route) => {
    const response = await route.fetch();
    const all = (await response.json()) as { id: string }[];
    await route.fulfill({ response, json: all.filter((entry) => ours.has(entry.id)) });
  });
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

  const form = page.locator('.entry-panel');
  for (const [i, entry] of entries.entries()) {
    // In sight (the map may open below the fold on a phone), and no form's sheet over it.
    await pinOf(page, entry.name).scrollIntoViewIfNeeded();
    const now = await centres();
    const middle = { x: now.reduce((s, c) => s + c.x, 0) / 3, y: now.reduce((s, c) => s + c.y, 0) / 3 };
    // 17 px from the pin's centre, outside its drawing (12 px, 15 selected), on the side away from
    // the group's centre: at least 27 px from any other pin (44 apart), outside their areas (22, 25).
    const away = Math.atan2(now[i].y - middle.y, now[i].x - middle.x);
    const spot = { x: now[i].x + 17 * Math.cos(away), y: now[i].y + 17 * Math.sin(away) };
    // The pin's own area holds the spot (the browser's touch adjustment aside, which not every phone has).
    const hit = await page.evaluate(
      ({ x, y }) => document.elementFromPoint(x, y)?.closest('.admin-pin')?.getAttribute('title'),
      spot,
    );
    expect(hit).toBe(entry.name);
    await page.touchscreen.tap(spot.x, spot.y);
    await expect(form.getByRole('heading', { name: `Edit “${entry.name}”` })).toBeVisible();
    await form.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(form).toHaveCount(0);
  }
  await page.locator('.admin-map-canvas').screenshot({ path: test.info().outputPath('touch-pins.png') });
});
