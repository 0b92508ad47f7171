// The map as players use it: the legend and its All and None, search by name to a popup, cluster
// names, and the keyboard's way past the map (the district labels: map-district-labels.spec.ts).
import type { Page } from '@playwright/test';
import { api } from '@saint-james/api-contract';
import { expect, test } from './support/test';
import {
  answerMapData,
  drawableRows,
  openMap,
  pinsInView,
  reachForMap,
  sheetRows,
  viewOf,
  waitForPins,
  warmUpApi,
} from './map-helpers';

test.beforeAll(async ({ browserName: _browser }, testInfo) => warmUpApi(testInfo));

/** Two community entries, one in Holetown, one out at sea. */
const ENTRIES = [
  {
    id: 'jetty',
    name: 'Holetown Jetty',
    location: '13.1866,-59.6410',
    description: '',
    type: 'landmark',
    status: 'active',
  },
  { id: 'buoy', name: 'Lonely Buoy', location: '13.5,-60.5', description: '', type: 'landmark', status: 'active' },
];

const withEntries = (page: Page, entries: unknown[] = ENTRIES) => answerMapData(page, entries);

const filter = (page: Page) => page.getByRole('group', { name: 'Pin categories' });

test('the legend: each category with its icon, the community entries by their type', async ({ page }) => {
  await withEntries(page);
  await openMap(page);
  const community = filter(page).getByRole('checkbox', { name: 'Community · Landmark', exact: true });
  await expect(community).toBeChecked();
  const icon = (name: string) => filter(page).locator('label', { hasText: name }).locator('img');
  await expect(icon('Community · Landmark')).toHaveAttribute('src', '/pins/map-entry.svg');
  await expect(icon('City Hall')).toHaveAttribute('src', '/pins/city-hall-pin.png');
  await expect(icon('Beach Club')).toHaveAttribute('src', '/pins/beach_club-pin');
  // The icon is a picture beside the name: the checkbox is named by the name alone.
  await expect(icon('City Hall')).toHaveAttribute('alt', '');

  // Unchecking the community's category hides its pins (the buoy stands alone out at sea).
  await page.evaluate(() => (window.location.hash = '#13.50000,-60.50000,12'));
  const buoy = page.getByRole('button', { name: 'Lonely Buoy', exact: true });
  await expect(buoy).toBeVisible();
  await community.uncheck();
  await expect(buoy).toHaveCount(0);
  await community.check();
  await expect(buoy).toBeVisible();
});

test('All and None check every category or none; the count beside the map follows', async ({ page }) => {
  await withEntries(page, []);
  await openMap(page);
  const drawable = drawableRows(await sheetRows(page)).length;
  const count = page.locator('.map-side').getByRole('status');
  await expect(count).toHaveText(`${drawable} pins on the map`);

  await filter(page).getByRole('button', { name: 'None' }).click();
  await expect(filter(page).getByRole('checkbox', { checked: true })).toHaveCount(0);
  await expect(count).toHaveText('0 pins on the map');
  await expect.poll(() => pinsInView(page)).toBe(0);

  await filter(page).getByRole('button', { name: 'All' }).click();
  await expect(filter(page).getByRole('checkbox', { checked: false })).toHaveCount(0);
  await expect(count).toHaveText(`${drawable} pins on the map`);
  await expect.poll(() => pinsInView(page)).toBe(drawable);

  // At desktop width the count sits beside the map, at its top.
  const map = await page.locator('.map-frame').boundingBox();
  const status = await count.boundingBox();
  expect(status!.x).toBeGreaterThanOrEqual(map!.x + map!.width);
  expect(status!.y).toBeLessThan(map!.y + 80);
});

test('search finds pins of the sheet and the community by name, by keyboard, and flies to the popup', async ({
  page,
}) => {
  await withEntries(page);
  await openMap(page);
  const search = page.getByRole('combobox', { name: 'Find a place' });
  await search.fill('holetown');
  const options = page.getByRole('listbox', { name: 'Places' }).getByRole('option');
  await expect(options.first()).toBeVisible();
  // Both sources, the typed part marked.
  await expect(options.filter({ hasText: 'Holetown Jetty' })).toContainText('Community · Landmark');
  await expect(options.filter({ hasText: 'Holetown city hall #1' })).toContainText('City Hall');
  await expect(options.first().locator('mark')).toHaveText(/holetown/i);

  // Arrow down to the city hall, Enter: the map flies there and opens its popup.
  const names = await options.allTextContents();
  const target = names.findIndex((text) => text.startsWith('Holetown city hall #1'));
  for (let i = 0; i <= target; i++) await search.press('ArrowDown');
  await expect(search).toHaveAttribute('aria-activedescendant', /.+/);
  await search.press('Enter');
  await expect(page.locator('.leaflet-popup-content .pin-popup-name')).toHaveText(['Holetown city hall #1']);
  await expect(page.getByRole('status').filter({ hasText: 'Showing Holetown city hall #1 on the map' })).toBeVisible();
  // The view in the hash follows: zoomed in on the pin.
  await expect.poll(() => viewOf(page.url()).zoom).toBeGreaterThanOrEqual(15);
  const pin = page.getByRole('button', { name: 'Holetown city hall #1', exact: true });
  await expect(pin).toBeInViewport();

  // A pin whose category is unchecked is shown again when picked by name.
  await filter(page).getByRole('checkbox', { name: 'Community · Landmark' }).uncheck();
  // Enter with nothing highlighted takes the only match.
  await search.fill('lonely');
  await search.press('Enter');
  // Popups that close fade out for a moment: in the end, one popup, the buoy's.
  await expect(page.locator('.leaflet-popup-content .pin-popup-name')).toHaveText(['Lonely Buoy']);
  await expect(filter(page).getByRole('checkbox', { name: 'Community · Landmark' })).toBeChecked();
  await expect.poll(() => viewOf(page.url()).lat).toBeCloseTo(13.5, 2);

  await search.fill('no such place anywhere');
  await expect(page.getByText('No place has that name')).toBeVisible();
});

test('clusters are buttons named by their count, and Enter on one zooms in', async ({ page }) => {
  await withEntries(page, []);
  await openMap(page);
  const clusters = page.locator('.leaflet-marker-pane .marker-cluster');
  await expect(clusters.first()).toBeVisible();
  const names = await clusters.evaluateAll((els) => els.map((el) => [el.getAttribute('aria-label'), el.textContent]));
  for (const [name, count] of names) expect(name).toBe(`${count} pins, zoom in`);
  const button = page.getByRole('button', { name: /^\d+ pins, zoom in$/ }).first();
  const zoom = viewOf(page.url()).zoom;
  await button.focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => viewOf(page.url()).zoom).toBeGreaterThan(zoom);
  // The button has gone with the cluster: the keyboard is left on the map, not on the page's body.
  await expect(page.locator('.leaflet-container')).toBeFocused();
});

test('the keyboard stays on its cluster while the pins are drawn again (another language)', async ({ page }) => {
  await withEntries(page, []);
  await openMap(page);
  const cluster = page.getByRole('button', { name: /^\d+ pins, zoom in$/ }).first();
  const count = Number((await cluster.getAttribute('aria-label'))!.split(' ')[0]);
  await cluster.focus();
  // The language switched without taking the keyboard away (as a script or an assistive tool may):
  // every marker is made again, in French.
  await page
    .getByRole('button', { name: 'Lire le site en français' })
    .evaluate((button) => (button as HTMLElement).click());
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  const focused = page.locator('.leaflet-marker-pane .marker-cluster:focus');
  await expect(focused).toHaveAttribute('aria-label', `${count} repères, zoomer`);
  const zoom = viewOf(page.url()).zoom;
  await page.keyboard.press('Enter');
  await expect.poll(() => viewOf(page.url()).zoom).toBeGreaterThan(zoom);
});

test("the community's entries joining the sheet's pins keep a pin's marker in place: the keyboard stays on it", async ({
  page,
}) => {
  // The map data held: the sheet's pins are drawn first, then redrawn with the community's
  // entries (new pins, a new category and its icon). Only the one out at sea: the jetty would join
  // the city hall in a cluster at this zoom.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**${api.mapData.list.path}`, async (route) => {
    await held;
    await route.fulfill({ json: ENTRIES.filter((entry) => entry.id === 'buoy') });
  });
  await page.goto('/map#13.18400,-59.63700,17');
  await reachForMap(page);
  const cityHall = page.getByRole('button', { name: 'Holetown city hall #1', exact: true });
  // The sheet through the functions emulator: as long as waitForPins allows.
  await expect(cityHall).toHaveAttribute('src', '/pins/city-hall-pin.png', { timeout: 10_000 });
  await cityHall.focus();
  const marker = await cityHall.elementHandle();
  release();
  // Drawn again with both sources (the map says so once it has every pin), the legend with the new type.
  await waitForPins(page);
  await expect(filter(page).getByRole('checkbox', { name: 'Community · Landmark', exact: true })).toBeVisible();
  // The same element, still in the page and still focused: Enter opens its popup.
  expect(await marker?.evaluate((element) => element.isConnected && document.activeElement === element)).toBe(true);
  await page.keyboard.press('Enter');
  await expect(page.locator('.leaflet-popup-content .pin-popup-name')).toHaveText('Holetown city hall #1');
});

test('"Skip the map" leads from the search straight to the filter, past every cluster', async ({ page }) => {
  await withEntries(page, []);
  await openMap(page);
  await page.getByRole('combobox', { name: 'Find a place' }).focus();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip the map' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(filter(page).getByRole('heading', { name: 'Pin categories' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(filter(page).getByRole('button', { name: 'All' })).toBeFocused();
  // The hash still holds the view, not the link's target.
  expect(viewOf(page.url()).zoom).toBeGreaterThan(2);
  await waitForPins(page);
});
