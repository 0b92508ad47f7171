import { api, pathOf } from '@saint-james/api-contract';
import { readFileSync } from 'node:fs';
import { expect, test } from './support/test';
import {
  adminToken,
  bearer,
  entriesOfThisTest,
  entryNow,
  listAsAdmin,
  openAdminDashboard,
  rowOf,
  table,
  unique,
} from './admin-helpers';
import { warmUpApi } from './map-helpers';

// What keeps the admin's work from being lost, through the Hosting emulator: delete with Undo, each
// entry's History with Revert, Export and Import; and the table's filters. Each test
// makes its own entries (unique names) through the api.

test.use({ signedInAs: 'admin' });

// The first call to the api function starts it in the Functions emulator: once, before the tests.
test.beforeAll(async ({ browserName: _browser }, testInfo) => warmUpApi(testInfo));

const { create: createEntry, made } = entriesOfThisTest();

test('delete says the entry can be restored, and Undo brings it back with the same id', async ({ page, request }) => {
  const entry = await createEntry(request);
  await openAdminDashboard(page);
  const row = rowOf(page, entry.id);
  await row.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this entry?' });
  await expect(dialog).toContainText('It stays in the Trash, where you can restore it.');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(row).toHaveCount(0);
  const notice = page.locator('.map-data-notice');
  await expect(notice).toContainText(`Deleted “${entry.name}”. It is in the Trash.`);
  expect(await entryNow(request, entry.id)).toBeUndefined();

  await notice.getByRole('button', { name: 'Undo' }).click();
  await expect(notice).toContainText(`Restored “${entry.name}”.`);
  await expect(row.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(entry.name);
  expect((await entryNow(request, entry.id))?.name).toBe(entry.name);
});

test('History lists each change; Revert goes back to an earlier version', async ({ page, request }) => {
  const entry = await createEntry(request);
  const renamed = await request.put(pathOf(api.mapData.update, { id: entry.id }), {
    headers: bearer(await adminToken()),
    data: { ...entry, name: `${entry.name} renamed`, status: 'closed' },
  });
  expect(renamed.status()).toBe(200);
  await openAdminDashboard(page);
  const row = rowOf(page, entry.id);
  await row.getByRole('button', { name: 'History' }).click();
  await expect(row.getByRole('button', { name: 'History' })).toHaveAttribute('aria-expanded', 'true');
  await expect(row.getByRole('heading', { name: `History of “${entry.name} renamed”` })).toBeVisible();
  const history = row.locator('.entry-history');
  const items = history.locator('.entry-history-list > li');
  await expect(items).toHaveCount(2);
  await expect(items.nth(0)).toContainText('edited by admin@');
  await expect(items.nth(0)).toContainText('(current)');
  await expect(items.nth(1)).toContainText('created by admin@');

  await items
    .nth(1)
    .getByRole('button', { name: /^Revert to this version/ })
    .click();
  await expect(row.getByText(/^Reverted “.+” to the version of /)).toBeVisible();
  await expect(row.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(entry.name);
  await expect(row.getByRole('textbox', { name: 'Status', exact: true })).toHaveValue('open');
  await expect(items).toHaveCount(3);
  await expect(items.nth(0)).toContainText('reverted by admin@');
  expect((await entryNow(request, entry.id))?.name).toBe(entry.name);
});

test('Export downloads GeoJSON and CSV of the entries', async ({ page, request }) => {
  const entry = await createEntry(request, { location: '13.2,-59.61' });
  await openAdminDashboard(page);
  const [geojson] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export GeoJSON' }).click(),
  ]);
  expect(geojson.suggestedFilename()).toMatch(/^saint-james-map-entries-\d{4}-\d{2}-\d{2}\.geojson$/);
  const collection = JSON.parse(readFileSync(await geojson.path(), 'utf8'));
  expect(collection.type).toBe('FeatureCollection');
  expect(collection.features).toContainEqual({
    type: 'Feature',
    geometry: { type: 'Point', coordinates: [-59.61, 13.2] },
    properties: { id: entry.id, name: entry.name, description: '', type: 'e2e', status: 'open' },
  });
  await expect(page.getByText(`Exported ${geojson.suggestedFilename()}.`)).toBeVisible();

  const [csv] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  const lines = readFileSync(await csv.path(), 'utf8').split('\r\n');
  expect(lines[0]).toBe('id,name,description,type,status,lat,lng');
  expect(lines).toContain(`${entry.id},${entry.name},,e2e,open,13.2,-59.61`);
});

test('Import previews what a file would do; a bad file cannot be imported, a good one is', async ({
  page,
  request,
}) => {
  await openAdminDashboard(page);
  const name = unique('E2E Arrival');
  const feature = (properties: object, coordinates: [number, number]) => ({
    type: 'Feature',
    geometry: { type: 'Point', coordinates },
    properties,
  });
  const file = (features: object[]) => ({
    name: 'places.geojson',
    mimeType: 'application/geo+json',
    buffer: Buffer.from(JSON.stringify({ type: 'FeatureCollection', features })),
  });
  const input = page.getByLabel('Import a file (GeoJSON or CSV in the export’s shape)');

  await input.setInputFiles(file([feature({ name }, [-59.6, 13.2]), feature({ name: 'Too far north' }, [-59.6, 91])]));
  await expect(page.getByText('places.geojson would create 1 entry and update 0 entries; unchanged: 0.')).toBeVisible();
  await expect(
    page.getByText('1 problem in the file, so nothing can be imported; fix it and choose it again:'),
  ).toBeVisible();
  await expect(page.getByText('Feature 2 (index 1): Location: the latitude must be between -90 and 90')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Import', exact: true })).toBeDisabled();
  expect((await listAsAdmin(request, await adminToken())).some((entry) => entry.name === name)).toBe(false);

  await input.setInputFiles(file([feature({ name, type: 'e2e', status: 'open' }, [-59.6, 13.2])]));
  await expect(page.getByText('places.geojson would create 1 entry and update 0 entries; unchanged: 0.')).toBeVisible();
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByText('Imported places.geojson: 1 created, 0 updated, 0 unchanged.')).toBeVisible();
  const imported = (await listAsAdmin(request, await adminToken())).find((entry) => entry.name === name)!;
  made.push(imported.id);
  expect(imported.location).toBe('13.2,-59.6');
  await expect(rowOf(page, imported.id).getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(name);
});

test('search and filters narrow the table by name, type and status', async ({ page, request }) => {
  const word = unique('Zebrafinch').replace(/\W/g, '');
  const open = await createEntry(request, { name: `${word} open`, type: 'e2e-filter', status: 'open' });
  const closed = await createEntry(request, { name: `${word} closed`, type: 'e2e-filter', status: 'closed' });
  await openAdminDashboard(page);
  await page.getByRole('searchbox', { name: 'Name contains' }).fill(word.toLowerCase());
  await expect(rowOf(page, open.id)).toHaveCount(1);
  await expect(rowOf(page, closed.id)).toHaveCount(1);
  await expect(table(page).locator('tbody.map-data-entry')).toHaveCount(2);
  await page.getByRole('combobox', { name: 'Status' }).selectOption('closed');
  await expect(table(page).locator('tbody.map-data-entry')).toHaveCount(1);
  await expect(rowOf(page, closed.id)).toHaveCount(1);
  await expect(page.locator('.map-data-notice')).toContainText(/^1 of \d+ entries shown\./);
  await page.getByRole('button', { name: 'Clear' }).click();
  await expect(page.getByRole('searchbox', { name: 'Name contains' })).toHaveValue('');
  expect(await table(page).locator('tbody.map-data-entry').count()).toBeGreaterThan(2);
});
