import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { axeViolations } from './support/axe';
import { serveBuild } from './support/buildServer';
import { emulator } from './support/env';
import { pageErrors, untilOfflineReady } from './support/offline';
import { expect, test, type Page } from './support/test';

// A deploy while pages are open: build A (the tests' build, web/dist-test) is served and its worker
// installed, then build B (the same site, another title) replaces it on the server, as a deploy
// does. Open pages keep working on A (their code comes from the worker's copies: A's files are
// gone from the server), offer "A new version is ready — Reload", and the reload opens B.
// docs/decisions/0023-caching-rules-and-the-service-worker.md

test.use({ serviceWorkers: 'allow' });

const WEB = path.resolve(__dirname, '../web');
const BUILD_A = path.join(WEB, 'dist-test');
const BUILD_B = path.join(WEB, 'dist-test-next');
const TITLE_B = 'Saint James Next';

test.beforeAll(() => {
  // One production build of B (about 10-20 s on 2 busy cores), configured like the tests' own.
  test.setTimeout(180_000);
  const built = spawnSync(
    path.resolve(__dirname, '../node_modules/.bin/vite'),
    ['build', '--mode', 'emulator', '--outDir', BUILD_B, '--emptyOutDir', '--logLevel', 'warn'],
    {
      cwd: WEB,
      encoding: 'utf8',
      env: {
        ...process.env,
        VITE_SITE_TITLE: TITLE_B,
        VITE_FIREBASE_PROJECT_ID: emulator.projectId,
        VITE_FIREBASE_AUTH_DOMAIN: `${emulator.projectId}.firebaseapp.com`,
        VITE_AUTH_EMULATOR_URL: emulator.authUrl,
      },
    },
  );
  if (built.status !== 0) throw new Error(`build B failed: ${built.stderr}`);
});

/** The site's own files (not its api, which this server does not run) that failed or answered an error. */
function failedRequests(page: Page, origin: string): string[] {
  const failed: string[] = [];
  const mine = (url: string) => url.startsWith(origin) && !url.startsWith(`${origin}/api/`);
  page.on('requestfailed', (request) => void (mine(request.url()) && failed.push(`${request.url()} failed`)));
  page.on('response', (response) => {
    if (mine(response.url()) && response.status() >= 400) failed.push(`${response.url()} ${response.status()}`);
  });
  return failed;
}

const siteTitle = (page: Page) => page.locator('.site-title');

async function openFromMenu(page: Page, item: string) {
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: item, exact: true }).click();
}

test('open pages keep their version through a deploy, offer the new one, and Reload opens it', async ({
  page,
  context,
}) => {
  // Slow by design: two workers install (each downloads the site) and three pages load.
  test.setTimeout(120_000);
  const site = await serveBuild(BUILD_A);
  try {
    const errors = pageErrors(page);
    const failed = failedRequests(page, site.origin);
    await page.goto(`${site.origin}/`);
    await expect(siteTitle(page)).toHaveText('Saint James');
    await untilOfflineReady(page);
    // A second tab on build A, which will not be the one to take the update.
    const other = await context.newPage();
    const otherErrors = pageErrors(other);
    const otherFailed = failedRequests(other, site.origin);
    await other.goto(`${site.origin}/contact`);
    await expect(other.getByRole('heading', { name: 'Contact Us' })).toBeVisible();

    site.deploy(BUILD_B);
    // Pages look for a new version every hour and when their tab comes back: this one looks now.
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.update());
    const prompt = page.locator('.update-prompt');
    await expect(prompt).toContainText('A new version is ready — Reload', { timeout: 30_000 });
    await expect(other.locator('.update-prompt')).toContainText('A new version is ready');
    expect(await axeViolations(page)).toEqual([]);

    // Meanwhile the page goes on on its own version: a page it has not opened yet loads A's code.
    await openFromMenu(page, 'Activity');
    await expect(page.getByRole('heading', { name: 'Activity', level: 1 })).toBeVisible();
    await expect(siteTitle(page)).toHaveText('Saint James');

    await prompt.getByRole('button', { name: 'Reload' }).click();
    await expect(siteTitle(page)).toHaveText(TITLE_B, { timeout: 15_000 });
    await expect(page.locator('.update-prompt')).toHaveCount(0);

    // The other tab still runs A, under B's worker now: its next page's code (gone from the server)
    // comes from the copy the new worker kept of the old build.
    await expect(siteTitle(other)).toHaveText('Saint James');
    await openFromMenu(other, 'City Hall');
    await expect(other.getByRole('heading', { name: 'City Hall', level: 1 })).toBeVisible();
    await expect(siteTitle(other)).toHaveText('Saint James');

    expect([...errors, ...otherErrors]).toEqual([]);
    expect([...failed, ...otherFailed]).toEqual([]);
  } finally {
    await site.close();
  }
});
