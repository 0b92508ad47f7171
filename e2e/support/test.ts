import { test as base } from '@playwright/test';

// Everything Playwright exports, with `test` replaced below.
export * from '@playwright/test';

/**
 * The random animated-image popup may show up 5 s into any page on the real clock and,
 * on a phone-sized viewport, cover what a test clicks. Tests that are not about it import `test`
 * from here: each page starts with the popup already "shown this session" (randomGifShown).
 * Tests about the popup import from '@playwright/test' and control it themselves.
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    // (Frames that refuse storage, such as a failed iframe's error page, are left alone.)
    await page.addInitScript(() => {
      try {
        sessionStorage.setItem('randomGifShown', 'true');
      } catch {
        // not the site's frame
      }
    });
    await use(page);
  },
});
