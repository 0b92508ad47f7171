import { expect, test, type Page } from './support/test';
import { stepUntil } from './support/pausedClock';
import {
  demoTab,
  gate,
  openWithFrozenClock,
  setVisibility,
  SHEET_FIRST_RENDER_MS,
  warmUpSheetsApi,
  watchSheet,
} from './support/sheets';

// /sheet against the Hosting + Functions emulators; the api serves the demo workbook (no Sheets key
// in the test project). /urbanism and /city-hall: sheets-urbanism.spec.ts.

const HIDDEN = [0, 1, 6, 7];
const properties = demoTab('properties');
const visibleColumns = (row: string[]) => row.filter((_, i) => !HIDDEN.includes(i));
const propertiesTable = (page: Page) => page.getByRole('table', { name: 'Google Sheet Data' });
/** The rows the explorer has drawn (a window of the whole: see e2e/sheets-explorer.spec.ts). */
const drawnRows = (page: Page) => propertiesTable(page).locator('.explorer-body [role="row"]');
/** The whole table is there: every property counted, the table's row count (header included). */
async function expectAllRows(page: Page, timeout = SHEET_FIRST_RENDER_MS) {
  const total = (properties.length - 1).toLocaleString('en');
  await expect(page.getByText(`${total} of ${total} properties`)).toBeVisible({ timeout });
  await expect(propertiesTable(page)).toHaveAttribute('aria-rowcount', String(properties.length), { timeout });
}

test.beforeAll(async ({ request }) => {
  test.setTimeout(40_000);
  await warmUpSheetsApi(request);
});

test.describe('/sheet', () => {
  test('shows Loading first, then the properties table with columns 0, 1, 6 and 7 hidden', async ({ page }) => {
    const hold = gate();
    await watchSheet(page, 'properties', async (route) => {
      await hold.opened;
      await route.continue();
    });
    await page.goto('/sheet');
    await expect(page.getByRole('heading', { name: 'Google Sheet Data', level: 1 })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Loading...' })).toBeVisible();
    hold.open();

    const table = propertiesTable(page);
    // Each header a sort button: the site's name for the column (docs/decisions/0028), then ↕ (not sorted).
    const titles = ['Neighbourhood', 'Street', 'Address', 'Size (m²)', 'Tier'];
    await expect(table.getByRole('columnheader')).toHaveText(titles.map((title) => `${title}↕`));
    await expect(table.getByRole('columnheader', { name: properties[0][0] })).toHaveCount(0);
    await expectAllRows(page);
    await expect(drawnRows(page).first().getByRole('cell')).toHaveText(visibleColumns(properties[1]));
    // The last row is there too, at the bottom of the page (the page itself scrolls: ADR 28). The
    // list's height settles as its rows are measured, so the bottom is sought again until it holds.
    await expect(async () => {
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect(drawnRows(page).last().getByRole('cell')).toHaveText(
        visibleColumns(properties[properties.length - 1]),
        { timeout: 1_000 },
      );
    }).toPass({ timeout: 10_000 });
    await expect(page.getByText('Loading...')).toHaveCount(0);
  });

  test('a network failure shows the error and Retry; Retry loads the table', async ({ page }) => {
    let failing = true;
    const calls = await watchSheet(page, 'properties', (route) =>
      failing ? route.abort('internetdisconnected') : route.continue(),
    );
    await page.goto('/sheet');
    await expect(page.getByRole('alert')).toHaveText('Network error. Please try again.');
    await expect(propertiesTable(page)).toHaveCount(0);

    failing = false;
    const before = calls.count;
    await page.getByRole('button', { name: 'Retry' }).click();
    await expectAllRows(page);
    expect(calls.count).toBeGreaterThan(before);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);
  });

  test("the server's 502 (Google failed, no copy) reads as the same network error", async ({ page }) => {
    await watchSheet(page, 'properties', (route) =>
      route.fulfill({
        status: 502,
        contentType: 'application/json',
        body: JSON.stringify({ error: 'Failed to fetch sheet' }),
      }),
    );
    await page.goto('/sheet');
    await expect(page.getByRole('alert')).toHaveText('Network error. Please try again.');
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
  });

  test('refreshes every 5 s, keeping the table on screen while a refresh is under way', async ({ page }) => {
    const hold = gate();
    const calls = await openWithFrozenClock(page, '/sheet', 'properties', async (route, call) => {
      if (call !== 2) return route.continue();
      await hold.opened;
      // The refresh brings a changed row: the table must show it.
      const response = await route.fetch();
      const body = (await response.json()) as { values: string[][]; fetchedAt: string };
      body.values[1] = [...body.values[1]];
      body.values[1][4] = '1 Refreshed Road, Holetown, Saint James';
      await route.fulfill({ response, json: body });
    });
    await stepUntil(page, () => expectAllRows(page, 250));
    expect(calls.count).toBe(1);

    await page.clock.runFor(5000);
    await expect.poll(() => calls.count).toBe(2);
    // The refresh is held: the old rows stay, no Loading, no flicker.
    const firstAddress = drawnRows(page).first().locator('.cell-address');
    await page.clock.runFor(500);
    await expectAllRows(page);
    await expect(firstAddress).toHaveText(properties[1][4]);
    await expect(page.getByText('Loading...')).toHaveCount(0);

    hold.open();
    await stepUntil(page, () =>
      expect(firstAddress).toHaveText('1 Refreshed Road, Holetown, Saint James', { timeout: 250 }),
    );
    await expectAllRows(page);
    // And on, every 5 s.
    await expect.poll(() => calls.done).toBe(2);
    await page.clock.runFor(5000);
    await expect.poll(() => calls.count).toBe(3);
  });

  test('a failed refresh keeps the table and offers Retry', async ({ page }) => {
    const calls = await openWithFrozenClock(page, '/sheet', 'properties', (route, call) =>
      call === 2 ? route.abort('connectionreset') : route.continue(),
    );
    await stepUntil(page, () => expectAllRows(page, 250));
    await page.clock.runFor(5000);
    await stepUntil(page, () =>
      expect(page.getByRole('alert')).toHaveText('Network error. Please try again.', { timeout: 250 }),
    );
    await expectAllRows(page);
    await page.getByRole('button', { name: 'Retry' }).click();
    await stepUntil(page, () => expect(page.getByRole('alert')).toHaveCount(0, { timeout: 250 }));
    await expect.poll(() => calls.count).toBe(3);
    await expectAllRows(page);
  });

  test('pauses while the tab is hidden and refreshes when it is shown again', async ({ page }) => {
    // The polls the page starts, counted in the page as fetch() is called: a poll that the clock's
    // timers fire has been counted by the time clock.runFor returns (the route hears of it later).
    await page.addInitScript(() => {
      const started = { polls: 0 };
      (window as unknown as { __sheetPolls: typeof started }).__sheetPolls = started;
      const fetch = window.fetch.bind(window);
      window.fetch = (input, init) => {
        if (String(input instanceof Request ? input.url : input).includes('/api/sheets/properties')) started.polls++;
        return fetch(input, init);
      };
    });
    const pollsStarted = () =>
      page.evaluate(() => (window as unknown as { __sheetPolls: { polls: number } }).__sheetPolls.polls);
    const calls = await openWithFrozenClock(page, '/sheet', 'properties');
    await stepUntil(page, () => expectAllRows(page, 250));
    await page.clock.runFor(5000);
    await expect.poll(() => calls.count).toBe(2);
    await expect.poll(() => calls.done).toBe(2);

    await setVisibility(page, 'hidden');
    const before = await pollsStarted();
    await page.clock.runFor(30_000);
    expect(await pollsStarted()).toBe(before);
    expect(calls.count).toBe(2);

    // Shown again: it asks at once, then every 5 s again.
    await setVisibility(page, 'visible');
    await stepUntil(page, () => expect.poll(() => calls.count, { timeout: 250 }).toBe(3));
    await expect
      .poll(async () => {
        await page.clock.runFor(1000);
        return calls.count;
      })
      .toBe(4);
  });
});

test.describe('/sheet, read whole', () => {
  /** The chosen option's text fits its select (its arrow aside): measured in the select's own font. */
  const selectsCut = (page: Page) =>
    page.locator('.explorer-controls select').evaluateAll((selects: HTMLSelectElement[]) => {
      const context = document.createElement('canvas').getContext('2d')!;
      return selects.flatMap((select) => {
        const style = getComputedStyle(select);
        context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const text = select.selectedOptions[0]?.text ?? '';
        const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 16;
        return context.measureText(text).width > room ? [text] : [];
      });
    });

  for (const language of ['English', 'French'] as const) {
    test(`at 375, 769 and 1280 px the filters' choices read whole (${language})`, async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 812 });
      await page.goto('/sheet');
      if (language === 'French') await page.getByRole('button', { name: 'Lire le site en français' }).click();
      await expect(page.getByRole('combobox').last()).toContainText(
        language === 'French' ? 'Tous les quartiers' : 'All neighbourhoods',
      );
      for (const width of [375, 769, 1280]) {
        await page.setViewportSize({ width, height: 812 });
        await expect(page.locator('.explorer-controls select')).toHaveCount(2);
        expect(await selectsCut(page), `${width} px`).toEqual([]);
      }
    });
  }

  for (const language of ['English', 'French'] as const) {
    test(`from 769 to 1280 px the column titles stand apart, in ${language}`, async ({ page }) => {
      await page.goto('/sheet');
      if (language === 'French') await page.getByRole('button', { name: 'Lire le site en français' }).click();
      const buttons = page.locator('.explorer-head button');
      await expect(buttons.first()).toHaveText(language === 'French' ? /^Quartier/ : /^Neighbourhood/);
      for (const width of [769, 1024, 1280]) {
        await page.setViewportSize({ width, height: 800 });
        await expect(buttons).toHaveCount(5);
        // The titles that come closer than 3 px to the one before.
        const crowded = await buttons.evaluateAll((all) =>
          all.flatMap((button, i) => {
            const gap = i > 0 ? button.getBoundingClientRect().left - all[i - 1].getBoundingClientRect().right : 3;
            return gap < 3 ? [`${button.textContent} ${gap.toFixed(1)} px after ${all[i - 1].textContent}`] : [];
          }),
        );
        expect(crowded, `${width} px`).toEqual([]);
      }
    });
  }

  test('at 1280 px a text cut with an ellipsis shows whole as its cell’s title', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/sheet');
    await expectAllRows(page);
    const cut = await propertiesTable(page)
      .locator('.explorer-body [role="cell"]')
      .evaluateAll((cells) =>
        cells
          .filter((cell) => cell.scrollWidth > cell.clientWidth + 1)
          .map((cell) => [cell.textContent, cell.getAttribute('title')]),
      );
    expect(cut.length).toBeGreaterThan(0);
    for (const [text, title] of cut) expect(title).toBe(text);
  });
});
