// The map page's view (hash, fitting the pins), districts, tiles and small screens.
import { api, pathOf } from '@saint-james/api-contract';
import { expect, test } from './support/test';
import { holdRequests } from './support/holdRequests';
import { openMap, reachForMap, viewOf, waitForPins, warmUpApi } from './map-helpers';
import { PINS_DRAWN_ATTRIBUTE } from '../web/src/features/map/model/pinsDrawn';

test.beforeAll(async ({ browserName: _browser }, testInfo) => warmUpApi(testInfo));

test('a map reached for while the pins load starts at 0,0 zoom 2, fits them once they load, and the hash follows', async ({
  page,
}) => {
  const release = await holdRequests(page, `**${pathOf(api.sheets.tab, { tab: 'map' })}`);
  await page.goto('/map');
  await expect(page.getByRole('status').filter({ hasText: 'Loading pins...' })).toBeVisible();
  await reachForMap(page);
  // One step in from the initial view keeps its centre: 0,0 at zoom 3.
  await page.getByRole('button', { name: 'Zoom in', exact: true }).click();
  await expect(page).toHaveURL(/#0\.00000,0\.00000,3$/);

  release();
  await waitForPins(page);
  await expect.poll(() => viewOf(page.url()).zoom).toBeGreaterThanOrEqual(11);
  const fitted = viewOf(page.url());
  expect(fitted.lat).toBeGreaterThan(13.15);
  expect(fitted.lat).toBeLessThan(13.23);
  expect(fitted.lng).toBeGreaterThan(-59.66);
  expect(fitted.lng).toBeLessThan(-59.6);

  // A reload keeps the view instead of fitting again.
  await page.getByRole('button', { name: 'Zoom in', exact: true }).click();
  await expect.poll(() => viewOf(page.url()).zoom).toBe(fitted.zoom + 1);
  const zoomedUrl = page.url();
  await page.reload();
  await waitForPins(page);
  await expect(page).toHaveURL(zoomedUrl);
});

test("a move of the map after a link to another page was followed writes nothing into that page's address", async ({
  page,
}) => {
  await openMap(page, '#13.18662,-59.64083,15');
  // The properties page's code is held: the map stays on screen while it loads.
  const release = await holdRequests(page, /\/assets\/SheetPage-[^/]+\.js$/);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Properties' }).click();
  await expect(page).toHaveURL(/\/sheet$/);
  // The map, still there, moves (its zoom button): the zoom's animation starts, ends, and the
  // move is reported on the frame after (Leaflet's moveend). Its start is recorded in the page: on
  // a busy machine the whole animation (250 ms) can be over before the test first looks.
  await page.evaluate(() => {
    const marks = window as unknown as { zoomAnimated?: boolean };
    new MutationObserver((_, observer) => {
      if (!document.querySelector('.leaflet-zoom-anim')) return;
      marks.zoomAnimated = true;
      observer.disconnect();
    }).observe(document.body, { attributes: true, attributeFilter: ['class'], subtree: true });
  });
  await page.getByRole('button', { name: 'Zoom in', exact: true }).click();
  await page.waitForFunction(
    () =>
      (window as unknown as { zoomAnimated?: boolean }).zoomAnimated === true &&
      document.querySelector('.leaflet-zoom-anim') === null,
  );
  await page.evaluate(() => new Promise((frame) => requestAnimationFrame(() => requestAnimationFrame(frame))));
  expect(page.url()).toMatch(/\/sheet$/);
  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Google Sheet Data' })).toBeVisible();
  await expect(page).toHaveURL(/\/sheet$/);
});

test("a map whose code arrives after a link to another page was followed writes nothing into that page's address", async ({
  page,
}) => {
  // The map's own code (Leaflet's canvas) and the properties page's code are held: the map page is
  // on screen without its map when the link is followed, and stays there while /sheet's code loads.
  const releaseMap = await holdRequests(page, /\/assets\/MapCanvas-[^/]+\.js$/);
  const releaseSheet = await holdRequests(page, /\/assets\/SheetPage-[^/]+\.js$/);
  await page.goto('/map');
  await expect(page.getByRole('heading', { level: 1, name: 'Map' })).toBeVisible();
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Properties' }).click();
  await expect(page).toHaveURL(/\/sheet$/);
  // Every address the page writes from now on.
  await page.evaluate(() => {
    const written: string[] = ((window as unknown as { written: string[] }).written = []);
    const replaceState = history.replaceState.bind(history);
    history.replaceState = (state, unused, url) => {
      written.push(String(url));
      replaceState(state, unused, url);
    };
  });
  // The map arrives on the page still on screen: it is made and fits the pins, a move (its tiles
  // are asked for at the fitted zoom, 11 or more, not the starting 2).
  releaseMap();
  await waitForPins(page);
  const highestTileZoom = () =>
    page.evaluate(() =>
      Math.max(
        0,
        ...[...document.querySelectorAll<HTMLImageElement>('img.leaflet-tile')].map((tile) =>
          Number(new URL(tile.src).pathname.split('/').at(-3)),
        ),
      ),
    );
  await expect.poll(highestTileZoom).toBeGreaterThanOrEqual(11);
  await page.evaluate(() => new Promise((frame) => requestAnimationFrame(() => requestAnimationFrame(frame))));
  expect(await page.evaluate(() => (window as unknown as { written: string[] }).written)).toEqual([]);
  expect(page.url()).toMatch(/\/sheet$/);
  releaseSheet();
  await expect(page.getByRole('heading', { level: 1, name: 'Google Sheet Data' })).toBeVisible();
  await expect(page).toHaveURL(/\/sheet$/);
});

test('a shared view in the hash is where the map opens, and editing the hash moves it', async ({ page }) => {
  await openMap(page, '#13.18662,-59.64083,18');
  await expect(page).toHaveURL(/#13\.18662,-59\.64083,18$/);
  const pin = page.getByRole('button', { name: 'Holetown city hall #1', exact: true });
  await expect(pin).toBeInViewport();

  await page.evaluate(() => {
    window.location.hash = '#13.20711,-59.61824,18';
  });
  await expect(page.getByRole('button', { name: 'Westmoreland shop front #33', exact: true })).toBeInViewport();
  await expect(pin).toHaveCount(0);
});

test('an address edited just as the map moves wins over that move', async ({ page }) => {
  // Under reduced motion a cluster's zoom is immediate: its move ends in the same task as the edit,
  // before the browser reports the edited hash (as a popup's auto-pan can end on a busy machine).
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openMap(page);
  await expect(page.locator('.leaflet-marker-pane .marker-cluster').first()).toBeVisible();
  await page.evaluate(() => {
    window.location.hash = '#13.20711,-59.61824,18';
    document.querySelector<HTMLElement>('.leaflet-marker-pane .marker-cluster')!.click();
  });
  await expect(page.getByRole('button', { name: 'Westmoreland shop front #33', exact: true })).toBeInViewport();
  await expect(page).toHaveURL(/#13\.20711,-59\.61824,18$/);
});

test('the districts are drawn beneath the pins, coloured and labelled from the file', async ({ page }) => {
  const response = await page.request.get('/saint-james-districts.geojson');
  const file = (await response.json()) as { features: { properties: { name: string; color: string } }[] };
  expect(file.features.length).toBeGreaterThanOrEqual(6);
  await openMap(page);

  const pane = page.locator('.leaflet-districts-pane');
  await expect(pane.locator('path')).toHaveCount(file.features.length);
  // The names have their own pane, above the pins and clusters.
  const labels = page.locator('.leaflet-districtLabels-pane .district-label');
  await expect(labels).toHaveText(file.features.map((f) => f.properties.name));
  expect(await pane.evaluate((el) => getComputedStyle(el).zIndex)).toBe('200');
  const zIndexOf = (selector: string) => page.locator(selector).evaluate((el) => Number(getComputedStyle(el).zIndex));
  const markerZ = await zIndexOf('.leaflet-marker-pane');
  expect(markerZ).toBeGreaterThan(200);
  expect(await zIndexOf('.leaflet-districtLabels-pane')).toBeGreaterThan(markerZ);
  expect(await zIndexOf('.leaflet-districtLabels-pane')).toBeLessThan(await zIndexOf('.leaflet-popup-pane'));

  const paths = await pane.locator('path').evaluateAll((els) =>
    els.map((el) => ({
      stroke: el.getAttribute('stroke'),
      fillOpacity: el.getAttribute('fill-opacity'),
      weight: el.getAttribute('stroke-width'),
    })),
  );
  expect(paths).toEqual(file.features.map((f) => ({ stroke: f.properties.color, fillOpacity: '0.3', weight: '2' })));
});

test('tiles failing to load leave the page working', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));
  let aborted = 0;
  await page.route(/basemaps\.cartocdn\.com/, (route) => {
    aborted += 1;
    return route.abort('failed');
  });
  // The community entries come after the sign-in code has said who is there: wait for them too.
  const mapData = page.waitForResponse((response) => new URL(response.url()).pathname === api.mapData.list.path);
  await openMap(page);
  await mapData;
  // The tiles are asked for once the view is fitted, which can come after the entries.
  await expect.poll(() => aborted).toBeGreaterThan(0);
  await expect(page.getByText('The background map could not be loaded')).toBeVisible();

  // Still usable: filter, zoom, popups.
  const drawn = async () => Number(await page.locator('.leaflet-container').getAttribute(PINS_DRAWN_ATTRIBUTE));
  // Every pin is drawn once the count holds still (the entries' pins join the sheet's).
  let before = -1;
  await expect.poll(async () => before === (before = await drawn()), { intervals: [300] }).toBe(true);
  await page.getByRole('checkbox', { name: 'City Hall' }).uncheck();
  await expect.poll(drawn).toBeLessThan(before);
  const zoom = viewOf(page.url()).zoom;
  await page.getByRole('button', { name: 'Zoom in', exact: true }).click();
  await expect.poll(() => viewOf(page.url()).zoom).toBe(zoom + 1);

  await openMap(page, '#13.18662,-59.64083,18');
  await page.getByRole('checkbox', { name: 'City Hall' }).check();
  // By keyboard: the pin can sit at the map's clipped edge, where a click would land on the page.
  await page.getByRole('button', { name: 'Holetown city hall #1', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('.leaflet-popup-content')).toContainText('Holetown city hall #1');
  expect(errors).toEqual([]);
});

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the map fills the width and the filter sits below it, usable by touch', async ({ page }) => {
    await openMap(page);
    const map = (await page.locator('.leaflet-container').boundingBox())!;
    const filter = (await page.getByRole('group', { name: 'Pin categories' }).boundingBox())!;
    expect(map.width).toBeGreaterThan(300);
    expect(map.x + map.width).toBeLessThanOrEqual(375);
    expect(map.height).toBeGreaterThanOrEqual(320);
    expect(filter.y).toBeGreaterThanOrEqual(map.y + map.height);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    const label = page.locator('.pin-filter label', { hasText: 'Treasure Hunt' });
    expect((await label.boundingBox())!.height).toBeGreaterThanOrEqual(40);
    await label.click();
    await expect(page.getByRole('checkbox', { name: 'Treasure Hunt' })).not.toBeChecked();
  });
});

test('the map page breaks no Content-Security-Policy rule and throws nothing', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  // Zoomed in, so single pins load their icons (png, webp, extensionless, svg) as well as clusters.
  await openMap(page, '#13.18400,-59.63700,17');
  // By keyboard: the pin can sit at the map's clipped edge, where a click would land on the page.
  // Retried: the map's first moves (its fit, its first pins) can come between the focus and Enter.
  await expect(async () => {
    await page.getByRole('button', { name: 'Holetown city hall #1', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('.leaflet-popup-content')).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
  await expect(page.locator('.leaflet-districts-pane path').first()).toBeAttached();
  expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
  expect(errors).toEqual([]);
});
