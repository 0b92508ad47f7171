// The admin writes the activity pages on /admin/pages (docs/product.md "/admin/pages"): page 3 in
// English and French with a heading, bold text, a list and a link; the live preview; Save, then the
// visitors' card and page in each language; History and Revert; the 409 of a stale save; axe.
import { expect, test } from './support/test';
import type { Page } from '@playwright/test';
import { axeViolations } from './support/axe';
import { unwritePage, warmUpPages, writePage } from './activity-helpers';
import { warmUpApi } from './map-helpers';

test.describe.configure({ mode: 'serial' });
test.use({ signedInAs: 'admin' });
test.beforeAll(async ({ browserName: _browser }, testInfo) => {
  await warmUpApi(testInfo);
  await warmUpPages();
  await unwritePage('3');
});
test.afterAll(() => unwritePage('3'));

const ENGLISH = {
  title: 'Harbour night market',
  summary: 'Stalls and music at Holetown harbour.',
  body: '## Programme\n\nA **free** evening.\n\n- food stalls\n- live music\n\n[Tickets](https://example.org/tickets)',
};
const FRENCH = {
  title: 'Marché nocturne du port',
  summary: 'Stands et musique au port de Holetown.',
  body: '## Programme\n\nUne soirée **gratuite**.\n\n- stands\n- musique\n\n[Billets](https://example.org/billets)',
};

/** The editor on page 3, reached from the admin dashboard's link, or from the menu. */
async function openEditor(page: Page, { byMenu = false } = {}) {
  await page.goto(byMenu ? '/dashboard' : '/admin/dashboard');
  if (byMenu) await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('link', { name: 'Activity pages' }).click();
  await expect(page).toHaveURL(/\/admin\/pages/);
  await page.getByRole('navigation', { name: 'The eight pages' }).getByRole('button', { name: 'Page 3' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Page 3' })).toBeVisible();
}

async function fill(page: Page, legend: string, text: typeof ENGLISH) {
  const group = page.getByRole('group', { name: legend });
  await group.getByLabel('Title').fill(text.title);
  await group.getByLabel('Summary (shown on the card)').fill(text.summary);
  await group.getByLabel('Page text (Markdown)').fill(text.body);
}

/** Holds page 3's saves (PUT) until the function returned is called; reads go through. */
async function holdSaves(page: Page) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/pages/activity/3', async (route) => {
    if (route.request().method() === 'PUT') await held;
    await route.fallback();
  });
  return release;
}

test('the admin writes page 3 in both languages, with a live preview, and saves it', async ({ page }) => {
  await openEditor(page);
  await expect(page.getByText('Not written yet.')).toBeVisible();
  await fill(page, 'English', ENGLISH);
  await fill(page, 'French', FRENCH);
  // Each text says its language (a screen reader's voice, the spell-checker); the legends and
  // labels are in the page's.
  for (const [legend, lang] of [
    ['English', 'en'],
    ['French', 'fr'],
  ] as const) {
    const group = page.getByRole('group', { name: legend });
    await expect(group.getByLabel('Title')).toHaveAttribute('lang', lang);
    await expect(group.getByLabel('Page text (Markdown)')).toHaveAttribute('lang', lang);
    expect(await group.evaluate((fieldset) => fieldset.closest('[lang]')?.getAttribute('lang'))).toBe('en');
  }
  // The live preview renders the Markdown as the page will.
  const preview = page.locator('.page-editor-preview');
  await expect(preview.getByRole('heading', { level: 2, name: 'Programme' })).toBeVisible();
  await expect(preview.locator('strong')).toHaveText('free');
  await preview.getByRole('button', { name: 'French' }).click();
  await expect(preview.locator('strong')).toHaveText('gratuite');
  await expect(page.getByText('Visitors see this within 5 minutes.')).toBeVisible();

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
  await expect(page.getByText('Current version')).toBeVisible();
});

test('visitors read page 3 on its card and its page, in English and in French', async ({ page }) => {
  await page.goto('/activity');
  await expect(page.getByRole('link', { name: /Harbour night market/ })).toContainText(ENGLISH.summary);
  await page.goto('/activity/page3');
  const article = page.locator('article');
  await expect(article.getByRole('heading', { level: 1, name: ENGLISH.title })).toBeVisible();
  await expect(article.getByRole('heading', { level: 2, name: 'Programme' })).toBeVisible();
  await expect(article.locator('strong')).toHaveText('free');
  await expect(article.getByRole('listitem')).toHaveText(['food stalls', 'live music']);
  await expect(article.getByRole('link', { name: 'Tickets' })).toHaveAttribute('rel', 'noopener noreferrer');

  await page.getByRole('button', { name: 'Lire le site en français' }).click();
  await expect(article.getByRole('heading', { level: 1, name: FRENCH.title })).toBeVisible();
  await expect(article.getByRole('listitem')).toHaveText(['stands', 'musique']);
  await page.goto('/activity');
  await expect(page.getByRole('link', { name: /Marché nocturne du port/ })).toContainText(FRENCH.summary);
});

test('History and Revert bring an earlier version back; a stale save is refused and the text kept', async ({
  page,
  request,
}) => {
  await openEditor(page);
  const english = page.getByRole('group', { name: 'English' });
  await english.getByLabel('Title').fill('Harbour market, changed');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
  await page
    .getByRole('button', { name: /^Revert to the version of/ })
    .first()
    .click();
  await expect(english.getByLabel('Title')).toHaveValue(ENGLISH.title);
  await expect(page.locator('.page-revisions li')).toHaveCount(3);
  // Each line says which language it changed; the first version, written whole, says none.
  await expect(page.locator('.page-revisions li')).toContainText([
    /^Reverted by .* · English changed/,
    /^Saved by .* — Harbour market, changed · English changed/,
    /^Saved by .* — Harbour night market(?! ·)/,
  ]);

  // Someone else saves meanwhile: this editor's next save is stale (409) and keeps what was typed.
  await writePage(request, '3', { en: { ...ENGLISH, title: 'Saved elsewhere' } });
  await english.getByLabel('Title').fill('My late change');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText(/Not saved: someone saved this page after you opened it/)).toBeVisible();
  await expect(english.getByLabel('Title')).toHaveValue('My late change');
});

test('text typed while a save is on its way stays; a save that ends on another page leaves that page be', async ({
  page,
}) => {
  await openEditor(page);
  const english = page.getByRole('group', { name: 'English' });
  // The save's request waits until the admin has typed on (or moved to page 4).
  const release = await holdSaves(page);

  await english.getByLabel('Title').fill('Sent title');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Saving…' })).toBeDisabled();
  await english.getByLabel('Summary (shown on the card)').fill('Typed while saving');
  release();
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
  await expect(english.getByLabel('Title')).toHaveValue('Sent title');
  await expect(english.getByLabel('Summary (shown on the card)')).toHaveValue('Typed while saving');
  await expect(page.getByText('Current version')).toBeVisible();

  // Saved again, then off to page 4 before the answer: page 4's draft is not page 3's.
  await page.unroute('**/api/pages/activity/3');
  const saved = page.waitForResponse(
    (r) => r.url().endsWith('/api/pages/activity/3') && r.request().method() === 'PUT',
  );
  const releaseAgain = await holdSaves(page);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('navigation', { name: 'The eight pages' }).getByRole('button', { name: 'Page 4' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Page 4' })).toBeVisible();
  await english.getByLabel('Title').fill('Page four draft');
  releaseAgain();
  expect((await saved).status()).toBe(200);
  await expect(english.getByLabel('Title')).toHaveValue('Page four draft');
});

test('a save the server leaves unanswered says so after 15 s, keeps the text, and says Saved once answered', async ({
  page,
}) => {
  // The page's clock runs as usual; fastForward moves its timers on without waiting 15 s.
  await page.clock.install();
  await openEditor(page);
  const english = page.getByRole('group', { name: 'English' });
  const release = await holdSaves(page);

  await english.getByLabel('Title').fill('A slow save');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Saving…' })).toBeDisabled();
  const waiting = page.getByRole('status').filter({ hasText: 'No answer from the server yet.' });
  await expect(waiting).toHaveCount(0);
  await page.clock.fastForward(15_000);
  await expect(waiting).toHaveText(
    'No answer from the server yet. Keep this page open: it will say how it went, and nothing on it is lost.',
  );
  await expect(english.getByLabel('Title')).toHaveValue('A slow save');
  expect(await axeViolations(page)).toEqual([]);

  release();
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
  await expect(waiting).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeVisible();
});

test('/admin/pages (from the menu) has no axe violations, in English and in French', async ({ page }) => {
  await openEditor(page, { byMenu: true });
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Lire le site en français' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pages d’activité' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test('French typed as spaces: the preview marks the page untranslated, and a save leaves nothing unsaved: moving to another page asks nothing', async ({
  page,
}) => {
  await openEditor(page);
  await page.getByRole('group', { name: 'English' }).getByLabel('Title').fill('Harbour night market');
  await page.getByRole('group', { name: 'French' }).getByLabel('Title').fill('   ');
  // The French preview shows what French readers will get: the English page, marked untranslated.
  const preview = page.locator('.page-editor-preview');
  await preview.getByRole('button', { name: 'French' }).click();
  await expect(preview.locator('article')).toHaveAttribute('lang', 'en');
  await expect(preview.locator('.page-editor-preview-title')).toHaveText('Harbour night market');
  await expect(
    preview.getByText(
      'No French yet: French readers see this English page, with a note that it is not yet translated.',
    ),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
  const asked: string[] = [];
  page.on('dialog', (dialog) => {
    asked.push(dialog.message());
    void dialog.dismiss();
  });
  await page.getByRole('navigation', { name: 'The eight pages' }).getByRole('button', { name: 'Page 4' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Page 4' })).toBeVisible();
  expect(asked).toEqual([]);
});

test("an admin's page opened in French shows the admin's words in French, never a key's bare name", async ({
  page,
}) => {
  // The admin's words load with the admin's pages (web/src/lib/i18n/catalogParts.ts).
  await page.addInitScript(() => localStorage.setItem('sj-locale', 'fr'));
  for (const [address, heading] of [
    ['/admin/pages', 'Pages d’activité'],
    ['/admin/dashboard', 'Administration'],
  ]) {
    await page.goto(address);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.locator('main')).not.toContainText(/\b(admin|pagesEditor|problem)\.[a-z]/);
  }
});
