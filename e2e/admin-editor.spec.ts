import { api, pathOf, type MapDataEntry } from '@saint-james/api-contract';
import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from './support/test';
import { addField, bearer, idToken, listAsAdmin, openAdminDashboard, rowOf, table, unique } from './admin-helpers';

// The admin's map editor through the Hosting emulator: the map beside the table, history and
// trash, export and import. Each test makes its own entries (unique names) through the api.

let adminToken: string;
test.beforeAll(async ({ request }) => {
  expect((await request.get(api.mapData.list.path, { timeout: 30_000 })).status()).toBe(200);
  adminToken = await idToken('admin');
});

/**
 * The entries a test made, deleted after it: the public map's tests share this emulator, and a
 * 160 px pin left at a random place can cover a cluster there.
 */
const made: string[] = [];
test.afterEach(async ({ request }) => {
  for (const id of made.splice(0)) {
    const res = await request.delete(pathOf(api.mapData.remove, { id }), { headers: bearer(adminToken) });
    expect([204, 404]).toContain(res.status());
  }
});

async function createEntry(request: APIRequestContext, fields: Partial<MapDataEntry> = {}): Promise<MapDataEntry> {
  const res = await request.post(api.mapData.create.path, {
    headers: bearer(adminToken),
    data: {
      location: '13.19,-59.63',
      name: unique('E2E Place'),
      description: '',
      type: 'e2e',
      status: 'open',
      ...fields,
    },
  });
  expect(res.status()).toBe(201);
  const entry = (await res.json()) as MapDataEntry;
  made.push(entry.id);
  return entry;
}

const entryNow = async (request: APIRequestContext, id: string) =>
  (await listAsAdmin(request, adminToken)).find((entry) => entry.id === id);

/** The pin of an entry on the admin's map (Leaflet gives it the entry's name as its title). */
const pinOf = (page: Page, name: string) => page.locator(`.admin-map-canvas .admin-pin[title="${name}"]`);

test('a click on the map fills the location of the new entry, then of the row being edited', async ({
  page,
  request,
}) => {
  const entry = await createEntry(request);
  await openAdminDashboard(page);
  const map = page.locator('.admin-map-canvas');
  await expect(pinOf(page, entry.name)).toBeVisible();

  await map.click({ position: { x: 40, y: 300 } });
  await expect(addField(page, 'Location')).toHaveValue(/^-?\d+\.\d{6},-?\d+\.\d{6}$/);
  const placed = await addField(page, 'Location').inputValue();

  // Focus in a row selects it (its pin is highlighted); the next click fills that row instead.
  const row = rowOf(page, entry.id);
  await row.getByRole('textbox', { name: 'Name', exact: true }).focus();
  await expect(row).toHaveClass(/is-selected/);
  await expect(pinOf(page, entry.name)).toHaveClass(/admin-pin-selected/);
  await map.click({ position: { x: 60, y: 40 } });
  const location = row.getByRole('textbox', { name: 'Location', exact: true });
  await expect(location).not.toHaveValue(entry.location);
  await expect(location).toHaveValue(/^-?\d+\.\d{6},-?\d+\.\d{6}$/);
  await expect(addField(page, 'Location')).toHaveValue(placed);
  await row.getByRole('button', { name: 'Save' }).click();
  await expect(row.getByText('Saved.')).toBeVisible();
  expect((await entryNow(request, entry.id))?.location).toBe(await location.inputValue());
});

test('a click on a pin selects its row', async ({ page, request }) => {
  const entry = await createEntry(request, { location: '13.25,-59.64' });
  await openAdminDashboard(page);
  await pinOf(page, entry.name).click();
  await expect(rowOf(page, entry.id)).toHaveClass(/is-selected/);
  await expect(rowOf(page, entry.id).getByText('Selected on the map')).toBeVisible();
});

test('dragging a pin moves its entry, and the save keeps the 409 check', async ({ page, request }) => {
  const entry = await createEntry(request, { location: '13.2,-59.62' });
  await openAdminDashboard(page);
  const pin = pinOf(page, entry.name);
  const drag = async (dx: number, dy: number) => {
    await pin.scrollIntoViewIfNeeded();
    const box = (await pin.boundingBox())!;
    const start = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    await page.mouse.move(start.x, start.y);
    await page.mouse.down();
    await page.mouse.move(start.x + dx / 2, start.y + dy / 2, { steps: 5 });
    await page.mouse.move(start.x + dx, start.y + dy, { steps: 5 });
    await page.mouse.up();
  };
  await drag(50, 30);
  const row = rowOf(page, entry.id);
  await expect(row.getByText('Saved.')).toBeVisible();
  const moved = (await entryNow(request, entry.id))!;
  expect(moved.location).not.toBe(entry.location);
  await expect(row.getByRole('textbox', { name: 'Location', exact: true })).toHaveValue(moved.location);

  // Another admin saves meanwhile: the next drag is refused with 409, and says so.
  const other = await request.put(pathOf(api.mapData.update, { id: entry.id }), {
    headers: bearer(adminToken),
    data: { ...moved, name: `${entry.name} (other admin)` },
  });
  expect(other.status()).toBe(200);
  await drag(-40, 20);
  await expect(row.getByText(/Not saved: another admin saved this entry/)).toBeVisible();
  expect((await entryNow(request, entry.id))?.location).toBe(moved.location);
});

test('typing a location checks it at once: marked invalid, the reason beside it, focus kept', async ({ page }) => {
  await openAdminDashboard(page);
  const location = addField(page, 'Location');
  await location.fill('13.2,-200');
  await expect(location).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('.map-data-add .field-problem')).toHaveText('the longitude must be between -180 and 180');
  await addField(page, 'Name').fill(unique('E2E never added'));
  await location.press('Enter');
  await expect(location).toBeFocused();
  await expect(page.getByText(/^Added /)).toHaveCount(0);
});

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

test('the Trash lists a deleted entry with who and when, and Restore brings it back', async ({ page, request }) => {
  const entry = await createEntry(request);
  expect(
    (await request.delete(pathOf(api.mapData.remove, { id: entry.id }), { headers: bearer(adminToken) })).status(),
  ).toBe(204);
  await openAdminDashboard(page);
  await expect(rowOf(page, entry.id)).toHaveCount(0);
  await page.getByRole('button', { name: 'Trash', exact: true }).click();
  const item = page.locator(`[data-trash-id="${entry.id}"]`);
  await expect(item).toContainText(entry.name);
  await expect(item).toContainText('Deleted by admin@');
  await item.getByRole('button', { name: `Restore: “${entry.name}”` }).click();
  await expect(rowOf(page, entry.id).getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(entry.name);
  await expect(item).toHaveCount(0);
});

test('History lists each change; Revert goes back to an earlier version', async ({ page, request }) => {
  const entry = await createEntry(request);
  const renamed = await request.put(pathOf(api.mapData.update, { id: entry.id }), {
    headers: bearer(adminToken),
    data: { ...entry, name: `${entry.name} renamed`, status: 'closed' },
  });
  expect(renamed.status()).toBe(200);
  await openAdminDashboard(page);
  const row = rowOf(page, entry.id);
  await row.getByRole('button', { name: 'History' }).click();
  await expect(row.getByRole('button', { name: 'History' })).toHaveAttribute('aria-expanded', 'true');
  await expect(row.getByRole('heading', { name: `History of “${entry.name} renamed”` })).toBeVisible();
  const history = row.locator('.entry-history');
  const items = history.getByRole('listitem');
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
  expect((await listAsAdmin(request, adminToken)).some((entry) => entry.name === name)).toBe(false);

  await input.setInputFiles(file([feature({ name, type: 'e2e', status: 'open' }, [-59.6, 13.2])]));
  await expect(page.getByText('places.geojson would create 1 entry and update 0 entries; unchanged: 0.')).toBeVisible();
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByText('Imported places.geojson: 1 created, 0 updated, 0 unchanged.')).toBeVisible();
  const imported = (await listAsAdmin(request, adminToken)).find((entry) => entry.name === name)!;
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

test('"New entry" is within 3 Tab stops of the heading and leads to the new entry row', async ({ page }) => {
  await openAdminDashboard(page);
  await page.getByRole('heading', { name: 'Admin Dashboard' }).click();
  const button = page.getByRole('button', { name: 'New entry', exact: true });
  let tabs = 0;
  while (tabs < 3 && !(await button.evaluate((element) => element === document.activeElement))) {
    await page.keyboard.press('Tab');
    tabs++;
  }
  await expect(button).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(addField(page, 'Location')).toBeFocused();
});

test('leaving with unsaved edits asks first', async ({ page }) => {
  // Every dialog the page opens: a question inside the site is answered 'stay', the browser's
  // own prompt on closing the tab is answered 'leave'.
  const dialogs: { type: string; message: string }[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push({ type: dialog.type(), message: dialog.message() });
    void (dialog.type() === 'beforeunload' ? dialog.accept() : dialog.dismiss());
  });
  await openAdminDashboard(page);
  await addField(page, 'Name').fill('Unsaved');
  await page.getByRole('link', { name: 'DB' }).click();
  await expect
    .poll(() => dialogs)
    .toEqual([{ type: 'confirm', message: 'You have unsaved changes. Leave this page and lose them?' }]);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(addField(page, 'Name')).toHaveValue('Unsaved');

  await page.close({ runBeforeUnload: true });
  await expect.poll(() => dialogs.map((dialog) => dialog.type)).toEqual(['confirm', 'beforeunload']);
});

test('on a 1280 px screen the location and the name are readable in full', async ({ page, request }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const entry = await createEntry(request, { location: '13.187654,-59.638765', name: 'Speightstown Esplanade' });
  await openAdminDashboard(page);
  const row = rowOf(page, entry.id);
  for (const label of ['Location', 'Name']) {
    const fits = await row
      .getByRole('textbox', { name: label, exact: true })
      .evaluate((input: HTMLInputElement) => input.scrollWidth <= input.clientWidth);
    expect(fits, label).toBe(true);
  }
});
