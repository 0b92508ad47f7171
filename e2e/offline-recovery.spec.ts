// After an offline failure the page tries again by itself when the network returns (issue 25):
// a page whose code could not load, and a page whose data could not.
import { api, pathOf } from '@saint-james/api-contract';
import { expect, test } from './support/test';
import { rowOf } from './admin-helpers';
import { warmUpApi } from './map-helpers';
import { untilOfflineReady } from './support/offline';
import { mapOrHeld, reloadHeldMap } from './support/heldCode';

const CONTACT_CODE = /\/assets\/ContactPage-[^/]+\.js$/;

test('a page whose code failed offline loads when the network returns, without a click', async ({ page, context }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Saint James', level: 1 })).toBeVisible();
  // Offline; the code of /contact is not in this tab yet (nor in a service worker).
  await page.route(CONTACT_CODE, (route) => route.abort('internetdisconnected'));
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('link', { name: 'Contact' }).click();
  await expect(page.getByRole('heading', { name: 'This page could not be loaded' })).toBeVisible();
  // No Reload to press offline: it would open the browser's own offline page instead of the site.
  await expect(page.getByText('You are offline: it will load by itself when the network is back.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reload the page' })).toHaveCount(0);

  await page.unroute(CONTACT_CODE);
  await context.setOffline(false);
  await expect(page.getByRole('heading', { name: 'Contact Us' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'This page could not be loaded' })).toHaveCount(0);
});

test.describe('the service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('a service worker that could not start as the network dropped starts when it returns', async ({
    page,
    context,
  }) => {
    // The network drops as the page, loaded, registers the worker: its script cannot be read (a
    // request of the browser's, not the page's: routed on the context).
    const workerScript = /\/sw\.js$/;
    await context.route(workerScript, (route) => route.abort('internetdisconnected'));
    const failed = page.waitForEvent('console', (message) => message.text().includes('could not start'));
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Saint James', level: 1 })).toBeVisible();
    await failed;
    await context.unroute(workerScript);
    expect(await page.evaluate(() => navigator.serviceWorker.getRegistration().then(Boolean))).toBe(false);

    await context.setOffline(true);
    await context.setOffline(false);
    // Registered and in control: from here the tab opens offline (offline-pages.spec.ts).
    await untilOfflineReady(page);
  });
});

test('a sheet that failed offline is read again when the network returns, without a click', async ({
  page,
  context,
}) => {
  const tab = `**${pathOf(api.sheets.tab, { tab: 'properties' })}`;
  // The network drops as the page asks for its data (its code is there: no worker, no copy).
  await page.route(tab, (route) => route.abort('internetdisconnected'));
  await page.goto('/sheet');
  await expect(page.getByText('Network error. Please try again.')).toBeVisible({ timeout: 15_000 });
  await context.setOffline(true);
  await page.unroute(tab);

  await context.setOffline(false);
  await expect(page.getByText('2,367 of 2,367 properties')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('Network error. Please try again.')).toHaveCount(0);
});

test.describe('the admin', () => {
  test.use({ signedInAs: 'admin' });
  // The first call to the api function starts it in the Functions emulator: once, before the test
  // (its 7 s wait for the map's message is not for a cold start).
  test.beforeAll(async ({ browserName: _browser }, testInfo) => warmUpApi(testInfo));

  test("a map whose code could not load says so in the map's place; the table and an unsaved edit stay, Retry brings the map", async ({
    page,
  }) => {
    // The network drops before Leaflet's chunk arrives (it loads after the admin page's own code).
    const leaflet = /\/assets\/leaflet-[^/]+\.js$/;
    await page.route(leaflet, (route) => route.abort('internetdisconnected'));
    await page.goto('/admin/dashboard');
    const mapPlace = page.getByRole('region', { name: 'Map of the entries' });
    await expect(mapPlace.getByRole('alert')).toHaveText(
      'The map could not be loaded. It will try again when the network is back.',
    );
    const row = rowOf(page, 'holetown-monument');
    const description = row.getByRole('textbox', { name: 'Description', exact: true });
    await description.fill('typed while the map failed');
    await expect(page.getByRole('heading', { name: 'This page could not be loaded' })).toHaveCount(0);

    await page.unroute(leaflet);
    await mapPlace.getByRole('button', { name: 'Retry' }).click();
    // A browser that keeps the failed load (support/heldCode.ts) says a reload loads the map: the
    // edit stays until the admin chooses to.
    const map = mapPlace.locator('.leaflet-container');
    const answer = await mapOrHeld(mapPlace, map);
    await expect(description).toHaveValue('typed while the map failed');
    if (answer === 'held') await reloadHeldMap(page, mapPlace);
    await expect(map).toBeVisible();
    await expect(mapPlace.getByRole('alert')).toHaveCount(0);
  });
});
