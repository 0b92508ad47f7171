import { expect, test } from './support/test';
import { demoTab } from './support/sheets';
import { viewOf, waitForPins, warmUpApi } from './map-helpers';

// The tier answer leads to the property's district on the map (docs/product.md "/city-hall and
// the tier search"): /map?district=… shows that district whole; a name the map does not draw says
// so and leaves the usual view.

test.beforeAll(async ({ browserName: _browser }, testInfo) => {
  await warmUpApi(testInfo);
});

/** Holetown's outline and colour in the demo districts' file (web/public/saint-james-districts.geojson). */
const HOLETOWN = { south: 13.1755, north: 13.195, west: -59.64746, east: -59.6225, color: '#76b041' };
const holetownRow = demoTab('properties')
  .slice(1)
  .find((row) => row[2] === 'Holetown')!;

test('the tier answer opens the map on the property’s district, whole and centred', async ({ page }) => {
  await page.goto(`/city-hall?address=${encodeURIComponent(holetownRow[4])}`);
  await page.getByRole('link', { name: 'See its district on the map' }).click();
  await expect(page).toHaveURL(/\/map\?district=Holetown#/);
  await waitForPins(page);
  const view = viewOf(page.url());
  expect(view.lat).toBeGreaterThan(HOLETOWN.south);
  expect(view.lat).toBeLessThan(HOLETOWN.north);
  expect(view.lng).toBeGreaterThan(HOLETOWN.west);
  expect(view.lng).toBeLessThan(HOLETOWN.east);
  // Whole: the district's outline fits inside the map, not one corner of it.
  const frame = (await page.locator('.leaflet-container').boundingBox())!;
  const outline = (await page.locator(`.leaflet-districts-pane path[stroke="${HOLETOWN.color}"]`).boundingBox())!;
  expect(outline.x).toBeGreaterThanOrEqual(frame.x);
  expect(outline.y).toBeGreaterThanOrEqual(frame.y);
  expect(outline.x + outline.width).toBeLessThanOrEqual(frame.x + frame.width);
  expect(outline.y + outline.height).toBeLessThanOrEqual(frame.y + frame.height);
  // …and fills a good part of it (the usual view shows the whole city).
  expect(outline.height).toBeGreaterThan(frame.height / 3);
  await expect(page.getByText(/No district called/)).toHaveCount(0);
});

test('a district the map does not draw is said, in French too, and the map keeps its usual view', async ({ page }) => {
  await page.goto('/map?district=Nowhere%20Bay');
  await expect(
    page.getByRole('status').filter({ hasText: 'No district called “Nowhere Bay” is drawn on the map.' }),
  ).toBeVisible();
  await waitForPins(page);
  await page.getByRole('button', { name: 'Lire le site en français' }).click();
  await expect(page.getByText('Aucun quartier nommé « Nowhere Bay » n’est dessiné sur la carte.')).toBeVisible();
});

test('on a phone, the missing district is said right under the map, not after the legend', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/map?district=Nowhere%20Bay');
  const note = page.getByRole('status').filter({ hasText: 'No district called “Nowhere Bay”' });
  await expect(note).toBeVisible();
  const map = (await page.locator('.map-frame').boundingBox())!;
  const said = (await note.boundingBox())!;
  const legend = (await page.locator('.map-side').boundingBox())!;
  expect(said.y).toBeGreaterThanOrEqual(map.y + map.height);
  // Under the map's other note at most (the background map's, when its tiles fail).
  expect(said.y).toBeLessThan(map.y + map.height + 120);
  expect(said.y + said.height).toBeLessThanOrEqual(legend.y);
});

test('a district the map does not draw: the names still stand clear of the clusters’ counts', async ({ page }) => {
  // The map is made at the world's view, then fitted to the pins: the names are placed again.
  // (It once left them where they were bound, over the counts, about one load in eight: three loads.)
  for (let load = 0; load < 3; load++) {
    await page.goto('/map?district=Nowhere');
    await waitForPins(page);
    const counts = page.locator('.leaflet-marker-pane .marker-cluster span');
    await expect(counts.first()).toBeVisible();
    await expect
      .poll(() =>
        page.evaluate(() => {
          const box = (el: Element) => el.getBoundingClientRect();
          const names = [...document.querySelectorAll('.district-label:not(.district-label-hidden)')];
          const numbers = [...document.querySelectorAll('.leaflet-marker-pane .marker-cluster span')];
          return names.flatMap((name) =>
            numbers
              .filter((count) => {
                const [a, b] = [box(name), box(count)];
                return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
              })
              .map((count) => `${name.textContent} over ${count.textContent}`),
          );
        }),
      )
      .toEqual([]);
  }
});
