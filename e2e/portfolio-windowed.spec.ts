// big_holder's 1,180 properties on /dashboard, through Hosting, the Functions runtime, the emulators and the
// Upland stand-in: a windowed list, at 1280 px and on a phone (the rest of "Your Saint James":
// portfolio-dashboard.spec.ts).
import { columnTitlesCut } from './support/portfolioList';
import { expect, test } from './support/test';

test.describe("big_holder's 1,180 properties in Saint James", () => {
  test.use({ signedInAs: 'big_holder' });

  test('the list is windowed: at most 200 rows in the page, the last one reached by scrolling', async ({
    page,
    linkedMember: { portfolio },
  }) => {
    await page.goto('/dashboard');
    const section = page.getByRole('region', { name: 'Your Saint James' });
    const count = portfolio.totals.count;
    expect(count).toBeGreaterThan(1000);
    await expect(section.locator('.portfolio-count')).toHaveText(String(count));
    const list = section.getByRole('region', { name: 'Your properties in Saint James' });
    const rows = list.locator('tbody tr.portfolio-row');
    await expect(rows.first()).toBeVisible();
    await expect(list.getByRole('table')).toHaveAttribute('aria-rowcount', String(count + 1));
    // A box that scrolls: Tab reaches it, and the arrows scroll it.
    await expect(list).toHaveAttribute('tabindex', '0');
    expect(await rows.count()).toBeLessThanOrEqual(200);

    // The last property (sorted by address; a link, or text if the sheet lacks it), reached by scrolling.
    const last = list.locator(`tr[aria-rowindex="${count + 1}"]`);
    await expect(last).toHaveCount(0);
    await list.evaluate((box) => box.scrollTo(0, box.scrollHeight));
    await expect(last).toBeVisible();
    const cell = (await last.locator('td').first().textContent()) ?? '';
    expect(portfolio.properties.some((p) => cell.startsWith(p.address))).toBe(true);
    expect(await rows.count()).toBeLessThanOrEqual(200);
  });

  test('on a 375 px phone the list fits the screen, and scrolling it still reaches the last row', async ({
    page,
    linkedMember: { portfolio },
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/dashboard');
    const section = page.getByRole('region', { name: 'Your Saint James' });
    const list = section.getByRole('region', { name: 'Your properties in Saint James' });
    await expect(list.locator('tbody tr.portfolio-row').first()).toBeVisible();
    // Nothing to the side: every column, the tier's too, is on the screen.
    expect(await list.evaluate((box) => box.scrollWidth - box.clientWidth)).toBeLessThanOrEqual(0);
    const tierHeader = list.getByRole('columnheader').last();
    expect((await tierHeader.boundingBox())!.x + (await tierHeader.boundingBox())!.width).toBeLessThanOrEqual(375);
    // The charts' names are text at the page's size, not a drawing scaled down to 9 px.
    const label = section.locator('.portfolio-chart-label').first();
    expect(await label.evaluate((el) => el.getBoundingClientRect().height)).toBeGreaterThanOrEqual(16);
    // Each column title on one line, inside its column (its arrow too).
    expect(await columnTitlesCut(list)).toEqual([]);
    // Each row's two links read as two: the game's on its own line under the address.
    const firstRow = list.locator('tbody tr.portfolio-row').first();
    const [address, game] = [firstRow.getByRole('link').first(), firstRow.locator('.portfolio-game')];
    expect((await game.boundingBox())!.y).toBeGreaterThanOrEqual((await address.boundingBox())!.y + 10);
    // Addresses and neighbourhoods break between words, never inside one ('Westmorelan / d').
    const broken = await list.locator('tbody').evaluate((body) =>
      [...body.querySelectorAll('td a:first-child')].flatMap((cell) => {
        const text = cell.firstChild!;
        let at = 0;
        return (text.textContent ?? '').split(' ').filter((word) => {
          const range = document.createRange();
          range.setStart(text, at);
          range.setEnd(text, (at += word.length + 1) - 1);
          return range.getClientRects().length > 1;
        });
      }),
    );
    expect(broken).toEqual([]);
    // The facts keep a number on one line: the net worth's line is no taller than the level's.
    const facts = section.locator('.portfolio-facts dd');
    const height = async (text: string | RegExp) => (await facts.filter({ hasText: text }).boundingBox())!.height;
    expect(await height('UPX')).toBeLessThanOrEqual((await height(portfolio.profile.level)) + 1);
    const count = portfolio.totals.count;
    const last = list.locator(`tr[aria-rowindex="${count + 1}"]`);
    await list.scrollIntoViewIfNeeded();
    // Rows measured taller than estimated move the end: scrolled again until the last row sits
    // inside the list's box.
    const lastInBox = () =>
      list.evaluate((box, rowIndex) => {
        box.scrollTo(0, box.scrollHeight);
        const row = box.querySelector(`tr[aria-rowindex="${rowIndex}"]`);
        if (!row) return false;
        const [outer, inner] = [box.getBoundingClientRect(), row.getBoundingClientRect()];
        return inner.top >= outer.top - 1 && inner.bottom <= outer.bottom + 1;
      }, count + 1);
    await expect.poll(lastInBox, { timeout: 10_000 }).toBe(true);
    await expect(last).toHaveCount(1);
    await expect(page.getByTestId('splash')).toHaveCount(0, { timeout: 15_000 });
    await page.screenshot({ path: test.info().outputPath('portfolio-375.png') });
  });
});
