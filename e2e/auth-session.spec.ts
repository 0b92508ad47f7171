// Firebase Auth is loaded only when a session may exist (docs/decisions/0029-no-auth-sdk-without-a-session.md):
// a visitor who never signed in gets the public pages without the SDK, and is signed out at once;
// the sign-in form loads it when the visitor starts on it; a member's stored session loads it.
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { builtManifest } from './support/buildManifest';
import { createEmulatorUser, idTokenOf, signIn, uniqueEmail, withoutStoredMember } from './support/auth';
import { demoAccounts, emulator } from './support/env';
import { holdRequests } from './support/holdRequests';

const authChunk = `/${builtManifest()['src/lib/firebase.ts'].file}`;

/** Every script the page has asked for, from now on. */
function scriptsAskedBy(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.endsWith('.js')) asked.push(pathname);
  });
  return asked;
}

test('a visitor reads /, /map and /sheet without the Auth SDK, and is offered Sign in at once', async ({ page }) => {
  const asked = scriptsAskedBy(page);
  for (const route of ['/', '/map', '/sheet']) {
    await page.goto(route);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
  }
  await page.waitForLoadState('networkidle');
  expect(asked.length).toBeGreaterThan(3);
  expect(asked).not.toContain(authChunk);
});

test('the sign-in form loads the SDK when the visitor starts typing in it', async ({ page }) => {
  const asked = scriptsAskedBy(page);
  await page.goto('/?mode=login');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  expect(asked).not.toContain(authChunk);
  await page.getByLabel('Email').focus();
  await expect.poll(() => asked).toContain(authChunk);
});

test('a member whose account ended elsewhere is shown for a moment, then signed out and sent to /', async ({
  page,
  baseURL,
}) => {
  const email = uniqueEmail('ended');
  await createEmulatorUser(email, 'ended-password');
  await signIn(page, email, 'ended-password');
  // Deleted elsewhere (another device, the admin of the project): this browser still holds the session.
  const idToken = await idTokenOf(email, 'ended-password');
  const deleted = await fetch(
    `${emulator.authUrl}/identitytoolkit.googleapis.com/v1/accounts:delete?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ idToken }),
    },
  );
  expect(deleted.ok).toBe(true);

  const release = await holdRequests(page, /accounts:lookup/);
  await page.goto('/dashboard');
  await expect(page.getByText(email)).toBeVisible();
  release();
  await expect(page).toHaveURL(`${baseURL}/`);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByText(email)).toHaveCount(0);
});

test.describe('a member who signed in on an earlier visit', () => {
  test.use({ signedInAs: 'member' });

  test('is still signed in: the stored session loads the SDK', async ({ page }) => {
    const asked = scriptsAskedBy(page);
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/profile/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // After the page's first frame (AuthProvider): the page shows the member it stored meanwhile.
    await expect.poll(() => asked).toContain(authChunk);
  });

  /**
   * When the page asks for the SDK's code and when React first renders (the document's plain
   * header, vite/firstPaintHeader.ts, gets its buttons), on the test's clock: the page's own may be
   * a fake (page.clock), and a fake clock has no resource timings.
   */
  async function watchSdkAndFirstRender(page: Page) {
    const times: { sdk?: number; firstRender?: number } = {};
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === authChunk) times.sdk ??= Date.now();
    });
    await page.exposeFunction('sjFirstRender', () => (times.firstRender ??= Date.now()));
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (!document.querySelector('#root button')) return;
        void (window as unknown as { sjFirstRender: () => Promise<void> }).sjFirstRender();
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    return times;
  }

  test('on a member page with a stored token it can use, the SDK loads after the first render (the page’s code and data first)', async ({
    page,
  }) => {
    const times = await watchSdkAndFirstRender(page);
    await page.goto('/dashboard');
    await expect(page.getByText('Link your Upland account to see your own properties')).toBeVisible();
    await expect.poll(() => times.sdk).toBeDefined();
    expect(times.sdk).toBeGreaterThan(times.firstRender!);
  });

  test('on a member page whose stored token is about to expire, the SDK loads with the page’s code, before the first render', async ({
    page,
  }) => {
    // An hour's token, 58 minutes on: too close to its end to be sent, so the page waits for the SDK.
    await page.clock.setFixedTime(Date.now() + 58 * 60 * 1000);
    // The dashboard's code held back: the app renders without it (its fallback) only after a wait.
    const release = await holdRequests(page, /\/assets\/DashboardPage-[^/]*\.js$/);
    const times = await watchSdkAndFirstRender(page);
    await page.goto('/dashboard');
    await expect.poll(() => times.firstRender).toBeDefined();
    expect(times.sdk).toBeLessThan(times.firstRender!);
    release();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('the dashboard shows the stored member and asks with the stored token before the SDK has checked them', async ({
    page,
  }) => {
    // The SDK's check of the stored user with Firebase held: it cannot say who is signed in yet.
    const release = await holdRequests(page, /accounts:lookup/);
    const statusAsked = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/upland/status', {
      timeout: 10_000,
    });
    await page.goto('/dashboard');
    const asked = await statusAsked;
    // The member's token (checked without printing it, should the test fail).
    expect(/^Bearer \S{20,}$/.test(asked.headers()['authorization'] ?? '')).toBe(true);
    // The member stored on the earlier visit is shown at once, with what the status answered
    // (docs/decisions/0037-the-stored-member-shown-at-once.md).
    await expect(page.getByRole('heading', { level: 1, name: 'Your Info' })).toBeVisible();
    await expect(page.getByText(demoAccounts.member.email)).toBeVisible();
    await expect(page.getByText('Link your Upland account to see your own properties')).toBeVisible();
    // The SDK's check answers: the same member, so the page stays as it is.
    const checked = page.waitForResponse(/accounts:lookup/);
    release();
    expect((await checked).ok()).toBe(true);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText(demoAccounts.member.email)).toBeVisible();
    await expect(page.getByText('Link your Upland account to see your own properties')).toBeVisible();
  });

  test('the Upland part waits for the link status: Upland Auth comes with the line on linking, not above it', async ({
    page,
  }) => {
    // When each first appears (one time per batch of changes: the same batch, the same time).
    await page.addInitScript(() => {
      const seen: Record<string, number> = ((window as unknown as { sjSeen: object }).sjSeen = {});
      new MutationObserver(() => {
        const now = performance.now();
        if (document.querySelector('.upland-link button')) seen.button ??= now;
        if (document.querySelector('.upland-why')) seen.why ??= now;
      }).observe(document, { childList: true, subtree: true });
    });
    const release = await holdRequests(page, /\/api\/upland\/status$/);
    await page.goto('/dashboard');
    await expect(page.locator('.dashboard-upland').getByRole('status')).toHaveText('Loading...');
    release();
    await expect(page.getByText('Link your Upland account to see your own properties')).toBeVisible();
    const seen = await page.evaluate(() => (window as unknown as { sjSeen: { button: number; why: number } }).sjSeen);
    expect(seen.button).toBe(seen.why);
  });

  test('a link status that does not come does not hide Upland Auth for long', async ({ page }) => {
    await holdRequests(page, /\/api\/upland\/status$/);
    await page.goto('/dashboard');
    await expect(page.getByRole('button', { name: 'Upland Auth' })).toBeEnabled();
    await expect(page.getByText('Link your Upland account to see your own properties')).toHaveCount(0);
    // Not a lone button that reads as 'not linked': the page says it is still asking.
    await expect(
      page.getByRole('status').filter({ hasText: 'Checking whether your Upland account is linked...' }),
    ).toBeVisible();
  });

  test('/ sends them to their dashboard before the SDK has even loaded', async ({ page, baseURL }) => {
    await holdRequests(page, `**${authChunk}`);
    await page.goto('/');
    await expect(page).toHaveURL(`${baseURL}/dashboard`);
    await expect(page.getByRole('heading', { level: 1, name: 'Your Info' })).toBeVisible();
  });

  /**
   * In a browser that cannot list its databases (Firefox before 126), so the page cannot read the
   * stored member and waits for the SDK: / opened with the SDK and the city-hall page's code held;
   * 'Visit City Hall' followed, then the SDK let go: the landing page, still on screen with /city-hall's address, hears "signed in"
   * (the menu offers Sign out). Returns the release of the city-hall page's code.
   */
  async function followALinkBeforeTheSdkAnswers(page: Page, baseURL: string | undefined) {
    await withoutStoredMember(page);
    const releaseSdk = await holdRequests(page, `**${authChunk}`);
    const releaseCityHall = await holdRequests(
      page,
      `**/${builtManifest()['src/features/sheets/CityHallPage.tsx'].file}`,
    );
    await page.goto('/');
    await page.getByRole('link', { name: 'Visit City Hall' }).click();
    await expect(page).toHaveURL(`${baseURL}/city-hall`);
    releaseSdk();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(
      page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'Sign out' }),
    ).toBeVisible();
    await page.keyboard.press('Escape');
    return releaseCityHall;
  }

  test('a link followed on / before the SDK answers is where they go, not their dashboard', async ({
    page,
    baseURL,
  }) => {
    const releaseCityHall = await followALinkBeforeTheSdkAnswers(page, baseURL);
    // Before the fix, the landing page had sent the member to /dashboard by now.
    await expect(page).toHaveURL(`${baseURL}/city-hall`);
    releaseCityHall();
    await expect(page.getByRole('heading', { level: 1, name: 'City Hall' })).toBeVisible();
    await expect(page).toHaveURL(`${baseURL}/city-hall`);
  });

  test('back to / before that page came, they go to their dashboard', async ({ page, baseURL }) => {
    await followALinkBeforeTheSdkAnswers(page, baseURL);
    await page.goBack();
    await expect(page).toHaveURL(`${baseURL}/dashboard`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});
