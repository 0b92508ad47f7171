// The map's markers and the keyboard: Tab goes only to the clusters and pins in sight, not to those
// drawn just outside the view (so that a move shows them at once), which the map's box hides; and a
// Tab on the still picture, before Leaflet's map has come.
import { expect, test, type Page } from './support/test';
import { holdRequests } from './support/holdRequests';
import { answerMapData, openMap, viewOf, waitForPins, warmUpApi } from './map-helpers';

test.beforeAll(async ({ browserName: _browser }, testInfo) => warmUpApi(testInfo));
test.use({ viewport: { width: 375, height: 812 }, hasTouch: true });

/** Each marker drawn: whether it is in the map's box, whole or in part, and whether Tab reaches it. */
const markers = (page: Page) =>
  page.evaluate(() => {
    const map = document.querySelector('.leaflet-container')!.getBoundingClientRect();
    return [...document.querySelectorAll<HTMLElement>('.leaflet-marker-pane .leaflet-marker-icon')].map((el) => {
      // Any part of its icon inside the map's box (a pin's icon is large: half of one is a target).
      const box = el.getBoundingClientRect();
      const inSight = box.left < map.right && box.right > map.left && box.top < map.bottom && box.bottom > map.top;
      const centre = { x: (box.left + box.right) / 2, y: (box.top + box.bottom) / 2 };
      return { name: el.getAttribute('aria-label') ?? el.title, inSight, tabbable: el.tabIndex === 0, centre };
    });
  });

/** Moves the map to a view by editing the address's hash, as a reader may. */
const showView = (page: Page, view: { lat: number; lng: number; zoom: number }) =>
  page.evaluate(({ lat, lng, zoom }) => (window.location.hash = `#${lat.toFixed(5)},${lng.toFixed(5)},${zoom}`), view);

test('Tab reaches the markers in sight only, and those the view reaches after a move', async ({ page }) => {
  await answerMapData(page, []);
  await openMap(page);
  // The view moved east by half its width: the pins of its left part are now just outside it
  // (still drawn), those of its right part still in sight.
  const fitted = viewOf(page.url());
  const width = (await page.locator('.leaflet-container').boundingBox())!.width;
  const degreesPerPixel = 360 / (256 * 2 ** fitted.zoom);
  await showView(page, { ...fitted, lng: fitted.lng + 0.5 * width * degreesPerPixel });
  await waitForPins(page);
  await expect.poll(async () => (await markers(page)).some((marker) => !marker.inSight)).toBe(true);
  const drawn = await markers(page);
  expect(drawn.some((marker) => marker.inSight)).toBe(true);
  expect(drawn.filter((marker) => marker.tabbable !== marker.inSight)).toEqual([]);

  // Back to the fitted view: every marker is in sight again, and each one takes the keyboard.
  await showView(page, fitted);
  await expect
    .poll(async () => (await markers(page)).filter((marker) => marker.tabbable !== marker.inSight))
    .toEqual([]);

  // Tab goes over them as the eye does, rows from the top: never to a marker a whole row (48 px)
  // above one already passed, also after the move drew the left ones after the others.
  const tabOrder = (await markers(page)).filter((marker) => marker.tabbable).map((marker) => marker.centre);
  expect(tabOrder.length).toBeGreaterThan(1);
  const backUp = tabOrder.flatMap((at, i) =>
    tabOrder.slice(0, i).some((before) => at.y <= before.y - 48) ? [`marker ${i} at ${Math.round(at.y)} px`] : [],
  );
  expect(backUp).toEqual([]);
});

test('Tab from the map goes to its zoom buttons first, then to the markers', async ({ page }) => {
  await answerMapData(page, []);
  await openMap(page);
  await waitForPins(page);
  await page.locator('.leaflet-container').focus();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Zoom in', exact: true })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Zoom out', exact: true })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.locator('.leaflet-marker-pane .leaflet-marker-icon:focus')).toHaveCount(1);
});

test('a Tab pressed while Leaflet’s code is on its way waits for its zoom buttons; a second one leaves', async ({
  page,
}) => {
  await answerMapData(page);
  const release = await holdRequests(page, /\/assets\/(leaflet|MapCanvas)-[^/]+\.js$/);
  await page.goto('/map');
  await expect(page.locator('.still-map .marker-cluster').first()).toBeVisible();
  const frame = page.locator('.map-frame');
  await frame.focus();
  // The zoom buttons are not there yet: the Tab waits on the picture instead of going past them.
  await page.keyboard.press('Tab');
  await expect(frame).toBeFocused();
  release();
  await expect(page.getByRole('button', { name: 'Zoom in', exact: true })).toBeFocused();

  // Never caught: with the code held again, a second Tab leaves the picture as it would leave the map.
  const holdAgain = await holdRequests(page, /\/assets\/(leaflet|MapCanvas)-[^/]+\.js$/);
  await page.reload();
  await expect(page.locator('.still-map .marker-cluster').first()).toBeVisible();
  await frame.focus();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(frame).not.toBeFocused();
  await expect(frame.locator(':focus')).toHaveCount(0);
  holdAgain();
});

test('once Leaflet’s code has failed, Tab on the picture goes to Retry at once', async ({ page }) => {
  await answerMapData(page);
  await page.route(/\/assets\/(leaflet|MapCanvas)-[^/]+\.js$/, (route) => route.abort('failed'));
  await page.goto('/map');
  await expect(page.locator('.still-map .marker-cluster').first()).toBeVisible();
  const frame = page.locator('.map-frame');
  await frame.focus();
  const retry = frame.getByRole('button', { name: 'Retry' });
  await expect(retry).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(retry).toBeFocused();
});

test('the focus ring of a credit link is whole: the map’s edge does not cut it', async ({ page }) => {
  await answerMapData(page, []);
  await openMap(page);
  const link = page.locator('.leaflet-control-attribution').getByRole('link', { name: 'Leaflet' });
  await link.focus();
  await expect(link).toBeFocused();
  // The ring, as drawn around the link's box, against the map's box (which clips what passes it).
  const cut = await link.evaluate((el) => {
    const style = getComputedStyle(el);
    const reach = parseFloat(style.outlineWidth) + parseFloat(style.outlineOffset);
    const box = el.getBoundingClientRect();
    const map = el.closest('.leaflet-container')!.getBoundingClientRect();
    return {
      ring: style.outlineStyle,
      below: box.bottom + reach - map.bottom,
      right: box.right + reach - map.right,
    };
  });
  expect(cut.ring).toBe('solid');
  expect(cut.below).toBeLessThanOrEqual(0);
  expect(cut.right).toBeLessThanOrEqual(0);
});
