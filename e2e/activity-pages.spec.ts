// The activity pages as visitors read them (docs/product.md#activity-pages): the admin's page on its card
// and on its own page, in English and French ("Not yet translated" where French is missing), the
// Markdown rendered with nothing executable, and the pages never written unchanged.
import { expect, test } from './support/test';
import { axeViolations } from './support/axe';
import { unwritePage, warmUpPages, writePage } from './activity-helpers';
import { warmUpApi } from './map-helpers';
import { idTokenOf } from './support/auth';
import { demoAccounts } from './support/env';

const PAGE = {
  en: {
    title: 'Reef clean-up',
    summary: 'Saints meet at Folkestone on Saturday.',
    body:
      '## What to bring\n\nPlease bring **gloves**.\n\n- a bag\n- water\n\n' +
      '[Upland](https://play.upland.me/) and [the map](/map).\n\n<script>window.__pageXss=1</script>' +
      ' <img src=x onerror="window.__pageXss=2">',
    date: '2026-12-05',
  },
  fr: {
    title: 'Nettoyage du récif',
    summary: 'Rendez-vous samedi à Folkestone.',
    body: '## À apporter\n\nDes **gants**.\n\n- un sac\n- de l’eau\n\n[Upland](https://play.upland.me/)',
  },
};

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browserName: _browser }, testInfo) => {
  await warmUpApi(testInfo);
  await warmUpPages();
});

test.afterAll(async () => {
  await unwritePage('6');
});

test('pages never written are unchanged: "Page N" cards and their placeholders', async ({ page }) => {
  await page.goto('/activity');
  await expect(page.getByRole('link', { name: 'Page 8', exact: true })).toBeVisible();
  await page.goto('/activity/page8');
  await expect(page.getByRole('heading', { level: 1, name: 'Page 8' })).toBeVisible();
  await expect(page.getByText('Placeholder content for page 8')).toBeVisible();
});

test('a written page: its card shows the summary, its page the Markdown, in English', async ({ page, request }) => {
  // The api refuses raw HTML: the page is written in Markdown only, then read back as visitors do.
  await writePage(request, '6', { en: { ...PAGE.en, body: PAGE.en.body.split('\n\n<script>')[0] }, fr: PAGE.fr });
  await page.goto('/activity');
  const card = page.getByRole('link', { name: /Reef clean-up/ });
  await expect(card).toContainText('Saints meet at Folkestone on Saturday.');
  await expect(card).toContainText('December 5, 2026');
  await card.click();
  await expect(page).toHaveURL(/\/activity\/page6$/);
  const article = page.locator('article');
  await expect(article.getByRole('heading', { level: 1, name: 'Reef clean-up' })).toBeVisible();
  await expect(article.getByRole('heading', { level: 2, name: 'What to bring' })).toBeVisible();
  await expect(article.locator('strong')).toHaveText('gloves');
  await expect(article.getByRole('listitem')).toHaveText(['a bag', 'water']);
  const upland = article.getByRole('link', { name: 'Upland' });
  await expect(upland).toHaveAttribute('target', '_blank');
  await expect(upland).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(article.getByRole('link', { name: 'the map' })).not.toHaveAttribute('target');
  await expect(page.getByText('Not yet translated')).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
});

test('in French: the French page, and English with "Not yet translated" where none was written', async ({
  page,
  request,
}) => {
  // The answers may be kept a minute (max-age=60): a page.route turns the browser's HTTP cache off, so
  // the page is read again after the change below, as a visitor's would be once a minute has passed.
  await page.route('**/api/pages/**', (route) => route.continue());
  await page.addInitScript(() => localStorage.setItem('sj-locale', 'fr'));
  await page.goto('/activity/page6');
  const article = page.locator('article');
  await expect(article.getByRole('heading', { level: 1, name: 'Nettoyage du récif' })).toBeVisible();
  await expect(article.getByRole('heading', { level: 2, name: 'À apporter' })).toBeVisible();
  await expect(article).toContainText('5 décembre 2026');
  await expect(page.getByText('Pas encore traduit')).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);

  await writePage(request, '6', { en: { ...PAGE.en, body: PAGE.en.body.split('\n\n<script>')[0] } });
  await page.goto('/activity');
  await expect(page.getByRole('link', { name: /Reef clean-up/ })).toContainText('Saints meet at Folkestone');
  await page.goto('/activity/page6');
  await expect(page.getByRole('heading', { level: 1, name: 'Reef clean-up' })).toBeVisible();
  await expect(page.getByText('Pas encore traduit')).toBeVisible();
  await expect(page.locator('article')).toHaveAttribute('lang', 'en');
});

test('Markdown with HTML in it is refused by the api, and nothing of it runs', async ({ page, request }) => {
  const token = await idTokenOf(demoAccounts.admin.email, demoAccounts.admin.password);
  const current = (await (await request.get('/api/pages/activity/6')).json()) as { updatedAt: string };
  const refused = await request.put('/api/pages/activity/6', {
    headers: { Authorization: `Bearer ${token}` },
    data: { en: PAGE.en, updatedAt: current.updatedAt },
  });
  expect(refused.status()).toBe(400);
  expect(await refused.json()).toMatchObject({ field: 'en.body', problem: 'unsafe-markdown' });
  await page.goto('/activity/page6');
  await expect(page.getByRole('heading', { level: 1, name: 'Reef clean-up' })).toBeVisible();
  await expect(page.locator('article script, article img')).toHaveCount(0);
  expect(await page.evaluate(() => (window as { __pageXss?: number }).__pageXss)).toBeUndefined();
});

test("a page that cannot be read: the network's failure in the words every page says it, the server's in the page's own; Retry reads it", async ({
  page,
}) => {
  let answer: 'reset' | 'fail' | 'through' = 'reset';
  await page.route('**/api/pages/activity/7', async (route) => {
    if (answer === 'reset') await route.abort('connectionreset');
    else if (answer === 'fail') await route.fulfill({ status: 500, json: { error: 'x', code: 'internal' } });
    else await route.fallback();
  });
  await page.goto('/activity/page7');
  await expect(page.getByText('Network error. Please try again.')).toBeVisible();
  answer = 'fail';
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByText('This page could not be loaded. Please try again.')).toBeVisible();
  answer = 'through';
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByText('Placeholder content for page 7')).toBeVisible();
});
