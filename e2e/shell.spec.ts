import { api } from '@saint-james/api-contract';
import { expect, test, type Page } from './support/test';

const GAME_PROPERTY_URL = 'https://play.upland.me/?city=saint-james';

const menuButton = (page: Page) => page.getByRole('button', { name: /menu/i });
const menu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });

for (const path of ['/', '/city-hall', '/activity', '/no-such-page']) {
  test(`header on ${path}: title links to the game property page, menu opens and closes`, async ({ page }) => {
    await page.goto(path);
    const title = page.getByRole('link', { name: 'Saint James' });
    await expect(title).toHaveAttribute('href', GAME_PROPERTY_URL);
    await expect(title).toHaveAttribute('target', '_blank');
    await expect(title).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(title).toHaveAccessibleName('Saint James (opens in a new tab)'); // said, not sprung

    await expect(menu(page)).toBeHidden();
    await menuButton(page).click();
    await expect(menu(page)).toBeVisible();
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true');

    // A click outside the menu closes it.
    await page.mouse.click(5, 300);
    await expect(menu(page)).toBeHidden();

    // Escape closes it and gives focus back to the button.
    await menuButton(page).click();
    await expect(menu(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu(page)).toBeHidden();
    await expect(menuButton(page)).toBeFocused();
  });
}

test("every page document paints the header before the app's code runs; the app draws it once, in its place", async ({
  browser,
}) => {
  // Without JavaScript: what the first paint shows, from the documents as Hosting serves them.
  const noScript = await browser.newPage({ javaScriptEnabled: false });
  for (const path of ['/', '/map', '/city-hall', '/dashboard']) {
    await noScript.goto(path);
    const title = noScript.locator('#root header.site-header a.site-title');
    await expect(title).toHaveText('Saint James');
    await expect(title).toHaveAttribute('href', GAME_PROPERTY_URL);
  }
  const before = (await noScript.locator('header.site-header').boundingBox())!;
  await noScript.close();
  // With it: one header, the app's (its menu button is there), where the document drew its own.
  const page = await browser.newPage();
  await page.addInitScript(() => sessionStorage.setItem('splashShown', 'true'));
  await page.goto('/city-hall');
  await expect(menuButton(page)).toBeVisible();
  await expect(page.locator('header.site-header')).toHaveCount(1);
  expect(await page.locator('header.site-header').boundingBox()).toEqual(before);
  await page.close();
});

test('visitor menu lists the spec items; the game site opens in a new tab', async ({ page }) => {
  await page.goto('/city-hall');
  await menuButton(page).click();
  const items = menu(page).getByRole('listitem');
  await expect(items).toHaveText([
    'Home',
    'Map',
    'Properties',
    'Upland',
    'City Hall',
    'Activity',
    'Sign in',
    'Create account',
    'Contact',
  ]);
  await expect(menu(page).getByRole('link', { name: 'City Hall' })).toHaveAttribute('aria-current', 'page');
  await expect(menu(page).locator('[aria-current]')).toHaveCount(1);
  const game = menu(page).getByRole('link', { name: 'Upland' });
  await expect(game).toHaveAttribute('target', '_blank');
  await expect(game).toHaveAccessibleName('Upland (opens in a new tab)');
  await expect(game).toHaveAttribute('rel', 'noopener noreferrer');
});

test('the menu leads to the map and the properties in French, marking the page you are on', async ({ page }) => {
  await page.goto('/city-hall');
  await page.getByRole('button', { name: 'Lire le site en français' }).click();
  await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
  const menuFr = page.getByRole('navigation', { name: 'Menu principal' });
  await menuFr.getByRole('link', { name: 'Carte' }).click();
  await expect(page).toHaveURL(/\/map$/);
  await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
  await expect(menuFr.getByRole('link', { name: 'Carte' })).toHaveAttribute('aria-current', 'page');
  await menuFr.getByRole('link', { name: 'Propriétés' }).click();
  await expect(page).toHaveURL(/\/sheet$/);
  await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
  await expect(menuFr.getByRole('link', { name: 'Propriétés' })).toHaveAttribute('aria-current', 'page');
  await expect(menuFr.getByRole('link', { name: 'Carte' })).not.toHaveAttribute('aria-current');
  await menuFr.getByRole('link', { name: 'Accueil' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('navigation from the menu closes it and scrolls to the top', async ({ page }) => {
  await page.goto('/activity');
  // The first render (which starts at the top) can come after the load event: wait for it.
  await expect(page.getByRole('heading', { name: 'Activity', exact: true })).toBeVisible();
  await page.addStyleTag({ content: 'body { min-height: 5000px; }' });
  await page.evaluate(() => window.scrollTo(0, 1500));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  await menuButton(page).click();
  await menu(page).getByRole('link', { name: 'Contact' }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(menu(page)).toBeHidden();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('the tab becoming visible again scrolls to the top', async ({ page }) => {
  await page.goto('/activity');
  // The first render (which starts at the top) can come after the load event: wait for it.
  await expect(page.getByRole('heading', { name: 'Activity', exact: true })).toBeVisible();
  await page.addStyleTag({ content: 'body { min-height: 5000px; }' });
  await page.evaluate(() => window.scrollTo(0, 1200));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('a reload starts at the top', async ({ page }) => {
  await page.goto('/activity');
  await page.addStyleTag({ content: 'body { min-height: 5000px; }' });
  await page.evaluate(() => window.scrollTo(0, 1200));
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Activity', exact: true })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('an unknown route shows Page not found with a link home', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to the home page' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Welcome to the community dashboard.', { exact: false })).toBeVisible();
});

test('the api answers JSON through the /api rewrite, 404 JSON for an unknown path', async ({ request }) => {
  const health = await request.get(api.health.path);
  expect(health.status()).toBe(200);
  expect(await health.json()).toEqual({ ok: true });

  const unknown = await request.get('/api/no-such-thing');
  expect(unknown.status()).toBe(404);
  expect(unknown.headers()['content-type']).toContain('application/json');
  expect((await unknown.json()).error).toMatch(/no-such-thing/);
});

test('hosting sends the security headers; index.html is not cached, hashed assets ten minutes', async ({
  page,
  request,
}) => {
  const response = await request.get('/city-hall');
  const headers = response.headers();
  expect(headers['content-security-policy']).toContain("default-src 'self'");
  expect(headers['content-security-policy']).toContain("object-src 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['cache-control']).toBe('no-cache');

  await page.goto('/');
  const script = await page.locator('script[type="module"]').first().getAttribute('src');
  expect(script).toMatch(/^\/assets\//);
  const asset = await request.get(script!);
  expect(asset.headers()['cache-control']).toBe('public, max-age=600');
});

test('the page loads with no CSP violation or console error', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') problems.push(msg.text());
  });
  page.on('pageerror', (err) => problems.push(err.message));
  await page.goto('/city-hall');
  await expect(page.getByRole('heading', { name: 'City Hall' })).toBeVisible();
  expect(problems).toEqual([]);
});

test.describe('signed in as a member', () => {
  test.use({ signedInAs: 'member' });

  test('member menu: dashboard and profile items and Sign out, no AD', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Your Info', level: 1 })).toBeVisible();
    await menuButton(page).click();
    await expect(menu(page).getByRole('listitem')).toHaveText([
      'Home',
      'Map',
      'Properties',
      'Profil',
      'City Hall',
      'Activity',
      'Contact',
      'Sign out',
    ]);
    await menu(page).getByRole('link', { name: 'Profil' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    // The menu belongs to the page it was opened on: wait for /profile to be on screen first (the
    // router shows the new page once its code is there).
    await expect(page.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible();
    await menuButton(page).click();
    await expect(menu(page).getByRole('listitem')).toHaveText([
      'Home',
      'Map',
      'Properties',
      'Dashboard',
      'City Hall',
      'Activity',
      'Contact',
      'Sign out',
    ]);
    await menu(page).getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await menuButton(page).click();
    await expect(menu(page).getByRole('link', { name: 'Sign in' })).toBeVisible();
  });
});

test.describe('signed in as the admin', () => {
  test.use({ signedInAs: 'admin' });

  test('admin menu adds AD', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Your Info', level: 1 })).toBeVisible();
    await menuButton(page).click();
    const ad = menu(page).getByRole('link', { name: 'AD: the admin dashboard (map entries)', exact: true });
    await expect(ad).toHaveAttribute('href', '/admin/dashboard');
    await expect(ad).toHaveText('AD');
    await expect(ad).toHaveAttribute('title', 'Admin dashboard: edit the map entries');
  });
});

test('a page whose code is gone after a redeploy (404) says so and offers a reload, never a blank page', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Saint James', level: 1 })).toBeVisible();
  // The tab was opened before a deploy: the page chunk it asks for no longer exists.
  await page.route(/\/assets\/ContactPage-[^/]+\.js$/, (route) => route.fulfill({ status: 404, body: 'Not Found' }));
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('link', { name: 'Contact' }).click();
  await expect(page.getByRole('heading', { name: 'This page could not be loaded' })).toBeVisible();
  await page.unroute(/\/assets\/ContactPage-[^/]+\.js$/);
  await page.getByRole('button', { name: 'Reload the page' }).click();
  await expect(page.getByRole('heading', { name: 'Contact Us' })).toBeVisible();
});
