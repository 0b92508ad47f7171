// The activity pages' editor beyond its happy path (docs/product.md "/admin/pages"): on a 375 px
// phone the fields and the preview are stacked and nothing scrolls sideways; unsaved text asks
// before the admin leaves; and the pages' public answers carry their CDN cache rules through
// Hosting, while the admin's history stays private.
import { api, pathOf } from '@saint-james/api-contract';
import { expect, test } from './support/test';
import { axeViolations } from './support/axe';
import { idTokenOf } from './support/auth';
import { demoAccounts } from './support/env';
import { unwritePage, warmUpPages } from './activity-helpers';
import { warmUpApi } from './map-helpers';

test.describe.configure({ mode: 'serial' });
test.use({ signedInAs: 'admin' });
test.beforeAll(async ({ browserName: _browser }, testInfo) => {
  await warmUpApi(testInfo);
  await warmUpPages();
  await unwritePage('5');
});
test.afterAll(() => unwritePage('5'));

async function openPage5(page: import('@playwright/test').Page) {
  await page.goto('/admin/pages');
  await page.getByRole('navigation', { name: 'The eight pages' }).getByRole('button', { name: 'Page 5' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Page 5' })).toBeVisible();
}

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the fields and the preview are stacked, nothing is wider than the screen, axe finds nothing', async ({
    page,
  }) => {
    await openPage5(page);
    const english = page.getByRole('group', { name: 'English' });
    await english.getByLabel('Title').fill('Phone check');
    const fields = await english.boundingBox();
    const preview = await page.locator('.page-editor-preview').boundingBox();
    if (!fields || !preview) throw new Error('the editor or its preview is not drawn');
    // Stacked: the preview starts below the English fields and is as wide as the content.
    expect(preview.y).toBeGreaterThanOrEqual(fields.y + fields.height);
    expect(preview.width).toBeGreaterThan(300);
    await expect(page.locator('.page-editor-preview-title')).toHaveText('Phone check');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(await axeViolations(page)).toEqual([]);
  });

  test.describe('in French', () => {
    test.use({ locale: 'fr-FR' });

    test('a refused save names the field in French, puts the keyboard in it, keeps the text, and a title with no space never widens the page', async ({
      page,
    }) => {
      await page.goto('/admin/pages');
      await page.getByRole('navigation', { name: 'Les huit pages' }).getByRole('button', { name: 'Page 5' }).click();
      const english = page.getByRole('group', { name: 'Anglais' });
      await english.getByLabel('Résumé (affiché sur la vignette)').fill('Sans titre');
      await page.getByRole('button', { name: 'Enregistrer' }).click();
      const why = 'Non enregistré\u00a0: en anglais, «\u00a0Titre\u00a0» est obligatoire';
      await expect(page.getByRole('alert')).toHaveText(why);
      await expect(english.getByLabel('Résumé (affiché sur la vignette)')).toHaveValue('Sans titre');
      // The keyboard goes to the title refused, which says why; the French title is not marked.
      await expect(english.getByLabel('Titre')).toBeFocused();
      await expect(english.getByLabel('Titre')).toHaveAttribute('aria-invalid', 'true');
      await expect(english.getByLabel('Titre')).toHaveAccessibleDescription(why);
      await expect(page.getByRole('group', { name: 'Français' }).getByLabel('Titre')).not.toHaveAttribute(
        'aria-invalid',
      );

      // Once the title is written it is no longer marked; the alert still tells of the save refused.
      await english.getByLabel('Titre').fill('W'.repeat(200));
      await expect(english.getByLabel('Titre')).not.toHaveAttribute('aria-invalid');
      await expect(english.getByLabel('Titre')).toHaveAccessibleDescription('');
      await expect(page.getByRole('alert')).toHaveText(why);
      await page.getByRole('button', { name: 'Enregistrer' }).click();
      await expect(page.getByText('Enregistré.')).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  });
});

test('unsaved text asks before leaving: No keeps the text, Yes leaves', async ({ page }) => {
  await openPage5(page);
  const title = page.getByRole('group', { name: 'English' }).getByLabel('Title');
  await title.fill('Not saved yet');

  const questions: string[] = [];
  page.once('dialog', (dialog) => {
    questions.push(dialog.message());
    void dialog.dismiss();
  });
  await page.getByRole('link', { name: 'Back to the map entries' }).click();
  await expect.poll(() => questions).toEqual(['This page has unsaved text. Leave without saving?']);
  await expect(page).toHaveURL(/\/admin\/pages/);
  await expect(title).toHaveValue('Not saved yet');

  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('link', { name: 'Back to the map entries' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard/);
});

test('hostile Markdown in the live preview runs nothing: raw HTML is text, unsafe links and images are dropped', async ({
  page,
}) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await openPage5(page);
  const body = [
    '<img src=x onerror="window.__pwned = 1">',
    '<script>window.__pwned = 2</script>',
    '[click me](javascript:window.__pwned=3)',
    '![tracker](http://example.org/pixel.png)',
    '[our friends](https://example.org/friends)',
  ].join('\n\n');
  await page.getByRole('group', { name: 'English' }).getByLabel('Page text (Markdown)').fill(body);
  const preview = page.locator('.page-editor-preview');
  await expect(preview.getByRole('link', { name: 'our friends' })).toHaveAttribute('rel', /noopener/);
  // Raw HTML shows as the text it is; nothing of it became an element.
  await expect(preview).toContainText('<img src=x onerror="window.__pwned = 1">');
  expect(await preview.locator('img, script, [onerror]').count()).toBe(0);
  expect(await preview.locator('a[href^="javascript:" i]').count()).toBe(0);
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  expect(dialogs).toEqual([]);
  // Under the field, before Save is pressed: the Markdown help, then everything Save would refuse,
  // named at once (the preview only drops it).
  const field = page.getByRole('group', { name: 'English' }).getByLabel('Page text (Markdown)');
  const hint = 'Markdown: ## heading, **bold**, - list item, [link](https://…). HTML is not accepted.';
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(
    [
      hint,
      'Save will refuse this text: raw HTML is not allowed (found “<img src=x onerror="window.__pwned = 1">”). Write Markdown instead.',
      'Save will refuse this text: raw HTML is not allowed (found “<script>window.__pwned = 2</script>”). Write Markdown instead.',
      'Save will refuse this text: links must go to http(s), mailto or a page of this site (found “javascript:window.__pwned=3”).',
      'Save will refuse this text: images must come from an https address (found “http://example.org/pixel.png”).',
    ].join(' '),
  );
  await field.fill('[click me](javascript:window.__pwned=3)');
  await expect(field).toHaveAccessibleDescription(
    /links must go to http\(s\), mailto or a page of this site \(found “javascript:window.__pwned=3”\)/,
  );
  await field.fill('[our friends](https://example.org/friends)');
  await expect(field).not.toHaveAttribute('aria-invalid');
  await expect(page.locator('.page-field-warning')).toHaveCount(0);
  await expect(field).toHaveAccessibleDescription(hint);
});

test('through Hosting the pages are CDN-cacheable for visitors; the history is private to the admin', async ({
  request,
}) => {
  for (const path of [api.pages.list.path, pathOf(api.pages.get, { n: '5' })]) {
    const visitor = await request.get(path);
    expect(visitor.status(), path).toBe(200);
    expect(visitor.headers()['cache-control'], path).toBe('public, max-age=60, s-maxage=300');
  }
  const history = pathOf(api.pages.history, { n: '5' });
  expect((await request.get(history)).status()).toBe(401);
  const token = await idTokenOf(demoAccounts.admin.email, demoAccounts.admin.password);
  const admin = await request.get(history, { headers: { Authorization: `Bearer ${token}` } });
  expect(admin.status()).toBe(200);
  expect(admin.headers()['cache-control']).toMatch(/private|no-store/);
});
