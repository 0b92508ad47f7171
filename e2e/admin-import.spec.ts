import { readFileSync } from 'node:fs';
import { api, pathOf, type MapDataEntry } from '@saint-james/api-contract';
import { expect, test } from './support/test';
import { bearer, idToken, listAsAdmin, openAdminDashboard, rowOf, unique } from './admin-helpers';

// The admin's export and import through the page, the Hosting emulator and the Functions runtime: an
// export imported again changes nothing (no entry, no revision), and a file that cannot be read
// whole is refused naming its line, with nothing written.

let adminToken: string;
const made: string[] = [];
test.beforeAll(async ({ request }) => {
  expect((await request.get(api.mapData.list.path, { timeout: 30_000 })).status()).toBe(200);
  adminToken = await idToken('admin');
});
test.afterEach(async ({ request }) => {
  for (const id of made.splice(0))
    await request.delete(pathOf(api.mapData.remove, { id }), { headers: bearer(adminToken) });
});

const importInput = (page: import('@playwright/test').Page) =>
  page.getByLabel('Import a file (GeoJSON or CSV in the export’s shape)');

test('an exported CSV imported again changes nothing: unchanged, and no new line in History', async ({
  page,
  request,
}) => {
  // Values the old import changed: trailing zeros, a leading apostrophe before a formula, two lines.
  const created = await request.post(api.mapData.create.path, {
    headers: bearer(adminToken),
    data: {
      location: '13.18660,-59.63850',
      name: unique("'=E2E Round trip"),
      description: 'first line\nsecond, "quoted" line',
      type: 'e2e',
      status: 'open',
    },
  });
  expect(created.status()).toBe(201);
  const entry = (await created.json()) as MapDataEntry;
  made.push(entry.id);
  const before = await listAsAdmin(request, adminToken);

  await openAdminDashboard(page);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  const file = { name: 'round-trip.csv', mimeType: 'text/csv', buffer: readFileSync(await download.path()) };
  await importInput(page).setInputFiles(file);
  const unchanged = before.length;
  await expect(
    page.getByText(`round-trip.csv would create 0 entries and update 0 entries; unchanged: ${unchanged}.`),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByText(`Imported round-trip.csv: 0 created, 0 updated, ${unchanged} unchanged.`)).toBeVisible();

  // Nothing was written: the same entries, to the version, and the entry's History still has one line.
  expect(await listAsAdmin(request, adminToken)).toEqual(before);
  const row = rowOf(page, entry.id);
  await row.getByRole('button', { name: 'History' }).click();
  const items = row.locator('.entry-history').getByRole('listitem');
  await expect(items).toHaveCount(1);
  await expect(items.nth(0)).toContainText('created by admin@');
});

test('a CSV with a quote never closed, or not in UTF-8, is refused before anything is written', async ({
  page,
  request,
}) => {
  const before = await listAsAdmin(request, adminToken);
  await openAdminDashboard(page);
  const header = 'id,name,description,type,status,lat,lng';
  await importInput(page).setInputFiles({
    name: 'broken.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`${header}\r\n,Fine,,,,,\r\n,"Never closed,,,,,\r\n,Swallowed,,,,,\r\n`),
  });
  await expect(
    page.getByText(
      'Not imported: line 3: a quoted cell is never closed (a " is missing), so the rows after it cannot be read.',
    ),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Import', exact: true })).toHaveCount(0);

  await importInput(page).setInputFiles({
    name: 'latin1.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`${header}\r\n,Caf\xe9,,,,,\r\n`, 'latin1'),
  });
  await expect(page.getByText(/^Not imported: latin1\.csv is not UTF-8 text\./)).toBeVisible();
  expect(await listAsAdmin(request, adminToken)).toEqual(before);
});
