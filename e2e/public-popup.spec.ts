import { expect, test, type Page } from '@playwright/test';
import { pauseClock, stepUntilVisible } from './support/pausedClock';

// The random animated-image popup (docs/product.md#every-page). A paused fake clock and a fixed Math.random make
// the random delay and corner known: 0.5 -> 152.5 s, bottom-left; 0.1 -> 34.5 s, top-left;
// 0.99 -> 297.05 s, bottom-right (web/src/features/splash/randomGif.ts, unit tested there).

const popup = (page: Page) => page.getByRole('complementary', { name: 'Lumen Poetry invitation' });
const shownFlag = (page: Page) => page.evaluate(() => sessionStorage.getItem('randomGifShown'));

async function setUp(page: Page, random: number) {
  await page.addInitScript((value) => {
    Math.random = () => value;
  }, random);
  await pauseClock(page);
}

const welcome = (page: Page) => page.getByText('Welcome to the community dashboard.', { exact: false });

/** /activity's last card: the popup comes next in Tab order. */
const lastCard = (page: Page) => page.getByRole('link', { name: 'Page 8', exact: true });

/** /activity with its cards, then the popup (0.1 -> shown at 34.5 s). */
async function popupAfterActivityPage(page: Page) {
  await setUp(page, 0.1);
  await page.goto('/activity');
  await stepUntilVisible(page, lastCard(page));
  await page.clock.runFor(34_600);
}

/** The keyboard on the popup's Close button, from /activity's last card. */
async function tabToClose(page: Page) {
  await lastCard(page).focus();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(popup(page).getByRole('button', { name: 'Close' })).toBeFocused();
}

test.describe('public · random popup', () => {
  test('appears after its random delay, fades out after 30 s, is removed 1 s later, and only once per session', async ({
    page,
  }) => {
    await setUp(page, 0.5);
    await page.goto('/'); // not lazy-loaded: the clock needs no stepping, timings are exact
    await expect(welcome(page)).toBeVisible();

    await page.clock.runFor(152_400);
    await expect(popup(page)).toHaveCount(0);
    expect(await shownFlag(page)).toBeNull();

    await page.clock.runFor(200); // 152.6 s
    await expect(popup(page)).toBeVisible();
    await expect(popup(page)).toHaveAttribute('data-corner', 'bottom-left');
    expect(await shownFlag(page)).toBe('true');
    const link = popup(page).getByRole('link', { name: 'Read Lumen Poetry' });
    await expect(link).toHaveAttribute('href', '/lumen-poetry');
    const image = link.getByRole('img', { name: 'A golden sparkle turning' });
    await expect(image).toHaveAttribute('src', '/media/random.gif');
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

    await page.clock.runFor(29_800); // 29.8 s on screen
    await expect(popup(page)).toHaveAttribute('data-leaving', 'false');
    await page.clock.runFor(300); // 30.2 s (it appeared at 152.5 s)
    await expect(popup(page)).toHaveAttribute('data-leaving', 'true');
    await expect(popup(page)).toHaveCSS('opacity', '0');
    await page.clock.runFor(600); // 30.8 s
    await expect(popup(page)).toBeAttached();
    await page.clock.runFor(300); // 31.1 s: 1 s after the fade-out started
    await expect(popup(page)).toHaveCount(0);

    // Same session: a reload, and even the longest delay, bring it back no more.
    await page.reload();
    await expect(welcome(page)).toBeVisible();
    await page.clock.runFor(400_000);
    await expect(popup(page)).toHaveCount(0);
  });

  test('does not appear before 5 s even with the smallest random draw', async ({ page }) => {
    await setUp(page, 0);
    await page.goto('/');
    await expect(welcome(page)).toBeVisible();
    await page.clock.runFor(4_900);
    await expect(popup(page)).toHaveCount(0);
    await page.clock.runFor(200);
    await expect(popup(page)).toBeVisible();
    await expect(popup(page)).toHaveAttribute('data-corner', 'top-left');
  });

  test('on a 375 px phone it is fixed in its screen corner', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await setUp(page, 0.1);
    await page.goto('/lumen-poetry'); // a long page
    await stepUntilVisible(page, page.getByRole('heading', { name: 'Lumen Poetry' }));
    await page.clock.runFor(34_600);
    await expect(popup(page)).toBeVisible();
    await expect(popup(page)).toHaveCSS('position', 'fixed');
    const before = (await popup(page).boundingBox())!;
    expect(before.x).toBeLessThanOrEqual(16); // left edge
    expect(before.y).toBeGreaterThanOrEqual(56); // below the header
    expect(before.y).toBeLessThan(100);
    await page.evaluate(() => window.scrollTo(0, 600));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(600);
    expect(await popup(page).boundingBox()).toEqual(before);
  });

  test('on a 375 px phone the open menu is drawn over it, every link of the menu in sight and pressable', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await setUp(page, 0.3); // 93.5 s, top-right: where the menu opens
    await page.goto('/lumen-poetry');
    await stepUntilVisible(page, page.getByRole('heading', { name: 'Lumen Poetry' }));
    await page.clock.runFor(93_600);
    await expect(popup(page)).toHaveAttribute('data-corner', 'top-right');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const links = page.getByRole('navigation', { name: 'Main menu' }).getByRole('link');
    await expect(links.first()).toBeVisible();
    // What a finger on the middle of each link meets is that link, not the popup above it.
    const covered = await links.evaluateAll((all) =>
      all
        .filter((link) => {
          const box = link.getBoundingClientRect();
          const top = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
          return !top || !link.contains(top);
        })
        .map((link) => link.textContent),
    );
    expect(covered).toEqual([]);
    // The popup was under the menu: it is still there.
    await expect(popup(page)).toBeVisible();
  });

  test('on a desktop it sits in the page at a screen corner and scrolls with the page', async ({ page }) => {
    await setUp(page, 0.99);
    await page.goto('/lumen-poetry');
    await stepUntilVisible(page, page.getByRole('heading', { name: 'Lumen Poetry' }));
    await page.clock.runFor(297_100);
    await expect(popup(page)).toBeVisible();
    await expect(popup(page)).toHaveAttribute('data-corner', 'bottom-right');
    await expect(popup(page)).toHaveCSS('position', 'absolute');
    const box = (await popup(page).boundingBox())!;
    expect(1280 - (box.x + box.width)).toBeLessThanOrEqual(16);
    expect(720 - (box.y + box.height)).toBeLessThanOrEqual(16);
    expect(720 - (box.y + box.height)).toBeGreaterThanOrEqual(0);
    await page.evaluate(() => window.scrollTo(0, 300));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(300);
    expect((await popup(page).boundingBox())!.y).toBeCloseTo(box.y - 300, 0);
  });

  test('keyboard: Tab reaches its link after the page, Enter opens the poetry page', async ({ page }) => {
    await popupAfterActivityPage(page);
    await expect(popup(page)).toBeVisible();
    await lastCard(page).focus();
    await page.keyboard.press('Tab');
    await expect(popup(page).getByRole('link', { name: 'Read Lumen Poetry' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/lumen-poetry$/);
    await expect(page.getByRole('heading', { name: 'Lumen Poetry', level: 1 })).toBeVisible();
    await expect(popup(page)).toHaveCount(0);
  });

  test('keyboard: its Close button dismisses it, and it stays dismissed for the session', async ({ page }) => {
    await popupAfterActivityPage(page);
    await tabToClose(page);
    await page.keyboard.press('Enter');
    await expect(popup(page)).toHaveCount(0);
    // The keyboard's place is the page's main content, not the document's start.
    await expect(page.locator('main#main')).toBeFocused();
    await page.goto('/contact');
    await page.clock.runFor(400_000);
    await expect(popup(page)).toHaveCount(0);
  });

  test('keyboard: Escape on it closes it, and the focus goes to the main content', async ({ page }) => {
    await popupAfterActivityPage(page);
    // Escape elsewhere on the page leaves it.
    await lastCard(page).focus();
    await page.keyboard.press('Escape');
    await expect(popup(page)).toBeVisible();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Escape');
    await expect(popup(page)).toHaveCount(0);
    await expect(page.locator('main#main')).toBeFocused();
  });

  test('a focus on it when it times out goes to the main content, not to the document', async ({ page }) => {
    await popupAfterActivityPage(page);
    await tabToClose(page);
    await page.clock.runFor(32_000);
    await expect(popup(page)).toHaveCount(0);
    await expect(page.locator('main#main')).toBeFocused();
  });
});
