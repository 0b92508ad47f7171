import { expect, test, type Page } from './support/test';
import { pauseClock, stepUntil } from './support/pausedClock';
import { demoTab, gate, openWithFrozenClock, warmUpSheetsApi } from './support/sheets';

// /sheet's refreshes, against the demo workbook the emulator serves (2,367 properties): what the
// reader keeps through one, and what they cost on the wire. The explorer itself: sheets-explorer.spec.ts.

const rows = demoTab('properties').slice(1);
const TOTAL = rows.length.toLocaleString('en');

const table = (page: Page) => page.getByRole('table', { name: 'Google Sheet Data' });
const drawnRows = (page: Page) => table(page).locator('.explorer-body [role="row"]');
const count = (page: Page) => page.locator('.explorer-count');
const hoodFilter = (page: Page) => page.getByRole('combobox', { name: 'Neighbourhood' });
const header = (page: Page, name: RegExp) => table(page).getByRole('columnheader', { name });

test.beforeAll(async ({ request }) => {
  test.setTimeout(40_000);
  await warmUpSheetsApi(request);
});

test('a refresh keeps the scroll position, the filters and the focus', async ({ page }) => {
  const hold = gate();
  /** The address of a row in sight once scrolled: the refresh changes its tier. */
  let inSight = '';
  const calls = await openWithFrozenClock(page, '/sheet?neighborhood=Holetown', 'properties', async (route, call) => {
    if (call !== 2) return route.continue();
    await hold.opened;
    const response = await route.fetch();
    const body = (await response.json()) as { values: string[][]; fetchedAt: string };
    const index = body.values.findIndex((row) => row[4] === inSight);
    body.values[index] = [...body.values[index]];
    body.values[index][8] = '9';
    // Changed rows come with a new fetchedAt, as the api gives them (functions/src/sheets/sheetCache.ts).
    body.fetchedAt = new Date(Date.parse(body.fetchedAt) + 61_000).toISOString();
    await route.fulfill({ response, json: body });
  });
  const holetown = rows.filter((row) => row[2] === 'Holetown').length;
  await stepUntil(page, () => expect(count(page)).toHaveText(`${holetown} of ${TOTAL} properties`, { timeout: 250 }));

  await page.evaluate(() => window.scrollTo(0, 1500));
  await stepUntil(page, () =>
    expect(drawnRows(page).first()).not.toHaveAttribute('aria-rowindex', '2', { timeout: 250 }),
  );
  const sortButton = header(page, /^Street/).getByRole('button');
  await sortButton.focus();
  const scrollTop = await page.evaluate(() => window.scrollY);
  // Where it was put: the rows first drawn above the view took the height reserved for them
  // (measured otherwise, the library scrolled the page by the difference, here or in the refresh),
  // and focusing a column title stuck under the site's header scrolled nothing.
  expect(scrollTop).toBe(1500);
  const firstDrawn = await drawnRows(page).first().getAttribute('aria-rowindex');
  const row = drawnRows(page).nth(8);
  inSight = (await row.locator('.cell-address').textContent())!;
  const updated = page.locator('.sheet-updated > time');
  const updatedBefore = await updated.textContent();
  expect(await row.locator('.cell-tier').textContent()).not.toBe('9');

  await page.clock.runFor(5000);
  await expect.poll(() => calls.count).toBe(2);
  hold.open();
  await expect.poll(() => calls.done).toBe(2);
  // The new data is in, in the same place…
  const changed = drawnRows(page).filter({ hasText: inSight });
  await stepUntil(page, () => expect(changed.locator('.cell-tier')).toHaveText('9', { timeout: 250 }));
  // 'Updated' says when the rows changed: it moved with them.
  await expect(updated).not.toHaveText(updatedBefore!);
  // …and the reader's place, filter and focus are as they were.
  expect(await page.evaluate(() => window.scrollY)).toBe(scrollTop);
  await expect(drawnRows(page).first()).toHaveAttribute('aria-rowindex', firstDrawn!);
  await expect(hoodFilter(page)).toHaveValue('Holetown');
  await expect(count(page)).toHaveText(`${holetown} of ${TOTAL} properties`);
  await expect(sortButton).toBeFocused();
});

test.describe('with the HTTP cache on', () => {
  // No page.route here, not even the quiet page's (support/quietPage.ts): routing turns off the
  // browser's own HTTP cache, and this measures it.
  test.use({ quietVideos: false });

  test('an unchanged sheet costs at most 20 KB in the 20 s after the first load (gzip, then 304s)', async ({
    page,
  }) => {
    // Paused before the page opens: only runFor moves the 5 s polling, however long the first
    // render takes (with the clock running, a slow first render let a refresh in early).
    await pauseClock(page);
    const transfers: { body: number; bytes: number; encoding?: string }[] = [];
    page.on('requestfinished', (request) => {
      if (!new URL(request.url()).pathname.startsWith('/api/sheets/')) return;
      void (async () => {
        const [sizes, response] = await Promise.all([request.sizes(), request.response()]);
        transfers.push({
          body: sizes.responseBodySize,
          encoding: (await response!.allHeaders())['content-encoding'],
          bytes: sizes.requestHeadersSize + sizes.requestBodySize + sizes.responseHeadersSize + sizes.responseBodySize,
        });
      })();
    });
    await page.goto('/sheet');
    await stepUntil(page, () => expect(count(page)).toContainText(`of ${TOTAL} properties`, { timeout: 250 }));
    await expect.poll(() => transfers.length).toBe(1);
    const [first] = transfers;
    expect(first.encoding).toBe('gzip');
    // The whole tab, compressed: 350 KB of JSON becomes about 50 KB.
    expect(first.bytes).toBeLessThan(100_000);

    const updated = page.locator('.sheet-updated > time');
    const checked = page.locator('.sheet-checked');
    await expect(updated).toHaveText(/^Updated /);
    const [updatedBefore, checkedBefore] = [await updated.textContent(), await checked.textContent()];

    for (let poll = 1; poll <= 4; poll++) {
      await page.clock.runFor(5000);
      await expect.poll(() => transfers.length).toBe(1 + poll);
    }
    // 'Updated' is when the rows last changed: the same after four unchanged answers; the check
    // time moved on.
    await expect(checked).not.toHaveText(checkedBefore!);
    await expect(updated).toHaveText(updatedBefore!);
    const refreshes = transfers.slice(1);
    // Each refresh was answered 304 (Chromium reports the cached 200 it revalidated): no body.
    expect(refreshes.map((t) => t.body)).toEqual([0, 0, 0, 0]);
    const total = refreshes.reduce((sum, t) => sum + t.bytes, 0);
    console.log(
      `bytes for /api/sheets/* in the 20 s after the first load: ${total} (${refreshes.map((t) => t.bytes).join(' + ')})`,
    );
    expect(total).toBeLessThanOrEqual(20 * 1024);
    // About 1 KB each: the request's headers and a 304's (no body).
    for (const refresh of refreshes) expect(refresh.bytes).toBeLessThan(1200);
  });
});

test('a server that never answers: after 20 s the same network error and Retry, not "Loading" for good', async ({
  page,
}) => {
  let answering = false;
  // When (on the page's fake clock) the tab was first asked for: the 20 s run from there, and the
  // clock is frozen only some time after it, more on a busy machine.
  await page.addInitScript(() => {
    const fetchNow = window.fetch.bind(window);
    window.fetch = (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      const page = window as unknown as { sheetAskedAt?: number };
      if (url.includes('/api/sheets/properties')) page.sheetAskedAt ??= Date.now();
      return fetchNow(input, init);
    };
  });
  const calls = await openWithFrozenClock(page, '/sheet', 'properties', async (route) => {
    if (answering) await route.continue();
    // …otherwise never answered.
  });
  await expect(page.getByText('Loading')).toBeVisible();
  const waited = await page.evaluate(() => Date.now() - (window as unknown as { sheetAskedAt: number }).sheetAskedAt);
  expect(waited).toBeLessThan(18_000);
  await page.clock.runFor(19_000 - waited);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.clock.runFor(1_500);
  await expect(page.getByRole('alert')).toHaveText('Network error. Please try again.');
  // The 5 s poll asks again: the failure and Retry stay meanwhile (no flash back to Loading), and a
  // reader's focus on Retry stays on it.
  await page.getByRole('button', { name: 'Retry' }).focus();
  await page.clock.runFor(6_000);
  await expect(page.getByText('Trying again…')).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText('Network error. Please try again.');
  await expect(page.getByText('Loading')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Retry' })).toBeFocused();
  // That poll, unanswered too, ends at its own 20 s: the failure was never gone.
  await page.clock.runFor(20_500);
  await expect(page.getByText('Trying again…')).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveText('Network error. Please try again.');
  answering = true;
  await page.getByRole('button', { name: 'Retry' }).click();
  await stepUntil(page, () => expect(count(page)).toHaveText(`${TOTAL} of ${TOTAL} properties`, { timeout: 250 }));
  expect(calls.count).toBeGreaterThanOrEqual(2);
});
