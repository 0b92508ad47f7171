import { expect, test } from './support/test';
import { expect as baseExpect, test as baseTest } from '@playwright/test';
import { pauseClock, stepUntilVisible } from './support/pausedClock';

// A path for keyboard and screen-reader users: a skip link first, a title per page, the focus on
// the new page's heading after a route change, a menu that closes when the focus leaves it,
// reduced motion honoured by the popup, placeholders that can be read.

test('the first Tab stop is a skip link to the main content', async ({ page }) => {
  await page.goto('/map#13.18,-59.63,15');
  await expect(page.getByRole('heading', { name: 'Map', level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
  // The address keeps the map's own hash.
  expect(new URL(page.url()).hash).toBe('#13.18,-59.63,15');
});

test('each page has its own title', async ({ page }) => {
  const titles: Record<string, string> = {
    '/': 'Welcome · Saint James',
    '/city-hall': 'City Hall · Saint James',
    '/sheet': 'Properties · Saint James',
    '/activity/page2': 'Activity, page 2 · Saint James',
    '/lumen-poetry': 'Lumen Poetry · Saint James',
    '/nowhere': 'Page not found · Saint James',
  };
  for (const [path, title] of Object.entries(titles)) {
    await page.goto(path);
    await expect.poll(() => page.title(), { message: path }).toBe(title);
  }
});

test('after a route change the focus is on the new page heading, which is announced', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'City Hall' }).click();
  const heading = page.getByRole('heading', { name: 'City Hall', level: 1 });
  await expect(heading).toBeFocused();
  await page.getByRole('link', { name: 'Properties' }).click();
  await expect(page.getByRole('heading', { name: 'Google Sheet Data', level: 1 })).toBeFocused();
  // Back is a route change too.
  await page.goBack();
  await expect(heading).toBeFocused();
});

test('a link followed from the menu closes it, and Back to that page finds it closed', async ({ page }) => {
  await page.goto('/city-hall');
  const button = page.getByRole('button', { name: 'Open menu' });
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await button.click();
  await menu.getByRole('link', { name: 'Activity' }).click();
  await expect(page.getByRole('heading', { name: 'Activity', level: 1 })).toBeFocused();
  await expect(menu).toBeHidden();
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'City Hall', level: 1 })).toBeFocused();
  await expect(menu).toBeHidden();
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  // The next press opens it.
  await button.press('Enter');
  await expect(menu).toBeVisible();
});

test('the first page of a visit keeps the focus where the browser puts it', async ({ page }) => {
  await page.goto('/city-hall');
  await expect(page.getByRole('heading', { name: 'City Hall', level: 1 })).toBeVisible();
  await expect(page.locator('body')).toBeFocused();
});

test('tabbing past the last menu item closes the menu', async ({ page }) => {
  await page.goto('/city-hall');
  const button = page.getByRole('button', { name: 'Open menu' });
  await button.click();
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu).toBeVisible();
  const items = menu.getByRole('link');
  const count = await items.count();
  for (let i = 0; i < count; i++) await page.keyboard.press('Tab');
  await expect(items.last()).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(menu).toBeHidden();
  await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  // Shift+Tab back from the menu to the button keeps it open: the focus stays in the menu's area.
  await button.click();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Shift+Tab');
  await expect(menu).toBeVisible();
});

test('placeholders are readable: at least 4.5:1 against their field', async ({ page }) => {
  await page.goto('/city-hall');
  await page.getByRole('button', { name: 'search tier' }).click();
  const ratio = await page.getByRole('combobox').evaluate((input) => {
    const luminance = (color: string) => {
      const [r, g, b] = (color.match(/[\d.]+/g) ?? [])
        .slice(0, 3)
        .map(Number)
        .map((v) => {
          const c = v / 255;
          return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
        });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const text = luminance(getComputedStyle(input, '::placeholder').color);
    const background = luminance(getComputedStyle(input).backgroundColor);
    const [light, dark] = text > background ? [text, background] : [background, text];
    return (light + 0.05) / (dark + 0.05);
  });
  expect(ratio).toBeGreaterThanOrEqual(4.5);
});

baseTest.describe('with reduced motion', () => {
  baseTest.use({ reducedMotion: 'reduce' });

  baseTest('the random popup shows a still image, and neither fades in nor out', async ({ page }) => {
    await pauseClock(page);
    await page.addInitScript(() => {
      Math.random = () => 0; // the shortest delay, the first corner
    });
    await page.goto('/activity');
    await stepUntilVisible(page, page.getByRole('heading', { name: 'Activity', level: 1 }));
    await page.clock.runFor(5_000);
    const popup = page.getByRole('complementary', { name: 'Lumen Poetry invitation' });
    await baseExpect(popup).toBeVisible();
    const image = popup.getByRole('img');
    await baseExpect(image).toHaveAttribute('src', /random-still\.svg$/);
    await baseExpect(image).toHaveAttribute('alt', 'A golden sparkle');
    const motion = await popup.evaluate((element) => {
      const style = getComputedStyle(element);
      return { animation: style.animationName, transition: style.transitionDuration, opacity: style.opacity };
    });
    baseExpect(motion).toEqual({ animation: 'none', transition: '0s', opacity: '1' });
    // When its 30 s are up it goes at once: no fade.
    await page.clock.runFor(30_000);
    await baseExpect(popup).toHaveCount(0);
  });
});
