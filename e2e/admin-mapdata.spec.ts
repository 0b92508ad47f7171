import { api, type MapDataEntry } from '@saint-james/api-contract';
import { expect, test, type Page } from './support/test';
import { addField, entriesOfThisTest, openAdminDashboard, rowOf, table, unique } from './admin-helpers';
import { warmUpApi } from './map-helpers';

// The admin dashboard against the real stack: Hosting -> the api function -> Firestore emulator,
// signed in through the Auth emulator. The demo data (emulator-data) holds a dozen entries.
// Refused saves and calls: admin-mapdata-refusals.spec.ts.

test.use({ signedInAs: 'admin' });

// The first call to the api function starts it in the Functions emulator: once, before the tests.
test.beforeAll(async ({ browserName: _browser }, testInfo) => warmUpApi(testInfo));

const entries = entriesOfThisTest();

test('the admin sees the entries in a table with its columns, Save disabled while a row is unchanged', async ({
  page,
}) => {
  await openAdminDashboard(page);
  await expect(page.getByText('You have admin privileges.')).toBeVisible();
  const db = page.getByRole('link', { name: 'DB: back to your dashboard', exact: true });
  await expect(db).toHaveAttribute('href', '/dashboard');
  await expect(db).toHaveText('DB');
  await expect(db).toHaveAttribute('title', 'Back to your dashboard');
  await expect(table(page).getByRole('columnheader')).toHaveText([
    'Location',
    'Name',
    'Description',
    'Type',
    'Status',
    'Actions',
  ]);
  // The seeded entries are listed, Save disabled while a row is unchanged.
  const chapel = rowOf(page, 'st-james-parish-church');
  await expect(chapel.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('St. James Parish Church');
  await expect(chapel.getByRole('button', { name: 'Save' })).toBeDisabled();

  await page.getByRole('link', { name: 'DB' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

/** Opens the dashboard and types a new entry (all but its location); returns its name and the Add button. */
async function typeNewEntry(page: Page) {
  await openAdminDashboard(page);
  const name = unique('E2E Lookout');
  const addButton = page.getByRole('button', { name: 'Add', exact: true });
  await expect(addButton).toBeDisabled();
  // Pressed with nothing typed, it says what it needs, and the first field typed takes that away.
  const needs = page.locator('.map-data-add').getByText('Type a name, a location or another field first');
  await addButton.press('Enter');
  await expect(needs).toBeVisible();
  await expect(addButton).toBeFocused();
  await expect(
    page.getByRole('status').filter({ hasText: 'Type a name, a location or another field first' }),
  ).toHaveCount(1);
  await addField(page, 'Name').fill(name);
  await expect(needs).toHaveCount(0);
  await addField(page, 'Description').fill('Added by the browser test');
  await addField(page, 'Type').fill('viewpoint');
  await addField(page, 'Status').fill('planned');
  return { name, addButton };
}

test('a new entry with a bad location is refused as typed, and the add row keeps what was typed', async ({ page }) => {
  const { name } = await typeNewEntry(page);
  // A location that does not parse: the api's rule's message, and the add row keeps what was typed.
  await addField(page, 'Location').fill('Holetown');
  // Checked as typed with the api's own rule: Enter (like Add) sends nothing, focus stays in the field.
  await addField(page, 'Location').press('Enter');
  await expect(addField(page, 'Location')).toHaveAttribute('aria-invalid', 'true');
  await expect(addField(page, 'Location')).toHaveAccessibleDescription(/must be ‘lat,lng’/);
  await expect(addField(page, 'Location')).toBeFocused();
  await expect(addField(page, 'Location')).toHaveValue('Holetown');
  await expect(addField(page, 'Name')).toHaveValue(name);
});

test('the admin adds an entry: it appears with its id, the add row is cleared, and it survives a reload', async ({
  page,
}) => {
  const { name, addButton } = await typeNewEntry(page);
  await addField(page, 'Location').fill('13.2051,-59.6152');
  const [created] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith(api.mapData.list.path) && r.request().method() === 'POST'),
    addButton.click(),
  ]);
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as MapDataEntry;
  entries.made.push(id);
  const row = rowOf(page, id);
  await expect(row.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(name);
  await expect(table(page).getByText(`Added “${name}” with id ${id}.`)).toBeVisible();
  for (const label of ['Location', 'Name', 'Description', 'Type', 'Status']) {
    await expect(addField(page, label)).toHaveValue('');
  }

  await page.reload();
  await expect(row.getByRole('textbox', { name: 'Location', exact: true })).toHaveValue('13.2051,-59.6152');
  await expect(row.getByRole('textbox', { name: 'Description', exact: true })).toHaveValue('Added by the browser test');
});

test('the admin edits an entry: Save lights up, saves, and the edit survives a reload', async ({ page, request }) => {
  const name = unique('E2E Lookout');
  const { id } = await entries.create(request, { name, status: 'planned' });
  await openAdminDashboard(page);
  const row = rowOf(page, id);
  const save = row.getByRole('button', { name: 'Save' });
  await expect(save).toBeDisabled();
  await row.getByRole('textbox', { name: 'Status', exact: true }).fill('open');
  await row.getByRole('textbox', { name: 'Name', exact: true }).fill(`${name} (edited)`);
  await expect(save).toBeEnabled();
  await save.click();
  await expect(row.getByText('Saved.')).toBeVisible();
  await expect(save).toBeDisabled();
  await page.reload();
  await expect(row.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(`${name} (edited)`);
  await expect(row.getByRole('textbox', { name: 'Status', exact: true })).toHaveValue('open');
});

test('at 1280 px a description is read whole in its box, up to eight lines, then it scrolls', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const sentence = 'Where the first settlers landed in 1625, and the meeting point for new Saints. ';
  const short = await entries.create(request, { name: unique('E2E Jetty'), description: sentence });
  const long = await entries.create(request, { name: unique('E2E Pier'), description: sentence.repeat(4) });
  await openAdminDashboard(page);
  const box = (id: string) => rowOf(page, id).getByRole('textbox', { name: 'Description', exact: true });
  const measure = (id: string) =>
    box(id).evaluate((field) => ({
      lines: field.clientHeight / parseFloat(getComputedStyle(field).lineHeight),
      hidden: field.scrollHeight - field.clientHeight,
    }));
  // A sentence is five lines or so in the column's 200 px: more than the 3 rows the box had.
  const whole = await measure(short.id);
  expect(whole.hidden).toBeLessThanOrEqual(1);
  expect(whole.lines).toBeGreaterThan(3.5);
  // Four: eight lines shown, the rest a scroll away (the row does not take the whole screen).
  const capped = await measure(long.id);
  expect(capped.hidden).toBeGreaterThan(0);
  expect(capped.lines).toBeLessThan(9.5);
  // The box grows as the admin types.
  await box(short.id).press('Control+End');
  await box(short.id).pressSequentially(' More words for the box to show whole, a line or two.');
  const grown = await measure(short.id);
  expect(grown.hidden).toBeLessThanOrEqual(1);
  expect(grown.lines).toBeGreaterThan(whole.lines + 0.5);
});

test('delete asks first: Escape keeps the entry, Delete removes it, and it stays gone after a reload', async ({
  page,
  request,
}) => {
  const { id, name } = await entries.create(request, { name: unique('E2E Lookout') });
  await openAdminDashboard(page);
  const row = rowOf(page, id);
  // Delete asks first; Cancel (here: Escape) keeps the entry and gives focus back.
  const deleteButton = row.getByRole('button', { name: 'Delete' });
  await deleteButton.click();
  const dialog = page.getByRole('dialog', { name: 'Delete this entry?' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(`“${name}” (ID ${id})`);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(deleteButton).toBeFocused();
  await expect(row).toHaveCount(1);

  await deleteButton.click();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(row).toHaveCount(0);
  await expect(page.locator('.map-data-notice')).toContainText(`Deleted “${name}”. It is in the Trash.`);
  await expect(page.locator('.map-data-notice')).toBeFocused();
  await page.reload();
  await expect(rowOf(page, 'st-james-parish-church')).toHaveCount(1);
  await expect(row).toHaveCount(0);
});

test('on a 375 px phone the entries are labelled cards with no sideways scrolling', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') problems.push(msg.text());
  });
  page.on('pageerror', (err) => problems.push(err.message));
  await page.setViewportSize({ width: 375, height: 800 });
  await openAdminDashboard(page);
  const row = rowOf(page, 'holetown-monument');
  await expect(row.getByText('Location', { exact: true })).toBeVisible();
  await expect(row.getByRole('textbox', { name: 'Description', exact: true })).toBeVisible();
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    viewport: window.innerWidth,
  }));
  expect(widths.page).toBeLessThanOrEqual(widths.viewport);
  const box = await row.getByRole('button', { name: 'Delete' }).boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(375);
  expect(problems).toEqual([]); // no CSP violation, no failed request, no exception
});
