// /map opens on a still picture of the map, drawn without Leaflet; Leaflet's map takes over at the
// same view once the visitor reaches for it, or by itself once the page has been quiet
// (docs/decisions/0038-a-still-map-first.md).
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { api, pathOf } from '@saint-james/api-contract';
import { expect, test } from './support/test';
import { contrastOn } from './support/axe';
import { holdRequests } from './support/holdRequests';
import { mapOrHeld, reloadHeldMap } from './support/heldCode';
import { freezeClock } from './support/pausedClock';
import { answerMapData, reachForMap, viewOf, warmUpApi } from './map-helpers';
import { PINS_DRAWN_ATTRIBUTE } from '../web/src/features/map/model/pinsDrawn';

test.beforeAll(async ({ browserName: _browser }, testInfo) => warmUpApi(testInfo));

const TILES = /basemaps\.cartocdn\.com/;
const leafletMap = (page: Page) => page.locator(`.leaflet-container[${PINS_DRAWN_ATTRIBUTE}]`);

/** Every request for Leaflet's code the page makes. */
function leafletRequests(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/(leaflet|MapCanvas)-[^/]+\.js$/.test(request.url())) asked.push(request.url());
  });
  return asked;
}

/** Where each marker or tile of a layer is in the map's frame, with its count or picture. */
const drawn = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((elements) => {
    const frame = document.querySelector('.map-frame')!.getBoundingClientRect();
    return elements
      .map((element) => {
        const box = element.getBoundingClientRect();
        const what = element instanceof HTMLImageElement ? element.src : element.textContent;
        return `${what} @${Math.round(box.left - frame.left)},${Math.round(box.top - frame.top)}`;
      })
      .sort();
  });

/** How far (px) a cluster's count is from the middle of its bubble. */
async function offCentre(cluster: Locator): Promise<number> {
  const bubble = (await cluster.boundingBox())!;
  const count = (await cluster.locator('div').boundingBox())!;
  const centre = (box: typeof bubble) => [box.x + box.width / 2, box.y + box.height / 2];
  const [[bx, by], [cx, cy]] = [centre(bubble), centre(count)];
  return Math.max(Math.abs(bx - cx), Math.abs(by - cy));
}

test('the still picture shows the tiles and clusters where Leaflet then draws them, and Leaflet loads when the pointer comes', async ({
  page,
}) => {
  // Tiles that load (there is no internet here): the same picture for every tile.
  await page.route(TILES, (route) =>
    route.fulfill({ path: path.join(__dirname, '../web/public/pins/placeholder.svg') }),
  );
  await answerMapData(page);
  const asked = leafletRequests(page);
  await page.clock.install();
  await page.goto('/map');
  const stillClusters = page.locator('.still-map .marker-cluster');
  await expect(stillClusters.first()).toBeVisible();
  await expect(page.locator('.still-map-tile').first()).toBeVisible();
  // Leaflet would come by itself 4 s after the picture is whole: held while the picture is read
  // (a busy machine takes its time), and let go before the pointer comes.
  await freezeClock(page);
  const pictureMarkers = await drawn(page, '.still-map .marker-cluster, .still-map .map-pin');
  const pictureTiles = await drawn(page, '.still-map-tile');
  // Nothing of Leaflet yet, and no view written into the address (the visitor has not moved it).
  expect(asked).toEqual([]);
  await expect(page.locator('.leaflet-container')).toHaveCount(0);
  expect(new URL(page.url()).hash).toBe('');
  await expect(page.locator('.still-map-attribution')).toHaveText(/OpenStreetMap/);

  expect(await offCentre(stillClusters.first())).toBeLessThanOrEqual(1);

  await page.clock.resume();
  await page.locator('.map-frame').hover();
  await expect(leafletMap(page)).toHaveCount(1);
  expect(asked.length).toBeGreaterThan(0);
  // The same markers at the same places, and every tile of the picture is one of Leaflet's, in place.
  expect(await drawn(page, '.leaflet-marker-pane .marker-cluster, .leaflet-marker-pane .map-pin')).toEqual(
    pictureMarkers,
  );
  expect(await drawn(page, 'img.leaflet-tile')).toEqual(expect.arrayContaining(pictureTiles));
  // leaflet.css, loaded last, does not undo the bubble's layout.
  expect(await offCentre(page.locator('.leaflet-marker-pane .marker-cluster').first())).toBeLessThanOrEqual(1);
  // The picture goes once Leaflet's tiles are there; the address holds the view Leaflet opened on.
  await expect(page.locator('.still-map')).toHaveCount(0);
  const view = viewOf(page.url());
  expect(view.zoom).toBeGreaterThanOrEqual(11);
  expect(view.lat).toBeCloseTo(13.19, 1);
});

test('without a sign from the visitor, Leaflet comes by itself once the page has been quiet', async ({ page }) => {
  await page.route(TILES, (route) => route.abort('failed'));
  await answerMapData(page);
  const asked = leafletRequests(page);
  await page.goto('/map');
  await expect(page.locator('.still-map .marker-cluster').first()).toBeVisible();
  // The picture's tiles failed: the page says so at once, without Leaflet.
  await expect(page.getByText('The background map could not be loaded')).toBeVisible();
  expect(asked).toEqual([]);
  await expect(leafletMap(page)).toHaveCount(1, { timeout: 15_000 });
  expect(asked.length).toBeGreaterThan(0);
});

test('the keyboard on the still picture is handed to Leaflet’s map', async ({ page }) => {
  await answerMapData(page);
  await page.goto('/map');
  await expect(page.locator('.still-map .marker-cluster').first()).toBeVisible();
  // After the link that skips the map, the map (on a wide screen the legend's button is hidden).
  await page.getByRole('link', { name: 'Skip the map' }).focus();
  await page.keyboard.press('Tab');
  await expect(page.locator('.leaflet-container')).toBeFocused();
  // The arrow keys move Leaflet's map at once.
  await expect(leafletMap(page)).toHaveCount(1);
  const before = page.url();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => viewOf(page.url()).lng).toBeGreaterThan(viewOf(before).lng);
});

for (const motion of ['no-preference', 'reduce'] as const) {
  test.describe(`motion: ${motion}`, () => {
    test.use({ reducedMotion: motion });

    test('a place picked in the search before Leaflet is there opens on Leaflet’s map, and the address holds its view', async ({
      page,
    }) => {
      await answerMapData(page);
      await page.goto('/map');
      await expect(page.locator('.still-map .marker-cluster').first()).toBeVisible();
      const search = page.getByRole('combobox', { name: 'Find a place' });
      await search.fill('holetown city hall #1');
      await search.press('ArrowDown');
      await search.press('Enter');
      await expect(page.locator('.leaflet-popup-content .pin-popup-name')).toHaveText(['Holetown city hall #1']);
      // Without animation the map jumps in the render that draws the pins: the address follows it too.
      await expect.poll(() => viewOf(page.url()).zoom).toBeGreaterThanOrEqual(15);
    });
  });
}

test("Leaflet's code failing to load is said over the picture, and Retry brings the map", async ({ page }) => {
  await answerMapData(page);
  const mapCode = /\/assets\/MapCanvas-[^/]+\.js$/;
  await page.route(mapCode, (route) => route.abort('failed'));
  await page.goto('/map');
  await expect(page.locator('.still-map .marker-cluster').first()).toBeVisible();
  await page.locator('.map-frame').hover();
  await expect(page.getByRole('alert')).toHaveText(
    'The map could not be loaded. It will try again when the network is back.',
  );
  // The message covers the picture (nothing of it shows through), on a ground its colour reads on.
  expect(await contrastOn(page.getByRole('alert'), '.map-load-failed')).toBeGreaterThanOrEqual(4.5);
  await page.unroute(mapCode);
  // Retry is on top of the picture: a click reaches it.
  await page.getByRole('button', { name: 'Retry' }).click();
  const frame = page.locator('.map-frame');
  if ((await mapOrHeld(frame, leafletMap(page))) === 'held') {
    await reloadHeldMap(page, frame);
    await reachForMap(page);
  }
  await expect(leafletMap(page)).toHaveCount(1);
});

test('an address edited while the picture shows moves the picture, and Leaflet opens there', async ({ page }) => {
  await page.route(TILES, (route) => route.abort('failed'));
  await answerMapData(page);
  await page.goto('/map#13.18662,-59.64083,15');
  await expect(page.locator('.still-map-tile').first()).toHaveAttribute('src', /\/15\//);
  await page.evaluate(() => (window.location.hash = '#13.20000,-59.62000,13'));
  await expect(page.locator('.still-map-tile').first()).toHaveAttribute('src', /\/13\//);
  await page.locator('.map-frame').hover();
  await expect(leafletMap(page)).toHaveCount(1);
  await expect(page.locator('.still-map')).toHaveCount(0);
  expect(viewOf(page.url())).toEqual({ lat: 13.2, lng: -59.62, zoom: 13 });
});

test('a sheet slow to answer: the picture shows the world meanwhile, then the pins fitted', async ({ page }) => {
  await answerMapData(page);
  const release = await holdRequests(page, `**${pathOf(api.sheets.tab, { tab: 'map' })}`);
  await page.goto('/map');
  await expect(page.getByRole('status').filter({ hasText: 'Loading pins...' })).toBeVisible();
  // The world at zoom 2, without pins, after a moment.
  await expect(page.locator('.still-map-tile').first()).toHaveAttribute('src', /\/2\/\d\/\d\.png$/);
  await expect(page.locator('.still-map .marker-cluster')).toHaveCount(0);
  release();
  await expect(page.locator('.still-map .marker-cluster').first()).toBeVisible();
  await expect(page.locator('.still-map-tile').first()).toHaveAttribute('src', /\/1[1-6]\//);
});

test.describe('in French', () => {
  test.use({ locale: 'fr-FR' });

  test("once Leaflet has come, its credit is titled in French beside the basemap's, and the map named in French", async ({
    page,
  }) => {
    await page.goto('/map');
    await reachForMap(page);
    const credits = page.locator('.leaflet-control-attribution');
    await expect(credits).toContainText('OpenStreetMap');
    // Leaflet's container takes the keyboard: it has a role and its name in the reader's language,
    // not one made of every label and credit inside it.
    await expect(page.getByRole('group', { name: 'Carte de Saint James', exact: true })).toHaveClass(
      /leaflet-container/,
    );
    await expect(credits.getByRole('link', { name: 'Leaflet' })).toHaveAttribute(
      'title',
      'Une bibliothèque JavaScript pour les cartes interactives',
    );
  });
});

test('a tile that fails among tiles that load leaves no note that the background map failed', async ({ page }) => {
  let failed = 0;
  await page.route(TILES, (route) => {
    if (failed++ === 0) return route.abort('failed');
    return route.fulfill({ path: path.join(__dirname, '../web/public/pins/placeholder.svg') });
  });
  await answerMapData(page);
  await page.goto('/map');
  await expect(page.locator('.still-map-tile-loaded').first()).toBeVisible();
  await reachForMap(page);
  await expect(page.locator('.leaflet-tile-loaded').first()).toBeVisible({ timeout: 10_000 });
  expect(failed).toBeGreaterThan(1);
  await expect(page.getByText('The background map could not be loaded')).toHaveCount(0);
});
