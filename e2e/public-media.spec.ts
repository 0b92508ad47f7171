import { expect, test } from '@playwright/test';
import { clockMoved, pauseClock, stepUntil, stepUntilVisible } from './support/pausedClock';

// Every page still works when the media fail (media come from the
// internet in production). All of /media/* is refused here.

test.describe('public · media failures', () => {
  test.beforeEach(async ({ page }) => {
    await page.route('**/media/**', (route) => route.abort());
  });

  for (const { path, heading } of [
    { path: '/', heading: 'Saint James' },
    { path: '/activity', heading: 'Activity' },
    { path: '/activity/page2', heading: 'Page 2' },
    { path: '/contact', heading: 'Contact Us' },
    { path: '/lumen-poetry', heading: 'Lumen Poetry' },
    { path: '/city-hall', heading: 'City Hall' },
  ]) {
    test(`${path} works without its media; the splash still goes, the filter stays still`, async ({ page }) => {
      const errors: string[] = [];
      page.on('pageerror', (err) => errors.push(err.message));
      await page.addInitScript(() => sessionStorage.setItem('randomGifShown', 'true'));
      await pauseClock(page);
      await page.goto(path);
      await stepUntilVisible(page, page.getByRole('heading', { name: heading, level: 1 }));
      // The videos start after the first frame (at most 0.5 s later): step until the failed one is still.
      await stepUntil(page, () =>
        expect(page.getByTestId('background-filter')).toHaveAttribute('data-moving', 'false', { timeout: 250 }),
      );
      await expect(page.locator('video')).toHaveCount(0);
      // The splash leaves 2 s after the page's start and is gone 1 s later (its exact timings:
      // public-splash.spec.ts), however much of that time the steps above used. Stepped from 2.1 s
      // on: React sets the fade timer when it renders the 'leaving' phase, between steps.
      const used = await clockMoved(page);
      await page.clock.runFor(Math.max(0, 2100 - used));
      await stepUntil(page, () => expect(page.getByTestId('splash')).toHaveCount(0, { timeout: 250 }), 100);
      expect(await clockMoved(page)).toBeLessThanOrEqual(Math.max(used, 2100) + 1500);
      // No broken-image icon: a failed image is taken out.
      await expect(page.locator('img')).toHaveCount(0);
      expect(errors).toEqual([]);
    });
  }

  test('the landing hero keeps its painted sky and the welcome text', async ({ page }) => {
    await page.goto('/');
    await expect(
      page.getByText('Welcome to the community dashboard. The one stop management tool for Saints.'),
    ).toBeVisible();
    await expect(page.getByRole('img')).toHaveCount(0);
    await expect(page.locator('.landing-hero')).toHaveCSS('background-image', /linear-gradient/);
  });

  test('the random popup still shows its link to the poetry page without its image', async ({ page }) => {
    await page.addInitScript(() => {
      Math.random = () => 0.1;
    });
    await pauseClock(page);
    await page.goto('/activity');
    // The popup's delay (34.5 s with this draw) counts from the page's start: let it start first.
    await stepUntilVisible(page, page.getByRole('heading', { name: 'Activity', level: 1 }));
    await page.clock.runFor(34_000);
    const popup = page.getByRole('complementary', { name: 'Lumen Poetry invitation' });
    await stepUntil(page, () => expect(popup).toBeVisible({ timeout: 250 }), 100);
    await expect(popup.getByRole('img')).toHaveCount(0);
    await popup.getByRole('link', { name: 'Read Lumen Poetry' }).click();
    await expect(page).toHaveURL(/\/lumen-poetry$/);
  });
});
