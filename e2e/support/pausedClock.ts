import { expect, type Locator, type Page } from '@playwright/test';

const START = new Date('2030-01-01T10:00:00Z').getTime();

/**
 * Playwright's fake clock, paused before the page loads: page timers run only on clock.runFor.
 * The clock runs between install and pauseAt, and pauseAt refuses a time already past: a minute
 * ahead leaves room for a busy machine (no page is open yet, so no timer sees the jump).
 */
export async function pauseClock(page: Page) {
  await page.clock.install({ time: START });
  await page.clock.pauseAt(START + 60_000);
}

/**
 * A lazy-loaded route's first render waits for its code (main.tsx, up to a timer) and, when the
 * code comes late, reveals the page after React's Suspense throttle (a timer too): on a paused
 * clock, step it (100 ms at a time, a few hundred ms in all) until `ready` shows. Routes that are
 * not lazy (/) need no stepping, and keep timings exact.
 */
export async function stepUntilVisible(page: Page, ready: Locator) {
  await expect(async () => {
    await page.clock.runFor(100);
    await expect(ready).toBeVisible({ timeout: 250 });
  }).toPass({ timeout: 10_000 });
}

/**
 * Moves a paused clock on in small steps until `assertion` passes: the page hears of an answer on
 * a timer too (TanStack Query batches its notifications with setTimeout), so with the clock paused
 * nothing shows until it moves.
 */
export async function stepUntil(page: Page, assertion: () => Promise<void>, stepMs = 50) {
  await expect(async () => {
    await page.clock.runFor(stepMs);
    await assertion();
  }).toPass({ timeout: 10_000 });
}
