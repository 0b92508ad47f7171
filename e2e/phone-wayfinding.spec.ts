// Finding your way on a 375 × 812 touch phone (issue 25): the map lets one finger scroll the page
// and two fingers move it (its legend's sheet: phone-legend.spec.ts), and the explorer's page
// scrolls with labelled cards. Touches go through the DevTools protocol, as a finger's would.
import { expect, test, type Page } from './support/test';
import { openMap, viewOf, warmUpApiAndEntries } from './map-helpers';
import { axeViolations } from './support/axe';

test.use({ viewport: { width: 375, height: 812 }, hasTouch: true });
test.beforeAll(async ({ browserName: _browser }, testInfo) => warmUpApiAndEntries(testInfo));

type Point = { x: number; y: number };

/** A finger (or two) put down, moved in steps by `dy`/`dx`, and lifted. */
async function swipe(page: Page, fingers: Point[], { dx = 0, dy = 0 }: { dx?: number; dy?: number }) {
  const cdp = await page.context().newCDPSession(page);
  const at = (step: number) =>
    fingers.map((finger, id) => ({ x: finger.x + (dx * step) / 10, y: finger.y + (dy * step) / 10, id }));
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(0) });
  for (let step = 1; step <= 10; step++) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(step) });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

const mapCentre = async (page: Page) => {
  const box = (await page.locator('.leaflet-container').boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
};

test('one finger on the map scrolls the page and keeps the view, with a hint; two fingers move it', async ({
  page,
}) => {
  await openMap(page);
  const hint = page.getByText('Use two fingers to move the map');
  await expect(hint).toHaveAttribute('aria-hidden', 'true');
  await expect.poll(() => page.url()).toMatch(/#[-\d.]+,[-\d.]+,[\d.]+$/);
  const view = viewOf(page.url());

  // Two fingers move the map east to west: its centre goes west; the page stays put.
  const { x, y } = await mapCentre(page);
  await swipe(
    page,
    [
      { x: x - 40, y },
      { x: x + 40, y },
    ],
    { dx: 100 },
  );
  await expect.poll(() => viewOf(page.url()).lng).toBeLessThan(view.lng);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await expect(hint).toHaveAttribute('aria-hidden', 'true');

  // One finger scrolls the page and leaves the view alone; the hint shows (for 2 s: whether it
  // showed is recorded as it happens, so a slow machine cannot miss it).
  const hintShown = () =>
    page.evaluate(() => {
      const seen = window as unknown as { hintShown?: boolean };
      seen.hintShown = false;
      const element = document.querySelector('.map-touch-hint')!;
      new MutationObserver(() => {
        if (element.getAttribute('aria-hidden') === 'false') seen.hintShown = true;
      }).observe(element, { attributes: true });
    });
  const wasShown = () => page.evaluate(() => (window as unknown as { hintShown?: boolean }).hintShown);
  await hintShown();
  const moved = viewOf(page.url());
  await swipe(page, [await mapCentre(page)], { dy: -200 });
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(50);
  await expect.poll(wasShown).toBe(true);
  expect(viewOf(page.url())).toEqual(moved);

  // The first time only: the next one-finger swipe scrolls without it.
  await expect(hint).toHaveAttribute('aria-hidden', 'true', { timeout: 5_000 });
  await hintShown();
  const scrolled = await page.evaluate(() => window.scrollY);
  await swipe(page, [await mapCentre(page)], { dy: 150 });
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(scrolled);
  expect(await wasShown()).toBe(false);
});

/** Cards wholly inside the window, below the site's sticky header. */
const wholeCards = (page: Page) =>
  page.evaluate(() => {
    const top = document.querySelector('.site-header')!.getBoundingClientRect().bottom;
    return [...document.querySelectorAll('.explorer-body .explorer-row')].filter((row) => {
      const box = row.getBoundingClientRect();
      return box.top >= top && box.bottom <= window.innerHeight;
    }).length;
  });

test('the explorer: the page scrolls, at least 6 whole labelled cards a screen, controls in 375 px', async ({
  page,
}, testInfo) => {
  await page.goto('/sheet');
  await expect(page.getByText('2,367 of 2,367 properties')).toBeVisible({ timeout: 15_000 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  for (const control of await page.locator('.explorer-controls input, .explorer-controls select').all()) {
    const box = (await control.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(375);
  }

  const card = page.locator('.explorer-body .explorer-row').first();
  await expect(card.locator('.cell-neighborhood')).toHaveAttribute('data-label', 'Neighbourhood');
  await expect(card.locator('.cell-street')).toHaveAttribute('data-label', 'Street');
  await expect(card.locator('.cell-size')).toHaveAttribute('data-label', 'Size (m²)');
  await expect(card.locator('.cell-tier')).toHaveAttribute('data-label', 'Tier');
  // The column's name before each value: 'Tier: ' (in French, a no-break space before the colon).
  const before = (cell: string) =>
    card.locator(cell).evaluate((element) => getComputedStyle(element, '::before').content);
  expect(await before('.cell-tier')).toBe('"Tier: " / ""');

  // The window scrolls (no box of its own), and the cards in sight follow.
  await page.evaluate(() => window.scrollTo(0, 20_000));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(19_000);
  await expect.poll(() => wholeCards(page)).toBeGreaterThanOrEqual(6);
  const row = await page.locator('.explorer-body .explorer-row').first().getAttribute('aria-rowindex');
  expect(Number(row)).toBeGreaterThan(100);
  await page.screenshot({ path: testInfo.outputPath('sheet-375-en.png') });

  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByRole('button', { name: 'Lire le site en français' }).click();
  await expect(page.getByRole('columnheader')).toHaveText([
    /^Quartier/,
    /^Rue/,
    /^Adresse/,
    /^Surface \(m²\)/,
    /^Niveau/,
  ]);
  await expect(card.locator('.cell-neighborhood')).toHaveAttribute('data-label', 'Quartier');
  expect(await before('.cell-tier')).toBe('"Niveau\u00a0: " / ""');
  await expect(page.getByText('Trier par')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.screenshot({ path: testInfo.outputPath('sheet-375-fr-top.png') });
  await page.evaluate(() => window.scrollTo(0, 20_000));
  await expect.poll(() => wholeCards(page)).toBeGreaterThanOrEqual(6);
  await page.screenshot({ path: testInfo.outputPath('sheet-375-fr.png') });
  expect(await axeViolations(page)).toEqual([]);
});

test('Shift+Tab back up a page brings each control into sight below the sticky header, not under it', async ({
  page,
}) => {
  await openMap(page);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  // From the page's end, back up through the legend's ticks and the search.
  await page.locator('body').focus();
  const hidden: string[] = [];
  for (let step = 0; step < 30; step++) {
    await page.keyboard.press('Shift+Tab');
    const place = await page.evaluate(() => {
      const focused = document.activeElement as HTMLElement | null;
      const header = document.querySelector('.site-header')!;
      // The header's own controls, the skip link (shown over it) and the map's are not the page's flow.
      if (
        !focused ||
        header.contains(focused) ||
        focused.matches('.skip-link') ||
        focused.closest('.leaflet-container')
      )
        return null;
      const box = focused.getBoundingClientRect();
      if (box.height === 0) return null;
      return {
        name: focused.getAttribute('aria-label') ?? focused.textContent?.trim() ?? focused.tagName,
        top: box.top,
        under: header.getBoundingClientRect().bottom,
      };
    });
    if (place && place.top < place.under - 1) hidden.push(`${place.name} (top ${place.top}, header ${place.under})`);
  }
  expect(hidden).toEqual([]);
});
