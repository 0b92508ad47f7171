import { expect, test, type Page } from '@playwright/test';
import { pauseClock, stepUntil, stepUntilVisible } from './support/pausedClock';

// The splash overlay and the background video filter.
// A paused fake clock makes every timing exact: nothing here waits for real seconds.

const splash = (page: Page) => page.getByTestId('splash');
const backgroundFilter = (page: Page) => page.getByTestId('background-filter');

/** Holds Firebase Auth in 'loading': its IndexedDB persistence check is left without an answer. */
async function holdAuthLoading(page: Page) {
  await page.addInitScript(() => {
    const unanswered = () => new EventTarget();
    Object.defineProperty(window, 'indexedDB', {
      configurable: true,
      value: { open: unanswered, deleteDatabase: unanswered },
    });
  });
}

/**
 * Runs the clock past the 2 s minimum, then past the 1 s fade. In two steps: the fade timer is set
 * by React after it renders the 'leaving' phase, which it does between clock steps, not inside one.
 */
async function leaveAndGo(page: Page) {
  await page.clock.runFor(2100);
  await expect(splash(page)).toHaveAttribute('data-phase', 'leaving');
  await page.clock.runFor(1000);
  await expect(splash(page)).toHaveCount(0);
}

test.beforeEach(async ({ page }) => {
  // Not about the random popup: mark it as already shown this session.
  await page.addInitScript(() => sessionStorage.setItem('randomGifShown', 'true'));
});

test.describe('public · splash', () => {
  test('fades in on the next frame, leaves once 2 s have passed and auth has settled, is removed 1 s later', async ({
    page,
  }) => {
    await pauseClock(page);
    await page.goto('/');
    await expect(page.getByText('Welcome to the community dashboard.', { exact: false })).toBeVisible();

    await expect(splash(page)).toHaveAttribute('data-phase', 'entering');
    await page.clock.runFor(20); // one animation frame
    await expect(splash(page)).toHaveAttribute('data-phase', 'shown');
    expect(await splash(page).boundingBox()).toEqual({ x: 0, y: 0, width: 1280, height: 720 });

    const video = splash(page).locator('video');
    await expect(video).toHaveJSProperty('muted', true);
    await expect(video).toHaveJSProperty('loop', true);
    await expect(video).toHaveJSProperty('autoplay', true);
    // The video loads once the page is on screen (at the browser's next quiet moment, 0.5 s at most).
    await page.clock.runFor(500); // 0.52 s
    await expect(video).toHaveAttribute('src', '/media/splash.webm');

    await page.clock.runFor(1460); // 1.98 s
    await expect(splash(page)).toHaveAttribute('data-phase', 'shown');
    await page.clock.runFor(40); // 2.02 s: auth (a visitor) settled long ago
    await expect(splash(page)).toHaveAttribute('data-phase', 'leaving');
    await expect(splash(page)).toHaveCSS('opacity', '0');

    await page.clock.runFor(960);
    await expect(splash(page)).toBeAttached();
    await page.clock.runFor(40); // 1 s after the fade-out started
    await expect(splash(page)).toHaveCount(0);
  });

  test('never catches clicks while it is shown', async ({ page }) => {
    await pauseClock(page);
    await page.goto('/activity');
    const card = page.getByRole('link', { name: 'Page 3', exact: true });
    // Small steps: the splash is shown for the page's first 2 s, which a busy machine's many
    // steps of 100 ms could use up before the card is there.
    await stepUntilVisible(page, card, 20);
    // The page can be on screen before the splash's first frame (its code was there at the first render).
    await stepUntil(page, () => expect(splash(page)).toHaveAttribute('data-phase', 'shown', { timeout: 250 }));
    const box = (await card.boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await expect(page).toHaveURL(/\/activity\/page3$/);
    // The press also ended it: it fades out at once, showing the page the click went to.
    await expect(splash(page)).toHaveAttribute('data-phase', 'leaving');
  });

  test("leaves at the visitor's first key, so that Tab does not move the focus unseen behind it", async ({ page }) => {
    await holdAuthLoading(page);
    await pauseClock(page);
    await page.goto('/');
    await expect(page.getByText('Welcome to the community dashboard.', { exact: false })).toBeVisible();
    await page.clock.runFor(20);
    await expect(splash(page)).toHaveAttribute('data-phase', 'shown');
    await page.keyboard.press('Tab'); // 0.02 s: long before the minimum, and auth still loading
    await expect(splash(page)).toHaveAttribute('data-phase', 'leaving');
    await page.clock.runFor(1000);
    await expect(splash(page)).toHaveCount(0);
  });

  test('waits while auth is loading, and the 10 s cap still removes it when auth never answers', async ({ page }) => {
    await holdAuthLoading(page);
    await pauseClock(page);
    await page.goto('/');
    await expect(page.getByText('Welcome to the community dashboard.', { exact: false })).toBeVisible();

    await page.clock.runFor(20);
    await page.clock.runFor(5000); // well past the 2 s minimum
    await expect(splash(page)).toHaveAttribute('data-phase', 'shown');
    await page.clock.runFor(4960); // 9.98 s
    await expect(splash(page)).toHaveAttribute('data-phase', 'shown');
    await page.clock.runFor(40); // 10.02 s: the cap
    await expect(splash(page)).toHaveAttribute('data-phase', 'leaving');
    await page.clock.runFor(1000);
    await expect(splash(page)).toHaveCount(0);
  });

  test('still goes when its video fails to load', async ({ page }) => {
    await page.route('**/media/splash.webm', (route) => route.abort());
    await pauseClock(page);
    await page.goto('/');
    await page.clock.runFor(520); // shown, and its video asked for (and refused)
    await expect(splash(page).locator('video')).toHaveCount(0);
    await expect(splash(page).getByText('Saint James')).toBeVisible();
    await leaveAndGo(page);
  });
});

test.describe('public · splash once per visit', () => {
  const welcome = (page: Page) => page.getByText('Welcome to the community dashboard.', { exact: false });

  test('a reload, a deep link opened in the same tab and a return from another site show the page at once', async ({
    page,
    baseURL,
  }) => {
    await pauseClock(page);
    await page.goto('/');
    await expect(welcome(page)).toBeVisible();
    await expect(splash(page)).toBeAttached(); // the start of the visit

    // The clock stays paused: a splash, had it opened, would still be on screen after each of these.
    await page.reload();
    await expect(welcome(page)).toBeVisible();
    await expect(splash(page)).toHaveCount(0);

    await page.goto('/city-hall?address=' + encodeURIComponent('1 Palm Avenue'));
    await stepUntilVisible(page, page.getByRole('heading', { name: 'City Hall', level: 1 }));
    await expect(splash(page)).toHaveCount(0);

    // Another site (another origin: its own session storage), then back to this one in the same tab.
    await page.goto(baseURL!.replace('127.0.0.1', 'localhost') + '/activity');
    await stepUntilVisible(page, page.getByRole('heading', { name: 'Activity', level: 1 }));
    await page.goto('/contact');
    await stepUntilVisible(page, page.getByRole('heading', { name: 'Contact Us', level: 1 }));
    await expect(splash(page)).toHaveCount(0);
  });

  test('a new tab is a new visit: it opens with the splash', async ({ page, context }) => {
    await page.goto('/');
    await expect(welcome(page)).toBeVisible();
    const other = await context.newPage();
    await pauseClock(other);
    await other.goto('/');
    await expect(welcome(other)).toBeVisible();
    await expect(splash(other)).toHaveAttribute('data-phase', 'entering');
  });
});

test.describe('public · background video filter', () => {
  for (const path of ['/', '/activity', '/contact', '/lumen-poetry', '/city-hall']) {
    test(`on ${path}: a looping, muted, autoplaying video that plays and never catches clicks`, async ({ page }) => {
      await page.goto(path);
      const video = backgroundFilter(page).locator('video');
      await expect(video).toHaveJSProperty('muted', true);
      await expect(video).toHaveJSProperty('loop', true);
      await expect(video).toHaveJSProperty('autoplay', true);
      await expect.poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused && v.currentTime > 0)).toBe(true);
      await expect(backgroundFilter(page)).toHaveCSS('pointer-events', 'none');
      await expect(backgroundFilter(page)).toHaveCSS('position', 'fixed');
      expect(await backgroundFilter(page).boundingBox()).toEqual({ x: 0, y: 0, width: 1280, height: 720 });
    });
  }

  test('a click lands on the page under it', async ({ page }) => {
    await page.goto('/contact');
    const link = page.getByRole('link', { name: /chat server/ });
    const box = (await link.boundingBox())!;
    const [x, y] = [box.x + 5, box.y + box.height / 2];
    expect(
      await page.evaluate(([px, py]) => document.elementFromPoint(px, py)?.closest('a')?.textContent, [x, y]),
    ).toMatch(/chat server/);
  });

  test('under prefers-reduced-motion: the filter stays, still, no video moves anywhere, and no splash', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await pauseClock(page);
    await page.goto('/');
    await expect(page.getByText('Welcome to the community dashboard.', { exact: false })).toBeVisible();
    await page.clock.runFor(20);
    await expect(backgroundFilter(page)).toBeAttached();
    await expect(backgroundFilter(page)).toHaveAttribute('data-moving', 'false');
    await expect(page.locator('video')).toHaveCount(0);
    // The first page load of the session, and still no splash: its fades cannot apply.
    await expect(splash(page)).toHaveCount(0);
  });

  test('the video goes away when the visitor switches reduced motion on', async ({ page }) => {
    await page.goto('/activity');
    await expect(backgroundFilter(page).locator('video')).toHaveCount(1);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await expect(backgroundFilter(page).locator('video')).toHaveCount(0);
    await expect(backgroundFilter(page)).toHaveAttribute('data-moving', 'false');
  });
});
