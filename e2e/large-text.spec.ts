// Readers who make the text larger (a phone zoomed to 200 %, or only the text set larger) and short
// windows (a phone held sideways): every control stays within reach, nothing runs past the screen.
// Found by a reflow walk (WCAG 1.4.10 at 320 px, 200 % zoom, the root font at 200 %).
import type { Page } from '@playwright/test';
import { entriesOfThisTest, openAdminDashboard, rowOf } from './admin-helpers';
import { blockVideoHost } from './support/sheets';
import { expect, test } from './support/test';

const menuButton = (page: Page) => page.getByRole('button', { name: /menu/i });

/** How far the page runs past the window's right edge (the whole page, not a box that scrolls itself). */
const sideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test.describe('a phone held sideways (667 × 375)', () => {
  test.use({ viewport: { width: 667, height: 375 }, locale: 'fr-FR' });

  test('the open menu scrolls within the window: its last item is reached by the keyboard and seen', async ({
    page,
  }) => {
    await page.goto('/contact');
    await menuButton(page).click();
    const menu = page.getByRole('navigation', { name: 'Menu principal' });
    await expect(menu).toBeVisible();
    const box = (await menu.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(375);
    expect(await menu.evaluate((nav) => nav.scrollHeight > nav.clientHeight)).toBe(true);
    const last = menu.getByRole('listitem').last().locator('a, button');
    await last.focus();
    await expect(last).toBeInViewport({ ratio: 1 });
  });
});

test.describe('a phone zoomed to 200 % (188 × 334 px of CSS)', () => {
  test.use({ viewport: { width: 188, height: 334 }, deviceScaleFactor: 2, locale: 'fr-FR' });

  test('the header keeps its menu button on the screen, and the menu fits the window', async ({ page }) => {
    await page.goto('/contact');
    await expect(menuButton(page)).toBeInViewport({ ratio: 1 });
    expect(await sideways(page)).toBeLessThanOrEqual(0);
    await menuButton(page).click();
    const box = (await page.getByRole('navigation', { name: 'Menu principal' }).boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(188);
  });
});

test('with the text at 300 %, the skip link stays out of sight until the keyboard reaches it', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 667 });
  await page.goto('/contact');
  // Its words on two lines or more: taller than the 100 px it was once hidden by.
  await page.addStyleTag({ content: 'html { font-size: 300% !important; }' });
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).not.toBeInViewport();
  await skip.focus();
  await expect(skip).toBeInViewport({ ratio: 1 });
});

test.describe('320 px wide, in French', () => {
  test.use({ viewport: { width: 320, height: 640 }, locale: 'fr-FR' });

  test('a title word longer than the screen breaks: /urbanism runs nothing past the window', async ({ page }) => {
    await blockVideoHost(page);
    await page.goto('/urbanism');
    await expect(page.getByRole('heading', { level: 1, name: 'Développement urbain' })).toBeVisible();
    expect(await sideways(page)).toBeLessThanOrEqual(0);
  });

  test("the explorer's filters stack, one a line: each choice has the panel's width", async ({ page }) => {
    await page.goto('/sheet');
    await expect(page.getByRole('combobox', { name: 'Quartier' })).toBeVisible();
    const controls = (await page.locator('.explorer-controls').boundingBox())!;
    for (const select of await page.locator('.explorer-controls select').all())
      expect((await select.boundingBox())!.width).toBeGreaterThanOrEqual(controls.width - 1);
  });

  test.describe("a member's properties", () => {
    test.use({ signedInAs: 'saint_player' });

    test('each address stays within its column, a long word broken inside it', async ({ page }) => {
      await page.goto('/dashboard');
      const rows = page.getByRole('region', { name: 'Vos propriétés à Saint James' }).locator('tbody tr');
      await expect(rows.first()).toBeVisible();
      const past = await rows.locator('td:first-child').evaluateAll((cells) =>
        cells.flatMap((cell) => {
          const link = cell.querySelector('a');
          if (!link) return [];
          const over = link.getBoundingClientRect().right - cell.getBoundingClientRect().right;
          return over > 0.5 ? [`${link.textContent} by ${Math.round(over)} px`] : [];
        }),
      );
      expect(past).toEqual([]);
    });
  });
});

test.describe("the admin's entry form on a phone zoomed to 200 % (188 × 334)", () => {
  test.use({ signedInAs: 'admin', viewport: { width: 188, height: 334 }, deviceScaleFactor: 2 });
  const { create } = entriesOfThisTest();

  test('the sheet shows the field the keyboard is in, not only its title', async ({ page, request }) => {
    const entry = await create(request, { location: '13.29,-59.57' });
    await openAdminDashboard(page);
    await rowOf(page, entry.id)
      .getByRole('button', { name: `Map: edit “${entry.name}” beside the map` })
      .click();
    const sheet = page.locator('.entry-panel');
    await expect(sheet.getByRole('heading', { name: `Edit “${entry.name}”` })).toBeAttached();
    const location = sheet.getByRole('textbox', { name: 'Location', exact: true });
    await expect(location).toBeFocused();
    await expect(location).toBeInViewport({ ratio: 1 });
    // Seen, not covered by the sheet's title: the field is what the window shows at its middle.
    const seen = await location.evaluate((field) => {
      const box = field.getBoundingClientRect();
      return document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2) === field;
    });
    expect(seen).toBe(true);
  });
});
