import type { Page } from '@playwright/test';

/**
 * Holds every request the page makes to `url` until the returned release is called (a page's code,
 * an api answer): what the page shows while it waits can then be checked.
 */
export async function holdRequests(page: Page, url: string | RegExp): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
