// A pin's popup fits the map whatever its width: on a 375 px phone, a community entry's popup with
// a description was 347 px wide in a 323 px map, its close button cut off and its name under the
// zoom buttons. It must sit inside the map, clear of the zoom buttons, and close with its ×.
import { expect, test } from './support/test';
import { answerMapData, openMap, warmUpApi } from './map-helpers';

test.beforeAll(async ({ browserName: _browser }, testInfo) => warmUpApi(testInfo));

const REEF = {
  id: 'reef',
  name: 'Lower Carlton Reef Walk along the whole west coast',
  location: '13.2150,-59.6410',
  description:
    'Boardwalk along Reef Road, closed after the last storm; the council says it will open again once the railings are replaced.',
  type: 'park',
  status: 'closed',
};

for (const viewport of [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
]) {
  test.describe(`${viewport.width} px`, () => {
    test.use({ viewport });

    test("a pin's popup sits inside the map, clear of the zoom buttons, and its × closes it", async ({ page }) => {
      await answerMapData(page, [REEF]);
      await openMap(page);
      const search = page.getByRole('combobox', { name: 'Find a place' });
      await search.fill('Reef Walk along');
      await search.press('ArrowDown');
      await search.press('Enter');
      const popup = page.locator('.leaflet-popup');
      await expect(popup.locator('.pin-popup-name')).toHaveText(REEF.name);
      const map = (await page.locator('.leaflet-container').boundingBox())!;
      const zoom = (await page.locator('.leaflet-control-zoom').boundingBox())!;
      // Where Leaflet's pan left it, once it has settled.
      await expect(async () => {
        const box = (await popup.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(zoom.x + zoom.width);
        expect(box.x + box.width).toBeLessThanOrEqual(map.x + map.width);
        expect(box.y).toBeGreaterThanOrEqual(map.y);
      }).toPass({ timeout: 5_000 });
      const close = popup.getByRole('button', { name: 'Close the popup' });
      await expect(close).toBeInViewport({ ratio: 1 });
      await close.click();
      await expect(popup).toHaveCount(0);
    });
  });
}
