import { expect, test, type Page } from './support/test';

// The public pages (landing content, activity, contact, poetry) at phone and desktop sizes. Not
// about the random popup: support/test.ts marks it as already shown this session.

const CONTACT_EMAIL = 'contact@saint-james.demo';
const CHAT_URL = 'https://discord.gg/saint-james-demo';
const SOCIAL_URL = 'https://x.com/saintjames_demo';
const WELCOME = 'Welcome to the community dashboard. The one stop management tool for Saints.';

const menuButton = (page: Page) => page.getByRole('button', { name: /menu/i });
const menu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });

test.describe('public · landing', () => {
  test('hero image, the exact welcome text, the account panel, Our Mission and Get Involved', async ({ page }) => {
    await page.goto('/');
    const hero = page.getByRole('img', { name: 'The Saint James skyline at dusk, its church spire lit in gold' });
    await expect(hero).toBeVisible();
    await expect(hero).toHaveAttribute('src', '/media/hero.svg');
    await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(page.getByText(WELCOME, { exact: true })).toBeVisible();
    await expect(page.getByRole('form', { name: 'Sign in' })).toBeVisible();

    const mission = page.getByRole('region', { name: 'Our Mission' });
    await expect(mission.getByRole('heading', { name: 'Our Mission', level: 2 })).toBeVisible();
    await expect(mission).toContainText('We are the Saints');

    const involved = page.getByRole('region', { name: 'Get Involved' });
    await expect(involved.getByRole('heading', { name: 'Get Involved', level: 2 })).toBeVisible();
    await expect(involved.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/?mode=signup');
    await expect(involved.getByRole('link', { name: 'Visit City Hall' })).toHaveAttribute('href', '/city-hall');
    const chat = involved.getByRole('link', { name: 'Join the chat server' });
    await expect(chat).toHaveAttribute('href', CHAT_URL);
    await expect(chat).toHaveAttribute('target', '_blank');
    await expect(chat).toHaveAttribute('rel', 'noopener noreferrer');
    await involved.getByRole('link', { name: 'Follow the activity' }).click();
    await expect(page).toHaveURL(/\/activity$/);
  });

  test('the visitor menu works from the keyboard on the landing page', async ({ page }) => {
    await page.goto('/');
    await menuButton(page).focus();
    await page.keyboard.press('Enter');
    await expect(menu(page)).toBeVisible();
    await expect(menu(page).getByRole('listitem')).toHaveText([
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
    const game = menu(page).getByRole('link', { name: 'Upland' });
    await expect(game).toHaveAttribute('target', '_blank');
    await expect(game).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(menu(page).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/?mode=login');
    await expect(menu(page).getByRole('link', { name: 'Create account' })).toHaveAttribute('href', '/?mode=signup');

    // On the landing page, Home is the current page.
    await expect(menu(page).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await expect(menu(page).locator('[aria-current]')).toHaveCount(1);
    for (const name of ['Home', 'Map', 'Properties', 'Upland']) {
      await page.keyboard.press('Tab');
      await expect(menu(page).getByRole('link', { name })).toBeFocused();
    }
    await page.keyboard.press('Tab');
    await expect(menu(page).getByRole('link', { name: 'City Hall' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/city-hall$/);
  });

  test.describe('signed in as a member', () => {
    test.use({ signedInAs: 'member' });

    test('a signed-in member who opens / lands on the dashboard', async ({ page }) => {
      await page.goto('/');
      await expect(page).toHaveURL(/\/dashboard$/);
    });
  });
});

test.describe('public · activity', () => {
  test('a grid of 8 cards, Page 1 to Page 8, each opening its page', async ({ page }) => {
    await page.goto('/activity');
    await expect(page.getByRole('heading', { name: 'Activity', level: 1 })).toBeVisible();
    const cards = page.getByRole('main').getByRole('link');
    await expect(cards).toHaveText(
      ['Page 1', 'Page 2', 'Page 3', 'Page 4', 'Page 5', 'Page 6', 'Page 7', 'Page 8'].map((t) => new RegExp(`${t}$`)),
    );
    for (let n = 1; n <= 8; n++) {
      await expect(page.getByRole('link', { name: `Page ${n}`, exact: true })).toHaveAttribute(
        'href',
        `/activity/page${n}`,
      );
    }
    await page.getByRole('link', { name: 'Page 5', exact: true }).click();
    await expect(page).toHaveURL(/\/activity\/page5$/);
    await expect(page.getByRole('heading', { name: 'Page 5', level: 1 })).toBeVisible();
    await expect(page.getByText('Placeholder content for page 5', { exact: true })).toBeVisible();
    await page.getByRole('link', { name: 'Back to Activity' }).click();
    await expect(page).toHaveURL(/\/activity$/);
  });

  // Four pages a test: each page asks the api for its text, eight in one test came near the limit.
  for (const pages of [
    [1, 2, 3, 4],
    [5, 6, 7, 8],
  ])
    test(`each of /activity/page${pages[0]} to /activity/page${pages[3]} shows its page`, async ({ page }) => {
      for (const n of pages) {
        await page.goto(`/activity/page${n}`);
        await expect(page.getByRole('heading', { name: `Page ${n}`, level: 1 })).toBeVisible();
        await expect(page.getByText(`Placeholder content for page ${n}`, { exact: true })).toBeVisible();
      }
    });

  test('/activity/page9 is not found', async ({ page }) => {
    await page.goto('/activity/page9');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });
});

test.describe('public · contact', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('Contact Us, Get in touch, the e-mail, the chat server and social media links', async ({ page }) => {
    await page.goto('/contact');
    await expect(page.getByRole('heading', { name: 'Contact Us', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Get in touch' })).toBeVisible();
    await expect(page.getByRole('link', { name: CONTACT_EMAIL })).toHaveAttribute('href', `mailto:${CONTACT_EMAIL}`);
    for (const [name, href] of [
      [/chat server/, CHAT_URL],
      [/social media/, SOCIAL_URL],
    ] as const) {
      const link = page.getByRole('link', { name });
      await expect(link).toHaveAttribute('href', href);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  test('Copy puts the address on the clipboard and shows Copied for a moment', async ({ page }) => {
    await page.clock.install();
    await page.goto('/contact');
    // The message lives in a polite live region that is there before it speaks.
    const liveRegion = page.locator('.contact-copied');
    await expect(liveRegion).toHaveAttribute('role', 'status');
    await expect(liveRegion).toHaveText('');
    await page.evaluate(() => navigator.clipboard.writeText('something else'));
    // Paused once the page is there: React holds a page's loading fallback for 300 ms by the clock.
    await page.clock.pauseAt(Date.now() + 60_000);

    await page.getByRole('button', { name: /Copy/ }).click();
    await expect(liveRegion).toHaveText('Copied');
    await expect(page.getByText('Copied', { exact: true })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(CONTACT_EMAIL);

    await page.clock.runFor(1900);
    await expect(page.getByText('Copied', { exact: true })).toBeVisible();
    await page.clock.runFor(200);
    await expect(liveRegion).toHaveText('');
  });

  test('when the clipboard refuses, it is only logged', async ({ page }) => {
    await page.addInitScript(() => {
      navigator.clipboard.writeText = () =>
        Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError'));
    });
    const logged: string[] = [];
    page.on('console', (msg) => logged.push(`${msg.type()}: ${msg.text()}`));
    await page.goto('/contact');
    await page.getByRole('button', { name: /Copy/ }).click();
    await expect.poll(() => logged.find((line) => line.includes('Could not copy to the clipboard'))).toBeTruthy();
    await expect(page.getByText('Copied', { exact: true })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Contact Us' })).toBeVisible();
  });
});

test.describe('public · poetry', () => {
  test('Lumen Poetry: the poem and its ten modules 0x01 to 0x0A', async ({ page }) => {
    await page.goto('/lumen-poetry');
    await expect(page.getByRole('heading', { name: 'Lumen Poetry', level: 1 })).toBeVisible();
    await expect(
      page.getByRole('heading', { name: 'Symphonic Algorithms — 10 Modules to Continue Being', level: 2 }),
    ).toBeVisible();
    const modules = page.getByRole('heading', { level: 3 });
    await expect(modules).toHaveCount(10);
    const hexes = ['0x01', '0x02', '0x03', '0x04', '0x05', '0x06', '0x07', '0x08', '0x09', '0x0A'];
    await expect(modules).toHaveText(hexes.map((hex) => new RegExp(`^${hex}\\b`)));
    for (const hex of hexes) {
      const section = page.getByRole('region', { name: new RegExp(`^${hex}\\b`) });
      expect((await section.innerText()).split('\n').filter((line) => line.trim()).length).toBeGreaterThanOrEqual(4);
    }
  });
});

test.describe('public · phone and desktop', () => {
  const pages = [
    { path: '/', heading: 'Saint James' },
    { path: '/activity', heading: 'Activity' },
    { path: '/activity/page1', heading: 'Page 1' },
    { path: '/contact', heading: 'Contact Us' },
    { path: '/lumen-poetry', heading: 'Lumen Poetry' },
  ];
  for (const width of [375, 1280]) {
    test(`at ${width} px every public page fits the width and every image has alt text`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      for (const { path, heading } of pages) {
        await page.goto(path);
        await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
        expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(width);
        await expect(page.locator('img:not([alt]), img[alt=""]'), path).toHaveCount(0);
      }
    });
  }
});
