/** Helpers for the offline and update browser tests (e2e/offline-*.spec.ts). */
import { expect, type Page } from '@playwright/test';

/** The notice every page shows while the browser is offline (features/offline). */
export const offlineNotice = (page: Page) => page.locator('.offline-notice');

/**
 * How long the page may take to say it is back online. A read just after the browser came back
 * may still fail (here the worker's network returns a moment after the page's): the page asks the
 * network again 5 s later (features/offline/start.ts).
 */
export const BACK_ONLINE_MS = 15_000;

/** The notice gone, back online. */
export const noticeGone = (page: Page) => expect(offlineNotice(page)).toHaveCount(0, { timeout: BACK_ONLINE_MS });

/**
 * Waits until the site's service worker controls the page and holds a copy of each `data` address
 * (what the page read online): from then on the page opens offline.
 */
export async function untilOfflineReady(page: Page, data: readonly string[] = []) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 20_000 });
  // Polled with evaluate, which awaits the check (waitForFunction took the check's promise for a yes).
  await expect
    .poll(
      () =>
        page.evaluate(async (addresses) => {
          const copies = await Promise.all(addresses.map((address) => caches.match(address)));
          return copies.every(Boolean);
        }, data),
      { timeout: 20_000, intervals: [250] },
    )
    .toBe(true);
}

/** The page's clock as an English page writes it ('2:02 PM'): what "shown as of" says for a read made now. */
export const clockNow = (page: Page) =>
  page.evaluate(() => new Intl.DateTimeFormat('en', { timeStyle: 'short' }).format(new Date()));

/** Waits for the page to ask for `address` again and get it (a 200). */
export const nextRead = (page: Page, address: string) =>
  page.waitForResponse((response) => new URL(response.url()).pathname === address && response.ok(), {
    timeout: 15_000,
  });

/** Fails the test on an uncaught page error; returns the list to check at the end. */
export function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

export async function expectNoticeSince(page: Page, times: string[]) {
  await expect(offlineNotice(page)).toHaveText(
    new RegExp(
      // The space before 'PM' is a narrow no-break one in Chrome's ICU: any space matches.
      `^Offline — shown as of (${times.map((time) => time.replace(/\s/g, '\\s')).join('|')}) Signing in, saving and linking an account need the network\\.$`,
    ),
  );
}
