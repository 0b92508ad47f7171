import { api, pathOf, type SheetTab } from '@saint-james/api-contract';
import { demoTab } from './support/sheets';
import { axeViolations } from './support/axe';
import {
  BACK_ONLINE_MS,
  clockNow,
  expectNoticeSince,
  nextRead,
  noticeGone,
  offlineNotice,
  pageErrors,
  untilOfflineReady,
} from './support/offline';
import { expect, test, type Page } from './support/test';
import { reachForMap } from './map-helpers';

// The site after one online visit, with the network gone (context.setOffline): the service worker
// opens each page with the last data, the page says it is offline and since when, and back online
// it asks again by itself. docs/product.md#offline

test.use({ serviceWorkers: 'allow' });
// Slow by design: a first visit installs the worker, which downloads every page's code (about 1 MB
// from the Hosting emulator) before the page can go offline; that alone takes 5-10 s on 2 busy cores.
test.describe.configure({ timeout: 90_000 });

/** Where the page reads a tab of the workbook. */
const tabPath = (tab: SheetTab) => pathOf(api.sheets.tab, { tab });
const properties = demoTab('properties');
const address = properties[7][4];
const tier = properties[7][8];

interface OfflinePage {
  path: string;
  /** What the page read from the api (held by the worker for offline). */
  data: string[];
  /** What says the page shows its content (and its data). */
  shows: (page: Page) => Promise<void>;
}

const PAGES: OfflinePage[] = [
  {
    path: '/',
    data: [],
    shows: (page) => expect(page.getByText('Welcome to the community dashboard.', { exact: false })).toBeVisible(),
  },
  {
    path: '/sheet',
    data: [tabPath('properties')],
    shows: (page) => expect(page.getByText('2,367 of 2,367 properties')).toBeVisible({ timeout: 15_000 }),
  },
  {
    path: '/map',
    data: [tabPath('map'), api.mapData.list.path],
    shows: async (page) => {
      // Leaflet's map (its code from the worker offline), without the still picture's quiet wait.
      await reachForMap(page);
      await expect(page.locator('.leaflet-container[data-pins-drawn]')).not.toHaveAttribute('data-pins-drawn', '0', {
        timeout: 15_000,
      });
      await expect(page.locator('.district-label').first()).toBeAttached();
    },
  },
  {
    path: `/city-hall?address=${encodeURIComponent(address)}`,
    data: [tabPath('properties')],
    shows: (page) => expect(page.getByText(`Tier: ${tier}`, { exact: true })).toBeVisible({ timeout: 15_000 }),
  },
  {
    path: '/urbanism',
    data: [tabPath('colours')],
    shows: (page) =>
      expect(page.getByRole('table', { name: 'Colour scheme' }).locator('tbody tr').first()).toBeVisible({
        timeout: 15_000,
      }),
  },
  {
    path: '/activity',
    data: [api.pages.list.path],
    shows: (page) => expect(page.getByRole('link', { name: 'Page 8', exact: true })).toBeVisible(),
  },
  {
    // A page never written (no test writes page 8): its placeholder comes with the api's answer,
    // so offline it shows only from the worker's copy of that answer.
    path: '/activity/page8',
    data: [pathOf(api.pages.get, { n: '8' })],
    shows: (page) => expect(page.getByText('Placeholder content for page 8')).toBeVisible(),
  },
];

for (const { path, data, shows } of PAGES) {
  test(`${path.split('?')[0]} opens offline after one online visit, says since when, and refreshes by itself online`, async ({
    page,
    context,
  }) => {
    const errors = pageErrors(page);
    // Read before the page opens (on its blank page): the data can be read before goto returns.
    const before = await clockNow(page);
    await page.goto(path);
    await shows(page);
    await expect(offlineNotice(page)).toHaveCount(0);
    await untilOfflineReady(page, data);
    const after = await clockNow(page);

    await context.setOffline(true);
    await page.reload();
    await shows(page);
    if (data.length > 0) await expectNoticeSince(page, [before, after]);
    else
      await expect(offlineNotice(page)).toHaveText(
        'Offline Signing in, saving and linking an account need the network.',
      );

    const refreshed = data.map((address) => nextRead(page, address));
    await context.setOffline(false);
    await Promise.all(refreshed);
    await noticeGone(page);
    await shows(page);
    expect(errors).toEqual([]);
  });
}

test.describe('signed in as a member', () => {
  test.use({ signedInAs: 'member' });

  test("/map offline keeps the community's entries, as a visitor's map does", async ({ page, context }) => {
    const drawn = page.locator('.leaflet-container[data-pins-drawn]');
    await page.goto('/map');
    await reachForMap(page);
    await expect(drawn).toHaveCount(1, { timeout: 15_000 });
    const online = Number(await drawn.getAttribute('data-pins-drawn'));
    await untilOfflineReady(page, [tabPath('map'), api.mapData.list.path]);

    await context.setOffline(true);
    await page.reload();
    await reachForMap(page);
    await expect(drawn).toHaveCount(1, { timeout: 15_000 });
    // The sheet's pins and the community's entries, not the sheet's alone.
    expect(Number(await drawn.getAttribute('data-pins-drawn'))).toBe(online);
    expect(online).toBeGreaterThan(demoTab('map').length - 1);
  });
});

test("/urbanism offline says the video needs the network, in the frame's place; online the frame is back", async ({
  page,
  context,
}) => {
  await page.goto('/urbanism');
  const frame = page.locator('.urbanism-video iframe');
  await expect(frame).toHaveCount(1);
  await untilOfflineReady(page, [tabPath('colours')]);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText('The Urban Development video needs the network.')).toBeVisible();
  await expect(frame).toHaveCount(0);
  await context.setOffline(false);
  await expect(frame).toHaveCount(1, { timeout: BACK_ONLINE_MS });
});

test('the worker keeps its own copy of what the page read before it took the page: the page reads its data once', async ({
  page,
  context,
}) => {
  const data = [tabPath('map'), api.mapData.list.path];
  const reads = { page: [] as string[], worker: [] as string[] };
  context.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (data.includes(path)) (request.serviceWorker() ? reads.worker : reads.page).push(path);
  });
  await page.goto('/map');
  await untilOfflineReady(page, data);
  expect(reads.page.sort()).toEqual([...data].sort());
  expect([...new Set(reads.worker)].sort()).toEqual([...data].sort());
});

test("online with the api failing, the worker's copy shows and 'checked' stays where the server last answered", async ({
  page,
  context,
}) => {
  await page.goto('/sheet');
  await expect(page.getByText('2,367 of 2,367 properties')).toBeVisible({ timeout: 15_000 });
  await untilOfflineReady(page, [tabPath('properties')]);
  let failed = 0;
  await context.route(`**${tabPath('properties')}`, (route) => {
    failed += 1;
    return route.fulfill({ status: 500, json: { error: { code: 'internal', message: 'The api failed.' } } });
  });
  await page.reload();
  // The worker heard the server last before this moment (a read under way as the route came in
  // may have been answered after it: the next one is not).
  await expect.poll(() => failed, { timeout: 15_000 }).toBeGreaterThan(0);
  const failingSince = await page.evaluate(() => Date.now());
  await expect(page.getByText('2,367 of 2,367 properties')).toBeVisible({ timeout: 15_000 });
  // (It once said "checked" at each read the worker answered with its copy, as if the server had.)
  const checked = page.locator('.sheet-checked time');
  await expect
    .poll(async () => Date.parse((await checked.getAttribute('datetime')) ?? ''), { timeout: 10_000 })
    .toBeLessThanOrEqual(failingSince);
  await expect(offlineNotice(page)).toHaveCount(0);
});

test('the notice is in French for a French reader, and axe finds nothing on an offline page', async ({
  page,
  context,
}) => {
  await page.addInitScript(() => localStorage.setItem('sj-locale', 'fr'));
  const rows = page.getByText(/^2\s367 sur 2\s367 propriétés$/);
  await page.goto('/sheet');
  await expect(rows).toBeVisible({ timeout: 15_000 });
  await untilOfflineReady(page, [tabPath('properties')]);
  await context.setOffline(true);
  await page.reload();
  await expect(rows).toBeVisible({ timeout: 15_000 });
  await expect(offlineNotice(page)).toHaveText(
    /^Hors ligne — données de \d\d:\d\d La connexion, les enregistrements et la liaison d’un compte ont besoin du réseau\.$/,
  );
  expect(await axeViolations(page)).toEqual([]);
});

test('a page never visited online says it cannot load, and the offline notice, with no time', async ({
  page,
  context,
}) => {
  await page.goto('/activity');
  await untilOfflineReady(page);
  await context.setOffline(true);
  // /urbanism's code is in the worker (every page's code is), its data is not.
  await page.goto('/urbanism');
  await expect(page.getByRole('alert')).toHaveText('Network error. Please try again.');
  await expect(offlineNotice(page)).toHaveText('Offline Signing in, saving and linking an account need the network.');
});
