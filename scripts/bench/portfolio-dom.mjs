// The dashboard's list for a member with many properties, in the production build: signed in
// through the site's form (the Auth emulator the build points at), the portfolio from the api app
// portfolio-measure.mjs runs (the page's /api/upland/* calls go to it; the rest as Hosting serves
// them, support.mjs). Counts the list's rows in the DOM at the top and scrolled to the middle and
// the end: the figure is the most seen; a count under a screenful is "not measured" (OVER).
import { launchChromium, overGoal, serve, verdict } from './support.mjs';

const ROWS_GOAL = 200;
/**
 * A screenful of the list: its 480 px box holds 11 rows of 40 px under the header
 * (PortfolioList.tsx, portfolio.css). Fewer drawn at the top, middle or end is a list that did not
 * draw, not a small DOM.
 */
export const SCREENFUL_ROWS = 11;

/**
 * The figure judged against the goal: the most rows seen, or null (not measured) when a count is
 * under a screenful, so a list that drew nothing cannot read "within".
 * @param {number[]} seen
 */
export function rowsFigure(seen) {
  return seen.length > 0 && Math.min(...seen) >= SCREENFUL_ROWS ? Math.max(...seen) : null;
}

/** @param {{ api: string, email: string, password: string, count: number }} member */
export async function dashboardRows({ api, email, password, count }) {
  const { server, origin } = await serve();
  const browser = await launchChromium();
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.addInitScript(() => sessionStorage.setItem('randomGifShown', 'true'));
    await page.route(/\/api\/upland\//, async (route) => {
      const url = new URL(route.request().url());
      await route.fulfill({ response: await route.fetch({ url: `${api}${url.pathname}${url.search}` }) });
    });
    await page.goto(`${origin}/?mode=login`);
    const form = page.locator('form.auth-form');
    await form.locator('input[type="email"]').fill(email);
    await form.locator('input[type="password"]').fill(password);
    await form.locator('button[type="submit"]').click();
    await page.waitForURL(/\/dashboard$/, { timeout: 60_000 });
    await page
      .locator('.portfolio-count')
      .filter({ hasText: String(count) })
      .waitFor({ timeout: 60_000 });

    const list = page.locator('.portfolio-list');
    const rows = () => page.locator('tr.portfolio-row').count();
    const seen = [await rows()];
    for (const at of [0.5, 1]) {
      await list.evaluate((box, share) => box.scrollTo(0, box.scrollHeight * share), at);
      await page.waitForTimeout(200);
      seen.push(await rows());
    }
    console.log(`dashboard list, ${count} properties: ${seen.join(', ')} rows in the DOM (top, middle, end)`);
    const label = 'dashboard list DOM rows for big_holder (1,200 properties)';
    const most = rowsFigure(seen);
    if (most === null) {
      console.log(
        `${label}: not measured, under a screenful (${SCREENFUL_ROWS} rows) drawn — goal ≤ ${ROWS_GOAL} rows: OVER`,
      );
      overGoal.push(label);
    } else verdict(label, most, 'rows', ROWS_GOAL, { digits: 0 });
  } finally {
    await browser.close();
    server.close();
  }
}
