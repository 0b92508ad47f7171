import { expect, test, type Page } from './support/test';
import { SHEET_FIRST_RENDER_MS, warmUpSheetsApi } from './support/sheets';

// /sheet draws only the rows in sight (PropertiesGrid). The sizes it places them by are read without
// forcing a layout as a row mounts: the window's and each row's from a ResizeObserver. Whatever the timing, the rows drawn must sit edge to edge (a card placed by a
// wrong height would overlap the next, or leave a gap) and reach the bottom of the window.

test.beforeAll(async ({ request }) => {
  test.setTimeout(40_000);
  await warmUpSheetsApi(request);
});

/** The drawn rows, in view order: each one's index, top and bottom in the window. */
const drawnRows = (page: Page) =>
  page.locator('.explorer-body [role="row"]').evaluateAll((rows) =>
    rows
      .map((row) => ({ index: Number(row.getAttribute('data-index')), ...row.getBoundingClientRect().toJSON() }))
      .sort((a, b) => a.index - b.index)
      .map(({ index, top, bottom }) => ({ index, top, bottom })),
  );

/** Rows drawn edge to edge, one index after the other, down to the window's bottom. */
async function expectRowsFillTheWindow(page: Page) {
  await expect(async () => {
    const rows = await drawnRows(page);
    const windowHeight = await page.evaluate(() => window.innerHeight);
    expect(rows.length).toBeGreaterThan(3);
    for (let i = 1; i < rows.length; i++) {
      expect(rows[i].index).toBe(rows[i - 1].index + 1);
      expect(Math.abs(rows[i].top - rows[i - 1].bottom)).toBeLessThan(1.5);
    }
    expect(rows.at(-1)!.bottom).toBeGreaterThanOrEqual(windowHeight);
  }).toPass({ timeout: 5_000 });
}

for (const viewport of [
  { width: 375, height: 812 },
  // Taller than the size the list assumes before it has read the window's (600 px).
  { width: 1280, height: 1400 },
]) {
  test.describe(`${viewport.width} × ${viewport.height}`, () => {
    test.use({ viewport });

    test('the rows drawn sit edge to edge and reach the bottom of the window, before and after a scroll', async ({
      page,
    }) => {
      await page.goto('/sheet');
      await expect(page.locator('.explorer-count')).toContainText('2,367', { timeout: SHEET_FIRST_RENDER_MS });
      await expectRowsFillTheWindow(page);
      await page.mouse.wheel(0, 20_000);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(10_000);
      await expectRowsFillTheWindow(page);
      // The window grows (a phone turned, a desktop window enlarged): rows are drawn to its new bottom.
      await page.setViewportSize({ width: viewport.width, height: viewport.height + 600 });
      await expectRowsFillTheWindow(page);
    });
  });
}
