import { api, pathOf } from '@saint-james/api-contract';
import {
  clockNow,
  expectNoticeSince,
  noticeGone,
  offlineNotice,
  pageErrors,
  untilOfflineReady,
} from './support/offline';
import { expect, test, type Page, type Route } from './support/test';

// "Lie-fi": the phone has a connection (navigator.onLine stays true) and nothing gets through, as
// on a train between two masts. The service worker answers with its copies; the page must still
// say that what it shows is from before, and stop saying so once the network answers again.
// lib/networkReach.ts, docs/product.md#offline

test.use({ serviceWorkers: 'allow' });
// A first visit installs the worker (every page's code, from the Hosting emulator), and the second
// test waits out the reads' 20 s time limit.
test.describe.configure({ timeout: 90_000 });

const properties = pathOf(api.sheets.tab, { tab: 'properties' });
const shows = (page: Page) => expect(page.getByText('2,367 of 2,367 properties')).toBeVisible({ timeout: 15_000 });

/** /sheet read online once, the worker holding its copy; the times its notice may say. */
async function sheetReadOnline(page: Page) {
  const before = await clockNow(page);
  await page.goto('/sheet');
  await shows(page);
  await untilOfflineReady(page, [properties]);
  return [before, await clockNow(page)];
}

const online = (page: Page) => page.evaluate(() => navigator.onLine);

test('reads that fail with the browser online: the notice says since when; the first read that gets through ends it', async ({
  page,
  context,
}) => {
  const errors = pageErrors(page);
  const times = await sheetReadOnline(page);
  await expect(offlineNotice(page)).toHaveCount(0);

  await context.route('**/api/**', (route) => route.abort('internetdisconnected'));
  await page.reload();
  await shows(page);
  expect(await online(page)).toBe(true);
  await expectNoticeSince(page, times);

  // /sheet asks every 5 s: the worker's read behind its copy gets through, and the notice goes.
  await context.unroute('**/api/**');
  await noticeGone(page);
  await shows(page);
  expect(errors).toEqual([]);
});

test('reads that get no answer at all: after the time limit the notice says so; the answers, when they come, end it', async ({
  page,
  context,
}) => {
  const times = await sheetReadOnline(page);
  const held: Route[] = [];
  let holding = true;
  await context.route(`**${properties}`, (route) => (holding ? void held.push(route) : route.continue()));
  await page.reload();
  await shows(page);
  // The worker's read of the copy's address has had no answer: nothing yet says it will not come.
  await expect.poll(() => held.length, { timeout: 15_000 }).toBeGreaterThan(0);
  await expect(offlineNotice(page)).toHaveCount(0);

  // READ_TIME_LIMIT_MS (20 s) after the worker asked.
  await expect(offlineNotice(page)).toBeVisible({ timeout: 35_000 });
  await expectNoticeSince(page, times);
  expect(await online(page)).toBe(true);

  holding = false;
  await Promise.all(held.map((route) => route.continue()));
  await noticeGone(page);
});
