import { expect, type Locator, type Page } from '@playwright/test';

const START = new Date('2030-01-01T10:00:00Z').getTime();

/**
 * How long (real time) the steps may take: a page's first render with its data, such as /sheet's
 * 2,367 rows, on a slow machine with other work running.
 */
const FIRST_RENDER_MS = 15_000;

/**
 * Playwright's fake clock, paused before the page loads: page timers run only on clock.runFor.
 * The clock runs between install and pauseAt, and pauseAt refuses a time already past: a minute
 * ahead leaves room for a busy machine (no page is open yet, so no timer sees the jump).
 */
export async function pauseClock(page: Page) {
  await page.clock.install({ time: START });
  await page.clock.pauseAt(PAUSED_AT);
}

/** Where pauseClock pauses the clock: a page opened then starts its timers at this time. */
const PAUSED_AT = START + 60_000;

/**
 * How far a clock paused by pauseClock has been moved since (ms): how much of a page's time the
 * steps that waited for it used, more on a busy machine.
 */
export async function clockMoved(page: Page): Promise<number> {
  return (await page.evaluate(() => Date.now())) - PAUSED_AT;
}

/**
 * A lazy-loaded route's first render waits for its code (main.tsx, up to a timer) and, when the
 * code comes late, reveals the page after React's Suspense throttle (a timer too): on a paused
 * clock, step it (`stepMs` at a time, a few hundred ms in all) until `ready` shows. Routes that are
 * not lazy (/) need no stepping, and keep timings exact.
 */
export async function stepUntilVisible(page: Page, ready: Locator, stepMs = 100) {
  // No pause between steps (toPass waits up to 1 s by default): the page's time moves only with
  // the steps, and each failed look already gives the page 250 ms to show what it has.
  await expect(async () => {
    await page.clock.runFor(stepMs);
    await expect(ready).toBeVisible({ timeout: 250 });
  }).toPass({ timeout: FIRST_RENDER_MS, intervals: [0] });
}

/**
 * Moves a paused clock on in small steps until `assertion` passes: the page hears of an answer on
 * a timer too (TanStack Query batches its notifications with setTimeout), so with the clock paused
 * nothing shows until it moves. `assertion` must wait a little itself (`{ timeout: 250 }`): the
 * steps follow one another with no pause, and an assertion that fails at once would let the
 * page's clock run far ahead of what the test can see.
 */
export async function stepUntil(page: Page, assertion: () => Promise<void>, stepMs = 50) {
  await expect(async () => {
    await page.clock.runFor(stepMs);
    await assertion();
  }).toPass({ timeout: FIRST_RENDER_MS, intervals: [0] });
}

/**
 * Stops the page's fake clock (page.clock.install() must have run) just after its current time:
 * from here on only clock.runFor() moves timers, so polling can be counted exactly.
 */
export async function freezeClock(page: Page) {
  // The fake clock runs on while we ask for its time: aim a little ahead, further if we missed.
  for (const margin of [100, 400, 1500]) {
    const now = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(now + margin);
      return;
    } catch (err) {
      if (!String(err).includes('past')) throw err;
    }
  }
  throw new Error('could not pause the page clock');
}
