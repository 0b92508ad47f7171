import type { Page, TestInfo } from '@playwright/test';

/** How many of the page's last errors the report keeps (Playwright prints 300 characters of it). */
const KEPT = 3;

/**
 * Watches a test's page, and when the test fails attaches what the page showed then: its address,
 * its headings, and its last errors (the console's, uncaught ones, failed requests). Playwright
 * prints a text attachment under the failure, so a run whose files are gone (CI) still says
 * whether the page was elsewhere, still loading, or had failed.
 */
export function reportPageOnFailure(page: Page) {
  const errors: string[] = [];
  const keep = (line: string) => {
    errors.push(line.slice(0, 120));
    if (errors.length > KEPT) errors.shift();
  };
  // A failed request is said once, by its own line, and only the site's own: the basemap's tiles
  // always fail on this offline machine.
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
      keep(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => keep(`uncaught: ${error.message}`));
  page.on('requestfailed', (request) => {
    const url = new URL(request.url());
    if (url.origin === new URL(page.url()).origin) keep(`failed: ${url.pathname} ${request.failure()?.errorText}`);
  });

  return async (testInfo: TestInfo) => {
    if (testInfo.status === testInfo.expectedStatus || page.isClosed()) return;
    const headings = await page
      .locator('h1, [role="status"]:visible')
      .allInnerTexts()
      .catch(() => ['(unreadable)']);
    const shown = headings.map((text) => text.trim().slice(0, 60)).filter(Boolean);
    const lines = [
      `at ${new URL(page.url()).pathname}`,
      `showing: ${shown.join(' | ') || '(no h1, no status)'}`,
      ...errors,
    ];
    await testInfo.attach('the page when the test failed', { body: lines.join('\n'), contentType: 'text/plain' });
  };
}
