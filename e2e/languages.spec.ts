import { api, pathOf } from '@saint-james/api-contract';
import { expect, test } from './support/test';
import { axeViolations } from './support/axe';
import { englishLeftovers } from './support/englishLeftovers';
import { openSitePage, SITE_PAGES, viewerOf } from './support/pages';
import { blockVideoHost, warmUpSheetsApi } from './support/sheets';

// English and French: every page in each language, with axe-core's checks, and no English left in
// the French pages. The language comes from the browser on a first visit; the header's switch
// changes it and the choice is remembered.

test.beforeAll(async ({ request }) => {
  test.setTimeout(60_000);
  await warmUpSheetsApi(request);
});

test.beforeEach(async ({ page }) => {
  await blockVideoHost(page);
});

for (const locale of ['en-GB', 'fr-FR'] as const) {
  const lang = locale.slice(0, 2);
  test.describe(`every page in ${lang === 'fr' ? 'French' : 'English'}`, () => {
    test.use({ locale });
    for (const sitePage of SITE_PAGES) {
      test.describe(() => {
        test.use({ signedInAs: viewerOf(sitePage) });
        test(`${sitePage.path}: <html lang="${lang}">, its own title, 0 axe violations${lang === 'fr' ? ', no English left' : ''}`, async ({
          page,
        }) => {
          await openSitePage(page, sitePage);
          await expect(page.locator('html')).toHaveAttribute('lang', lang);
          expect(await page.title()).toMatch(/ · Saint James$/);
          expect(await axeViolations(page)).toEqual([]);
          if (lang === 'fr') expect(await englishLeftovers(page)).toEqual([]);
        });
      });
    }
  });
}

for (const locale of ['en-GB', 'fr-FR'] as const) {
  test.describe(`states of pages in ${locale.startsWith('fr') ? 'French' : 'English'}`, () => {
    test.use({ locale });

    test('the open menu, a refused sign-in, the tier search with its list: 0 axe violations', async ({ page }) => {
      await openSitePage(page, SITE_PAGES[0]);
      await page.locator('.menu-button').click();
      await expect(page.locator('.site-menu')).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');

      const form = page.locator('form.auth-form');
      await form.locator('input[type="email"]').fill('nobody@example.test');
      await form.locator('input[type="password"]').fill('wrong-password');
      await form.locator('button[type="submit"]').click();
      await expect(page.locator('.auth-messages .error-message')).not.toBeEmpty();
      expect(await axeViolations(page)).toEqual([]);

      await page.goto('/city-hall');
      await page.locator('.city-hall button.primary').click();
      await page.getByRole('combobox').fill('bay');
      await expect(page.getByRole('option').first()).toBeVisible({ timeout: 15_000 });
      expect(await axeViolations(page)).toEqual([]);
    });

    test.describe(() => {
      test.use({ signedInAs: 'admin' });
      test('the admin asked to confirm a delete: 0 axe violations', async ({ page }) => {
        await page.goto('/admin/dashboard');
        await page.locator('.map-data-entry .danger').first().click();
        await expect(page.getByRole('dialog')).toBeVisible();
        expect(await axeViolations(page)).toEqual([]);
      });
    });
  });
}

test.describe('a French browser', () => {
  test.use({ locale: 'fr-FR' });

  test('gets the site in French on its first visit', async ({ page }) => {
    await page.goto('/city-hall');
    await expect(page.getByRole('heading', { name: 'Hôtel de ville', level: 1 })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page).toHaveTitle('Hôtel de ville · Saint James');
    await expect(page.getByRole('button', { name: 'Read the site in English' })).toHaveText('English');
  });
});

test('the header switch changes the language at once, and the choice survives a reload and a new page', async ({
  page,
}) => {
  await page.goto('/city-hall');
  await expect(page.getByRole('heading', { name: 'City Hall', level: 1 })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  const toFrench = page.getByRole('button', { name: 'Lire le site en français' });
  await expect(toFrench).toHaveAttribute('lang', 'fr');
  await toFrench.click();
  await expect(page.getByRole('heading', { name: 'Hôtel de ville', level: 1 })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect.poll(() => page.title()).toBe('Hôtel de ville · Saint James');

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Hôtel de ville', level: 1 })).toBeVisible();
  await page.goto('/activity');
  await expect(page.getByRole('heading', { name: 'Activité', level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Read the site in English' }).click();
  await expect(page.getByRole('heading', { name: 'Activity', level: 1 })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Activity', level: 1 })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test("French's words that cannot be loaded (offline on a first visit) are said in French; the page stays English; a press once back loads them", async ({
  page,
}) => {
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await page.goto('/city-hall');
  await expect(page.getByRole('heading', { name: 'City Hall', level: 1 })).toBeVisible();
  const frenchWords = /\/assets\/fr-[^/]+\.js$/;
  await page.route(frenchWords, (route) => route.abort('internetdisconnected'));
  const toFrench = page.getByRole('button', { name: 'Lire le site en français' });
  await toFrench.click();
  const failed = page.getByRole('alert').filter({ hasText: 'Le français n’a pas pu être chargé' });
  await expect(failed).toHaveText(
    'Le français n’a pas pu être chargé\u00a0: vérifiez votre connexion, puis réessayez.',
  );
  await expect(failed).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('heading', { name: 'City Hall', level: 1 })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  // It covers the top of the page: it goes with the page.
  await page.getByRole('link', { name: 'Urbanism' }).click();
  await expect(page.getByRole('heading', { name: 'Urban Development', level: 1 })).toBeVisible();
  await expect(failed).toHaveCount(0);
  await toFrench.click();
  await expect(failed).toBeVisible();

  await page.unroute(frenchWords);
  // A browser that keeps the failed load for the page's life (web/src/lib/heldLoad.ts) gets them in
  // a new page: the choice is remembered and the page reloads.
  await toFrench.click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('heading', { name: 'Développement urbain', level: 1 })).toBeVisible();
  await expect(failed).toHaveCount(0);
  expect(pageErrors).toEqual([]);
});

test('numbers and times follow the language', async ({ page }) => {
  await page.goto('/sheet');
  await expect(page.getByText('2,367 of 2,367 properties')).toBeVisible({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Lire le site en français' }).click();
  // French groups thousands with a (narrow) no-break space.
  await expect(page.getByText(/^2\s367 sur 2\s367 propriétés$/)).toBeVisible();
  await expect(page.getByText(/^Mis à jour à \d{2}:\d{2}:\d{2}$/)).toBeVisible();
});

test("a server error arrives as a code and is read in the reader's language", async ({ page }) => {
  await page.route(`**${pathOf(api.sheets.tab, { tab: 'properties' })}`, (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ error: 'Missing Google Sheets configuration', code: 'sheets-not-configured' }),
    }),
  );
  await page.addInitScript(() => localStorage.setItem('sj-locale', 'fr'));
  await page.goto('/sheet');
  await expect(page.getByRole('alert')).toHaveText('Configuration Google Sheets manquante');
  await expect(page.getByRole('button', { name: 'Réessayer' })).toBeVisible();
});
