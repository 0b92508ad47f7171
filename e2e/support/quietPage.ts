import type { Page } from '@playwright/test';

/**
 * A page without what a test that is not about the page's shell should not meet:
 * - The random animated-image popup may show up 5 s into any page on the real clock and, on a
 *   phone-sized viewport, cover what a test clicks: the page starts with the popup already "shown
 *   this session" (randomGifShown).
 * - The splash covers the first page of a tab's session for 3 s: a test that clicks or reads under
 *   it waits those 3 s (one test in three did, 2-3 minutes of the suite), so the page starts as a
 *   later page of the visit does, with the splash already "shown this session" (splashShown).
 *   e2e/public-splash.spec.ts and e2e/public-media.spec.ts test the splash itself.
 * - The splash and background videos (web/public/media) are answered with an empty body: the
 *   page's own fallback for a video that fails, a still layer. Playing, the background video is
 *   redrawn and blended over the whole page for as long as the page is open; without a GPU that
 *   cost 3.3-4.6 CPU-seconds per 8 s of an open page here, against 0.7-1.7 without it (measured
 *   on /contact). e2e/public-splash.spec.ts and e2e/public-media.spec.ts test the videos themselves.
 *   `videos: false` leaves them playing: a page.route turns the page's HTTP cache off, and a test
 *   that measures the cache (e2e/sheets-explorer-refresh.spec.ts) needs it on.
 */
export async function quietPage(page: Page, { videos = true } = {}) {
  // (Frames that refuse storage, such as a failed iframe's error page, are left alone.)
  await page.addInitScript(() => {
    try {
      sessionStorage.setItem('randomGifShown', 'true');
      sessionStorage.setItem('splashShown', 'true');
    } catch {
      // not the site's frame
    }
  });
  if (!videos) return;
  await page.route(/\/media\/(splash|background)\.webm$/, (route) =>
    route.fulfill({ status: 200, contentType: 'video/webm', body: '' }),
  );
}
