// The map page's pins: categories and the filter, popups, icons, the server's map data.
import { api } from '@saint-james/api-contract';
import { expect, test } from './support/test';
import {
  answerMapData,
  drawableRows,
  openMap,
  pinsInView,
  seedMapData,
  sheetRows,
  uniqueId,
  waitForPins,
  warmUpApi,
} from './map-helpers';
import { PINS_DRAWN_ATTRIBUTE } from '../web/src/features/map/model/pinsDrawn';

test.beforeAll(async ({ browserName: _browser }, testInfo) => warmUpApi(testInfo));

// The demo workbook's '5. map' tab has these seven categories, written seven different ways.
const DEMO_CATEGORY_LABELS = [
  'City Hall',
  'Community Hub',
  'Art Gallery',
  'Park',
  'Treasure Hunt',
  'Shop Front',
  'Beach Club',
];

test('the categories are listed with prettified names, all checked at first', async ({ page }) => {
  await answerMapData(page);
  await openMap(page);
  const filter = page.getByRole('group', { name: 'Pin categories' });
  await expect(filter.getByRole('checkbox')).toHaveCount(DEMO_CATEGORY_LABELS.length);
  for (const label of DEMO_CATEGORY_LABELS) {
    await expect(filter.getByRole('checkbox', { name: label, exact: true })).toBeChecked();
  }
  // The rows without numeric coordinates are dropped: the map draws the others (and map data).
  const drawable = drawableRows(await sheetRows(page)).length;
  expect(drawable).toBeLessThan((await sheetRows(page)).length);
  // Every drawable row, and no entry (the community's are answered empty here).
  await expect
    .poll(async () => Number(await page.locator('.leaflet-container').getAttribute(PINS_DRAWN_ATTRIBUTE)))
    .toBe(drawable);
});

test('unchecking a category hides its pins, is saved, and survives a reload', async ({ page }) => {
  const parks = drawableRows(await sheetRows(page)).filter((row) => row[3].trim().toLowerCase() === 'park').length;
  expect(parks).toBeGreaterThan(0);
  await answerMapData(page);
  await openMap(page);
  const before = await pinsInView(page);
  const park = page.getByRole('checkbox', { name: 'Park', exact: true });

  await park.uncheck();
  await expect.poll(() => pinsInView(page)).toBe(before - parks);
  const stored = JSON.parse((await page.evaluate(() => localStorage.getItem('pinCategories'))) ?? 'null');
  expect(stored).toHaveLength(DEMO_CATEGORY_LABELS.length - 1);
  expect(stored).not.toContain('park');

  await page.reload();
  await waitForPins(page);
  await expect(park).not.toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Beach Club' })).toBeChecked();
  await expect.poll(() => pinsInView(page)).toBe(before - parks);

  await park.check();
  await expect.poll(() => pinsInView(page)).toBe(before);
});

test('a stored selection is where the page starts; corrupt or empty stored JSON is ignored', async ({ page }) => {
  // Fresh pages of the same context below: the route is the context's.
  await answerMapData(page.context());
  await page.addInitScript(() => localStorage.setItem('pinCategories', '["park","beach_club"]'));
  await openMap(page);
  const filter = page.getByRole('group', { name: 'Pin categories' });
  await expect(filter.getByRole('checkbox', { checked: true })).toHaveCount(2);
  await expect(filter.getByRole('checkbox', { name: 'Park' })).toBeChecked();
  await expect(filter.getByRole('checkbox', { name: 'City Hall' })).not.toBeChecked();

  for (const stored of ['{"park": tru', '[]']) {
    await page.evaluate((value) => localStorage.setItem('pinCategories', value), stored);
    // addInitScript would set it back on reload: open in a fresh page of the same context.
    const fresh = await page.context().newPage();
    await fresh.addInitScript((value) => localStorage.setItem('pinCategories', value), stored);
    await openMap(fresh);
    await expect(
      fresh.getByRole('group', { name: 'Pin categories' }).getByRole('checkbox', { checked: true }),
    ).toHaveCount(DEMO_CATEGORY_LABELS.length);
    await fresh.close();
  }
});

test("a sheet pin opens a popup with its name; icons picked from the site's own files, without asking", async ({
  page,
}) => {
  const iconRequests: string[] = [];
  const warnings: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.includes('-pin')) iconRequests.push(`${request.method()} ${pathname}`);
  });
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  // Every picture a pin marker wears, as the page puts it there.
  await page.addInitScript(() => {
    const worn: string[] = [];
    Object.assign(window, { __pinPictures: worn });
    new MutationObserver(() => {
      for (const img of document.querySelectorAll<HTMLImageElement>('.leaflet-marker-pane img.map-pin'))
        worn.push(`${img.alt} ${img.getAttribute('src')}`);
    }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['src'] });
  });
  // Zoomed in on Holetown: its pins are far enough apart not to cluster.
  await openMap(page, '#13.18400,-59.63700,17');
  const cityHall = page.getByRole('button', { name: 'Holetown city hall #1', exact: true });
  // By keyboard: the pin can sit at the map's clipped edge, where a click would land on the page.
  const popup = page.locator('.leaflet-popup-content');
  // Retried: the map's first moves (its fit, its first pins) can come between the focus and Enter.
  await expect(async () => {
    await cityHall.focus();
    await page.keyboard.press('Enter');
    await expect(popup.locator('.pin-popup-name')).toHaveText('Holetown city hall #1', { timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
  await expect(popup).toContainText('City Hall');

  // .png first, then .webp, then no extension; a category without its own image gets the placeholder.
  await expect(cityHall).toHaveAttribute('src', '/pins/city-hall-pin.png');
  // (Pins out of the view are not in the page: the others are read off the legend below.)
  // The icon's own size (Leaflet's iconSize), not its rendered box: the popup's auto-pan can leave
  // the map pane mid-transform, which made the box measure 160.00001 px now and then.
  await expect(cityHall).toHaveCSS('width', '160px');
  await expect(cityHall).toHaveCSS('height', '160px');
  // The legend shows the same icons.
  const legendIcon = (name: string) =>
    page
      .getByRole('group', { name: 'Pin categories' })
      .locator('label', { hasText: name })
      // Not a community type of the same name ("Community · Park") another spec's entry may bring.
      .filter({ hasNotText: 'Community' })
      .locator('img');
  await expect(legendIcon('Park')).toHaveAttribute('src', '/pins/park-pin.webp');
  await expect(legendIcon('Treasure Hunt')).toHaveAttribute('src', '/pins/placeholder.svg');
  await expect(legendIcon('Beach Club')).toHaveAttribute('src', '/pins/beach_club-pin');
  const fallbacks = warnings.filter((text) => text.includes('No pin icon for category'));
  expect(fallbacks.filter((text) => text.includes("'treasure-hunt'"))).toHaveLength(1);
  expect(fallbacks).toHaveLength(3); // community_hub, treasure-hunt, shop_front

  // The build listed the files: no look-up at all, only the images worn, and each pin drew with
  // its icon from the start (never the placeholder first, then a redraw).
  expect(iconRequests.filter((request) => !request.startsWith('GET '))).toEqual([]);
  expect(iconRequests.some((request) => request.includes('treasure-hunt'))).toBe(false);
  const worn = await page.evaluate(() => (window as unknown as { __pinPictures: string[] }).__pinPictures);
  const cityHallWorn = new Set(worn.filter((entry) => entry.startsWith('Holetown city hall #1 ')));
  expect([...cityHallWorn]).toEqual(['Holetown city hall #1 /pins/city-hall-pin.png']);
});

test('pin icons that cannot be loaded are drawn as the placeholder, never as broken images', async ({ page }) => {
  await answerMapData(page);
  await page.route(/\/pins\/[^/]*-pin[^/]*$/, (route) => route.abort('failed'));
  const pinImages = page.locator('img.still-map-marker, img.leaflet-marker-icon, img.pin-filter-icon');
  // How many of the pins' images are drawn, and how many show nothing (a broken image).
  const drawn = () =>
    pinImages.evaluateAll((images) =>
      (images as HTMLImageElement[]).map((image) => (image.complete && image.naturalWidth > 0 ? 'drawn' : 'not')),
    );
  await page.goto('/map#13.18400,-59.63700,17');
  await expect(page.locator('img.still-map-marker').first()).toBeVisible();
  await expect.poll(async () => (await drawn()).filter((state) => state === 'not')).toEqual([]);
  await waitForPins(page);
  await expect(page.locator('img.leaflet-marker-icon').first()).toBeVisible();
  await expect.poll(async () => (await drawn()).filter((state) => state === 'not')).toEqual([]);
  const cityHall = page.getByRole('button', { name: 'Holetown city hall #1', exact: true });
  await expect(cityHall).toHaveAttribute('src', /^data:image\/svg\+xml,/);
});

test.describe('server pins', () => {
  const htmlName = '<img src=x onerror="window.__mapXss=1"><b>Bold claim</b>';
  let cleanups: Array<() => Promise<void>> = [];

  test.afterEach(async () => {
    await Promise.all(cleanups.map((cleanup) => cleanup()));
    cleanups = [];
  });

  test("popups show the name as text, and 'Untitled' for an entry without one", async ({ page }) => {
    // Far out at sea, away from the Saint James pins, so they stand alone.
    cleanups.push(await seedMapData(uniqueId('map-html'), { name: htmlName, location: '13.9,-60.9' }));
    cleanups.push(await seedMapData(uniqueId('map-untitled'), { location: '13.95 , -60.95' }));

    await openMap(page, '#13.90000,-60.90000,16');
    const htmlPin = page.getByRole('button', { name: htmlName, exact: true });
    await htmlPin.click();
    const popup = page.locator('.leaflet-popup-content');
    await expect(popup.locator('.pin-popup-name')).toHaveText(htmlName);
    await expect(popup.locator('img, b')).toHaveCount(0);
    expect(await page.evaluate(() => (window as { __mapXss?: number }).__mapXss)).toBeUndefined();
    await expect(htmlPin).toHaveAttribute('src', '/pins/map-entry.svg');

    await page.evaluate(() => {
      window.location.hash = '#13.95000,-60.95000,16';
    });
    await page.getByRole('button', { name: 'Untitled', exact: true }).click();
    // The previous popup fades out for a moment before Leaflet removes it.
    await expect(page.locator('.leaflet-popup-content .pin-popup-name')).toHaveText(['Untitled']);
  });

  // A member's map asks as a visitor does (the public answer, kept for offline); the admin's with
  // the token (an entry just saved shows at once).
  for (const [who, token] of [
    ['member', undefined],
    ['admin', expect.stringMatching(/^Bearer .{20,}/)],
  ] as const) {
    test.describe(`signed in as the ${who}`, () => {
      test.use({ signedInAs: who });

      test(`the request ${token ? 'carries' : 'goes without'} the ID token`, async ({ page }) => {
        const request = page.waitForRequest((r) => new URL(r.url()).pathname === api.mapData.list.path);
        await page.goto('/map');
        expect((await request).headers()['authorization']).toEqual(token);
        await waitForPins(page);
      });
    });
  }
});
