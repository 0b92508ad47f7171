import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from './support/test';
import { builtManifest } from './support/buildManifest';
import { holdRequests } from './support/holdRequests';
import { pauseClock, stepUntil, stepUntilVisible } from './support/pausedClock';
import { demoTab, SHEET_FIRST_RENDER_MS, warmUpSheetsApi } from './support/sheets';

// /sheet as an explorer, against the demo workbook the emulator serves (2,367 properties).
// Expected rows are computed here from the same workbook: neighbourhood C (2), street D (3),
// address E (4), size F (5), tier I (8). Its refreshes: sheets-explorer-refresh.spec.ts.

const properties = demoTab('properties');
const rows = properties.slice(1);
const TOTAL = rows.length.toLocaleString('en');
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
const searchOf = (row: string[]) => fold([row[4], row[3], row[2]].join('\n'));

const table = (page: Page) => page.getByRole('table', { name: 'Google Sheet Data' });
const box = (page: Page) => page.getByRole('region', { name: 'Properties table' });
const drawnRows = (page: Page) => table(page).locator('.explorer-body [role="row"]');
const count = (page: Page) => page.locator('.explorer-count');
const search = (page: Page) => page.getByRole('searchbox', { name: 'Search' });
const tierFilter = (page: Page) => page.getByRole('combobox', { name: 'Tier' });
const hoodFilter = (page: Page) => page.getByRole('combobox', { name: 'Neighbourhood' });
const header = (page: Page, name: RegExp) => table(page).getByRole('columnheader', { name });
/** The text of one column over the rows drawn. */
const drawn = (page: Page, column: 'address' | 'size' | 'tier' | 'neighborhood') =>
  drawnRows(page).locator(`.cell-${column}`).allTextContents();

async function open(page: Page, url = '/sheet') {
  await page.goto(url);
  await expect(count(page)).toContainText(`of ${TOTAL} properties`, { timeout: SHEET_FIRST_RENDER_MS });
}

test.beforeAll(async ({ request }) => {
  test.setTimeout(40_000);
  await warmUpSheetsApi(request);
});

test('draws a window of the rows: the whole table counted, at most 200 rows in the page', async ({ page }) => {
  await open(page);
  await expect(count(page)).toHaveText(`${TOTAL} of ${TOTAL} properties`);
  await expect(table(page)).toHaveAttribute('aria-rowcount', String(properties.length));
  const drawnCount = await drawnRows(page).count();
  expect(drawnCount).toBeGreaterThan(5);
  expect(drawnCount).toBeLessThanOrEqual(200);
  // Each drawn row says where it sits in the whole (the header is row 1).
  await expect(drawnRows(page).first()).toHaveAttribute('aria-rowindex', '2');

  // Scrolled to the middle: the rows there are drawn, the first ones are gone.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
  await expect(drawnRows(page).first()).not.toHaveAttribute('aria-rowindex', '2');
  const middle = Number(await drawnRows(page).nth(10).getAttribute('aria-rowindex'));
  expect(middle).toBeGreaterThan(900);
  await expect(drawnRows(page).nth(10).locator('.cell-address')).toHaveText(properties[middle - 1][4]);
  expect(await drawnRows(page).count()).toBeLessThanOrEqual(200);
});

test('search looks in address, street and neighbourhood, ignoring case and accents', async ({ page }) => {
  await open(page);
  const query = 'FITTS';
  const expected = rows.filter((row) => searchOf(row).includes(fold(query)));
  expect(expected.length).toBeGreaterThan(0);
  await search(page).fill(query);
  await expect(count(page)).toHaveText(`${expected.length.toLocaleString('en')} of ${TOTAL} properties`);
  await expect(drawnRows(page).first().locator('.cell-address')).toHaveText(expected[0][4]);
  for (const text of await drawnRows(page).allTextContents()) expect(fold(text)).toContain('fitts');
  // The list's box holds its rows: none hangs below it (the virtualizer's total was once cut twice).
  const [bodyBottom, lastBottom] = await page.evaluate(() => {
    const rowsDrawn = [...document.querySelectorAll('.explorer-body [role="row"]')];
    return [
      document.querySelector('.explorer-body')!.getBoundingClientRect().bottom,
      Math.max(...rowsDrawn.map((row) => row.getBoundingClientRect().bottom)),
    ];
  });
  expect(lastBottom).toBeLessThanOrEqual(bodyBottom + 1);

  // A street name that is not in the neighbourhood's name.
  const street = rows[0][3];
  await search(page).fill(street.toLowerCase());
  const byStreet = rows.filter((row) => searchOf(row).includes(fold(street)));
  await expect(count(page)).toHaveText(`${byStreet.length.toLocaleString('en')} of ${TOTAL} properties`);

  await search(page).fill('zzzz');
  await expect(count(page)).toHaveText(`0 of ${TOTAL} properties`);
  await expect(page.getByText('No property matches this search and these filters.')).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(count(page)).toHaveText(`${TOTAL} of ${TOTAL} properties`);
  await expect(search(page)).toHaveValue('');
});

test('filters by tier and by neighbourhood, together with the search', async ({ page }) => {
  await open(page);
  await tierFilter(page).selectOption({ label: 'Tier 2' });
  const tier2 = rows.filter((row) => row[8] === '2');
  await expect(count(page)).toHaveText(`${tier2.length.toLocaleString('en')} of ${TOTAL} properties`);
  expect(new Set(await drawn(page, 'tier'))).toEqual(new Set(['2']));

  await hoodFilter(page).selectOption('Holetown');
  const both = tier2.filter((row) => row[2] === 'Holetown');
  await expect(count(page)).toHaveText(`${both.length} of ${TOTAL} properties`);
  expect(new Set(await drawn(page, 'neighborhood'))).toEqual(new Set(['Holetown']));

  await search(page).fill('road');
  const all = both.filter((row) => searchOf(row).includes('road'));
  await expect(count(page)).toHaveText(`${all.length} of ${TOTAL} properties`);
  await expect(table(page)).toHaveAttribute('aria-rowcount', String(all.length + 1));
  await expect(drawnRows(page).first().locator('.cell-address')).toHaveText(all[0][4]);
  for (const text of await drawn(page, 'address')) expect(fold(text)).toContain('road');
});

test('sorts by a column: numbers as numbers, both ways, with aria-sort', async ({ page }) => {
  await open(page);
  const size = () => header(page, /^Size/);
  await expect(size()).not.toHaveAttribute('aria-sort');
  await size().getByRole('button').click();
  await expect(size()).toHaveAttribute('aria-sort', 'ascending');
  const sizes = rows.map((row) => Number(row[5])).sort((a, b) => a - b);
  await expect(drawnRows(page).first().locator('.cell-size')).toHaveText(String(sizes[0]));
  const shown = (await drawn(page, 'size')).map(Number);
  expect(shown).toEqual([...shown].sort((a, b) => a - b));

  await size().getByRole('button').click();
  await expect(size()).toHaveAttribute('aria-sort', 'descending');
  await expect(drawnRows(page).first().locator('.cell-size')).toHaveText(String(sizes[sizes.length - 1]));

  // Another column: that one sorts, the first one no longer says it is sorted.
  await header(page, /^Address/)
    .getByRole('button')
    .click();
  await expect(header(page, /^Address/)).toHaveAttribute('aria-sort', 'ascending');
  await expect(size()).not.toHaveAttribute('aria-sort');
  const addresses = await drawn(page, 'address');
  const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });
  expect(addresses).toEqual([...addresses].sort(collator.compare));
});

test('the view lives in the address: shared, and kept through a reload', async ({ page }) => {
  await open(page);
  await search(page).fill('palm');
  await tierFilter(page).selectOption({ label: 'Tier 3' });
  await header(page, /^Size/).getByRole('button').click();
  await header(page, /^Size/).getByRole('button').click();
  await expect.poll(() => new URL(page.url()).search).toBe('?q=palm&tier=3&sort=-size');
  const before = await count(page).textContent();
  const firstRows = await drawn(page, 'address');

  await page.reload();
  await expect(count(page)).toHaveText(before!);
  await expect(search(page)).toHaveValue('palm');
  await expect(tierFilter(page)).toHaveValue('3');
  await expect(header(page, /^Size/)).toHaveAttribute('aria-sort', 'descending');
  expect(await drawn(page, 'address')).toEqual(firstRows);

  // Typing replaces the history entry rather than adding one per letter: Back leaves the page.
  await page.goto('/city-hall');
  await page.goBack();
  await expect(search(page)).toHaveValue('palm');
  await page.goBack();
  await expect(page).not.toHaveURL(/\/sheet/);
});

test('a link followed while the search waits to reach the address is where the reader goes', async ({
  page,
  baseURL,
}) => {
  // The page's clock paused: the search reaches the address 300 ms after typing pauses, and those
  // pass only when the test says, after the link was followed. The map's code held meanwhile: the
  // explorer stays on screen with the map's address.
  await pauseClock(page);
  const releaseMap = await holdRequests(page, `**/${builtManifest()['src/features/map/MapPage.tsx'].file}`);
  await page.goto('/sheet');
  await stepUntil(page, () => expect(count(page)).toContainText(`of ${TOTAL} properties`, { timeout: 250 }));
  await search(page).fill('palm');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Map' }).click();
  await expect(page).toHaveURL(`${baseURL}/map`);
  await page.clock.runFor(1_000);
  releaseMap();
  await stepUntilVisible(page, page.getByRole('heading', { level: 1, name: 'Map' }));
  // Before the fix, the search's late write put its ?q=palm on the map's address.
  await expect(page).toHaveURL(/\/map(#[\d.,-]+)?$/);
});

test('Download CSV saves the rows of the current view, in its order', async ({ page }) => {
  await open(page, '/sheet?tier=4&neighborhood=Westmoreland&sort=-size');
  const expected = rows
    .filter((row) => row[8] === '4' && row[2] === 'Westmoreland')
    .sort((a, b) => Number(b[5]) - Number(a[5]));
  await expect(count(page)).toHaveText(`${expected.length} of ${TOTAL} properties`);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('saint-james-properties.csv');
  const text = await readFile((await download.path())!, 'utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  const lines = text.slice(1).trimEnd().split('\r\n');
  const csvLine = (cells: string[]) =>
    cells.map((c) => (/[",\n]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c)).join(',');
  expect(lines[0]).toBe(csvLine([2, 3, 4, 5, 8].map((i) => properties[0][i])));
  expect(lines.slice(1)).toEqual(expected.map((row) => csvLine([2, 3, 4, 5, 8].map((i) => row[i]))));
});

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('every row shows Address and Tier first, all in view, with no sideways scrolling', async ({ page }) => {
    await open(page);
    expect(await box(page).evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    for (const index of [0, 1, 2]) {
      const row = drawnRows(page).nth(index);
      const [address, tier, hood, size] = await Promise.all(
        ['address', 'tier', 'neighborhood', 'size'].map((c) => row.locator(`.cell-${c}`).boundingBox()),
      );
      // Address and Tier on the first line (the tier to the right), the rest below.
      expect(Math.abs(address!.y - tier!.y)).toBeLessThan(8);
      expect(tier!.x).toBeGreaterThan(address!.x);
      expect(hood!.y).toBeGreaterThan(address!.y + address!.height - 2);
      expect(size!.y).toBeGreaterThan(address!.y + address!.height - 2);
      // Both inside the screen.
      expect(tier!.x + tier!.width).toBeLessThanOrEqual(375);
      expect(address!.x).toBeGreaterThanOrEqual(0);
    }
    // The card names the tier (the column headers do that on a wider screen).
    const tierCell = drawnRows(page).first().locator('.cell-tier');
    await expect(tierCell).toHaveText(rows[0][8]);
    expect(await tierCell.evaluate((el) => getComputedStyle(el, '::before').content)).toContain('Tier');
    // The sort buttons are there on a phone too.
    await header(page, /^Tier/).getByRole('button').click();
    await expect(header(page, /^Tier/)).toHaveAttribute('aria-sort', 'ascending');
  });
});
