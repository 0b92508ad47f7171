import type { Page } from '@playwright/test';
import { blockVideoHost } from './support/sheets';
import { expect, test } from './support/test';

// A layout forced by a script (a size read after a change of the page, before the browser's own
// layout of the frame) is work a phone does twice, in the task that opens the page: the longest
// tasks of /sheet's first rows were such (docs/decisions/0024-a-calibrated-bench.md). Whether a
// read forces one depends on when it runs, so a regression shows in some loads, not every one.
// Not /map: Leaflet reads the map's size and each permanent label's as it draws them, and the
// labels are placed before the frame is painted (decision 16), by design.

interface TraceEvent {
  name: string;
  args?: { beginData?: { stackTrace?: { functionName: string; url: string; lineNumber: number }[] } };
}

/** The layouts that the site's own scripts forced while `path` opened, each as its script's place. */
async function layoutsForcedOpening(page: Page, path: string, opened: () => Promise<void>): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', ({ value }) => {
    for (const event of value as unknown as TraceEvent[]) events.push(event);
  });
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', {
    traceConfig: { includedCategories: ['devtools.timeline', 'disabled-by-default-devtools.timeline.stack'] },
  });
  await page.goto(path);
  await opened();
  // Two frames more: what the page does once the browser has laid its content out.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  // A layout this test forces itself: the trace must show its script, or it could show no other.
  await page.evaluate(() => {
    document.body.style.paddingBottom = '1px';
    void document.body.offsetHeight;
    document.body.style.paddingBottom = '';
  });
  await cdp.send('Tracing.end');
  await complete;
  const stacks = events
    .filter((event) => event.name === 'Layout')
    .map((event) => event.args?.beginData?.stackTrace ?? [])
    .filter((stack) => stack.length > 0);
  expect(stacks.length, 'the trace names the scripts that force a layout').toBeGreaterThan(0);
  // (This test's own reads, and Playwright's for its checks, have no address.)
  const origin = new URL(page.url()).origin;
  return (
    stacks
      .filter((stack) => stack.some((frame) => frame.url.startsWith(origin)))
      // TanStack Virtual reads the window's scroll offset as the list is made, before the list is in
      // the page: what it lays out is the page without it, a few boxes. The read is needed when the
      // list is made on a page already scrolled (a view opened again from the history).
      .filter(([top]) => top?.functionName !== 'initialOffset')
      .map((stack) =>
        stack.map((frame) => `${frame.functionName} ${frame.url.replace(origin, '')}:${frame.lineNumber}`).join(' < '),
      )
  );
}

const tableShown = (page: Page) => () => expect(page.getByRole('row').nth(3)).toBeVisible();
const headingShown = (page: Page) => () => expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();

test.describe('on a phone', () => {
  // There the window's size depends on the page's width: reading it forces a layout too.
  test.use({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });

  test('/sheet opens its table without a layout forced by its scripts', async ({ page }) => {
    expect(await layoutsForcedOpening(page, '/sheet', tableShown(page))).toEqual([]);
  });

  for (const path of ['/', '/city-hall'])
    test(`${path} opens without a layout forced by its scripts`, async ({ page }) => {
      expect(await layoutsForcedOpening(page, path, headingShown(page))).toEqual([]);
    });

  test('/urbanism opens its table without a layout forced by its scripts', async ({ page }) => {
    await blockVideoHost(page);
    const table = () => expect(page.getByRole('table', { name: 'Colour scheme' })).toBeVisible();
    expect(await layoutsForcedOpening(page, '/urbanism', table)).toEqual([]);
  });
});

test('/sheet opens its table at 1280 px without a layout forced by its scripts', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  expect(await layoutsForcedOpening(page, '/sheet', tableShown(page))).toEqual([]);
});

test.describe('a linked member on a phone', () => {
  test.use({ signedInAs: 'saint_player', viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });

  test('/dashboard opens their portfolio without a layout forced by its scripts', async ({ page }) => {
    const portfolio = () =>
      expect(page.getByRole('region', { name: 'Your Saint James' }).locator('.portfolio-count')).toHaveText('14');
    expect(await layoutsForcedOpening(page, '/dashboard', portfolio)).toEqual([]);
  });
});

test.describe('a member with over a thousand properties on a phone', () => {
  test.use({ signedInAs: 'big_holder', viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });

  test('/dashboard opens their windowed list without a layout forced by its scripts', async ({ page }) => {
    const listed = () => expect(page.locator('tbody tr.portfolio-row').first()).toBeVisible();
    expect(await layoutsForcedOpening(page, '/dashboard', listed)).toEqual([]);
  });
});
