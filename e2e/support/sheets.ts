/** Helpers for the spreadsheet pages' browser tests (e2e/sheets-*.spec.ts). */
import { api, pathOf } from '@saint-james/api-contract';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext, type Page, type Route } from '@playwright/test';
import { freezeClock } from './pausedClock';

/**
 * How long /sheet's first render with its data may take: 2,367 rows read and counted, on a slow
 * machine with other work running (an expect's usual 7 s is not always enough there).
 */
export const SHEET_FIRST_RENDER_MS = 15_000;

/** The demo workbook the emulator serves (no Sheets key in the test project). */
export function demoTab(name: 'properties' | 'map' | 'colours'): string[][] {
  const file = path.resolve(__dirname, '../../functions/src/sheets/demo', `${name}.json`);
  return (JSON.parse(readFileSync(file, 'utf8')) as { values: string[][] }).values;
}

/**
 * Routes GET /api/sheets/{tab} through `handle` (route.continue() by default) and counts the
 * calls. Routing also turns off the browser's HTTP cache, so every poll reaches the route.
 */
export async function watchSheet(
  page: Page,
  tab: string,
  handle: (route: Route, call: number) => Promise<void> = (r) => r.continue(),
) {
  /** count: requests made; done: responses the page has received (or failed). */
  const calls = { count: 0, done: 0 };
  const mine = (url: string) => new URL(url).pathname === pathOf(api.sheets.tab, { tab });
  page.on('requestfinished', (request) => void (mine(request.url()) && calls.done++));
  page.on('requestfailed', (request) => void (mine(request.url()) && calls.done++));
  await page.route(`**${pathOf(api.sheets.tab, { tab })}`, async (route) => {
    calls.count++;
    await handle(route, calls.count);
  });
  return calls;
}

/** A promise the test resolves by hand (to hold a response). */
export function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

/**
 * Opens `url` with the page's clock frozen before its first sheet answer arrives: from then on
 * only clock.runFor() moves the polling, however long the page takes to render (a busy machine).
 * The first request is held until the clock is paused, then handled like the others.
 */
export async function openWithFrozenClock(
  page: Page,
  url: string,
  tab: string,
  handle: (route: Route, call: number) => Promise<void> = (r) => r.continue(),
) {
  await page.clock.install();
  const first = gate();
  const calls = await watchSheet(page, tab, async (route, call) => {
    if (call === 1) await first.opened;
    await handle(route, call);
  });
  await page.goto(url);
  await expect.poll(() => calls.count).toBe(1);
  await freezeClock(page);
  first.open();
  return calls;
}

/**
 * The first call to the api function may start a cold Functions-emulator worker (seconds on a
 * busy machine): make it once before the tests, so their 7 s expectations measure the page.
 */
export async function warmUpSheetsApi(request: APIRequestContext) {
  const res = await request.get(pathOf(api.sheets.tab, { tab: 'properties' }), { timeout: 30_000 });
  if (!res.ok()) throw new Error(`GET /api/sheets/properties answered ${res.status()}`);
}

/** Emulates the tab being hidden or shown (the Page Visibility API). */
export async function setVisibility(page: Page, state: 'hidden' | 'visible') {
  await page.evaluate((value) => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => value });
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => value === 'hidden' });
    // As the browser fires it: at the document, bubbling to the window (where TanStack Query listens).
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  }, state);
}

/** The embedded video needs the internet; tests never reach it (it simply fails to load). */
export const blockVideoHost = (page: Page) =>
  page.route('https://www.youtube-nocookie.com/**', (route) => route.abort());
