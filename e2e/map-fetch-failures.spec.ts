// /map when its data fails or is not what it should be: the page stays quiet about it (the console
// says why), and the map still opens on Saint James and works.
import { api, pathOf } from '@saint-james/api-contract';
import { expect, test, type Route } from './support/test';
import { answerMapData, drawableRows, openMap, sheetRows, viewOf, waitForPins, warmUpApi } from './map-helpers';
import { PINS_DRAWN_ATTRIBUTE } from '../web/src/features/map/model/pinsDrawn';

test.beforeAll(async ({ browserName: _browser }, testInfo) => warmUpApi(testInfo));

test('a failed map-data fetch is silent on the page and logged to the console', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await page.route(`**${api.mapData.list.path}`, (route) => route.abort('failed'));
  await openMap(page);
  const drawable = drawableRows(await sheetRows(page)).length;
  await expect(page.locator('.leaflet-container')).toHaveAttribute(PINS_DRAWN_ATTRIBUTE, String(drawable));
  expect(warnings.some((text) => text.includes('map-data pins could not be loaded'))).toBe(true);
  await expect(page.locator('.error-message')).toHaveCount(0);
  await expect(page.getByRole('checkbox', { name: 'Park' })).toBeChecked();
});

test('a map-data answer that is not an array counts as empty', async ({ page }) => {
  await page.route(`**${api.mapData.list.path}`, (route) =>
    route.fulfill({ json: { items: [{ id: 'x', name: 'Not in an array', location: '13.18,-59.63' }] } }),
  );
  await openMap(page);
  const drawable = drawableRows(await sheetRows(page)).length;
  await expect(page.locator('.leaflet-container')).toHaveAttribute(PINS_DRAWN_ATTRIBUTE, String(drawable));
  await expect(page.getByText(`${drawable} pins on the map`)).toBeVisible();
});

test("a failed sheet fetch is silent: 'No categories', and the map still opens on Saint James and works", async ({
  page,
}) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await page.route(`**${pathOf(api.sheets.tab, { tab: 'map' })}`, (route) =>
    route.fulfill({ status: 503, json: { error: 'The spreadsheet service is not answering' } }),
  );
  // With community entries their category would be listed: none here.
  await answerMapData(page);
  await page.goto('/map');
  await expect(page.getByRole('group', { name: 'Pin categories' })).toContainText('No categories');
  // With no pins to fit, the districts are: the still picture shows the city, not the world.
  await expect(page.locator('.still-map-tile').first()).toHaveAttribute('src', /\/1[1-6]\//);
  await waitForPins(page);
  expect(warnings.some((text) => text.includes('sheet pins could not be loaded'))).toBe(true);
  await expect(page.getByText('spreadsheet service is not answering')).toHaveCount(0);
  await expect.poll(() => viewOf(page.url()).zoom).toBeGreaterThanOrEqual(11);
  const opened = viewOf(page.url());
  expect(opened.lat).toBeCloseTo(13.19, 1);
  expect(opened.lng).toBeCloseTo(-59.63, 1);
  await page.getByRole('button', { name: 'Zoom in', exact: true }).click();
  await expect.poll(() => viewOf(page.url()).zoom).toBe(opened.zoom + 1);
});

test('pins that failed to load come by themselves once the server answers again (no reload)', async ({ page }) => {
  await page.clock.install();
  const sheetPath = `**${pathOf(api.sheets.tab, { tab: 'map' })}`;
  let hang = false;
  const unanswered: Route[] = [];
  const fail = (route: Route) => route.fulfill({ status: 503, json: { error: 'Not answering' } });
  // Failed at once; then, the server still down, not answered for a while.
  const down = (route: Route) => (hang ? void unanswered.push(route) : fail(route));
  await page.route(sheetPath, down);
  await page.route(`**${api.mapData.list.path}`, down);
  await page.goto('/map');
  await expect(page.getByRole('group', { name: 'Pin categories' })).toContainText('No categories');
  await expect(page.getByText('0 pins on the map')).toBeVisible();

  // While it asks again, the page stays as it was: no 'Loading pins...' every 10 s.
  hang = true;
  await page.clock.fastForward(11_000);
  await expect.poll(() => unanswered.length).toBe(2);
  await expect(page.getByText('0 pins on the map')).toBeVisible();
  await expect(page.getByText('Loading pins...')).toHaveCount(0);
  await expect(page.getByRole('group', { name: 'Pin categories' })).toContainText('No categories');
  // That try fails too.
  await Promise.all(unanswered.map(fail));

  await page.unroute(sheetPath);
  await page.unroute(`**${api.mapData.list.path}`);
  // The map asks again every 10 s while a read of its pins has failed. Its 10 s count from when the
  // page took in the failed try, which may come after a first jump of the clock: jump until it asks,
  // and no more (a jump while the read is under way would run out its 20 s limit).
  let asked = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === pathOf(api.sheets.tab, { tab: 'map' })) asked += 1;
  });
  const askedAfterJump = async () => {
    if (asked === 0) await page.clock.fastForward(11_000);
    return asked;
  };
  await expect.poll(askedAfterJump, { timeout: 15_000 }).toBeGreaterThan(0);
  // (Other tests' community entries may add categories of their own: the sheet's are there.)
  await expect(page.getByRole('checkbox', { name: 'Park' }).first()).toBeVisible();
  await expect(page.getByText('0 pins on the map')).toHaveCount(0);
  await waitForPins(page);
});
