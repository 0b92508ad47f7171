import { readFileSync } from 'node:fs';
import { api, pathOf, type MapDataEntry } from '@saint-james/api-contract';
import { expect, test } from './support/test';
import { bearer, idToken, listAsAdmin, openAdminDashboard, rowOf, unique } from './admin-helpers';

// The admin's export and import through the page, the Hosting emulator and the Functions runtime: an
// export imported again changes nothing (no entry, no revision), and a file that cannot be read
// whole is refused naming its line, with nothing written.

// Each test is a whole journey over the full admin page (an export, a preview, an import, History):
// three times the default, so a loaded 2-core machine does not decide the result (55 s measured at load 25).
test.describe.configure({ timeout: 90_000 });
test.use({ signedInAs: 'admin' });

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

/**
 * The records of a CSV as they are in the file, line breaks inside quoted cells kept: a record ends
 * at a CRLF once its quotes are paired (a doubled quote inside a cell counts twice).
 */
function csvRecords(csv: string): string[] {
  const records: string[] = [];
  let record: string | undefined;
  for (const line of csv.split('\r\n')) {
    record = record === undefined ? line : `${record}\r\n${line}`;
    if ((record.match(/"/g)?.length ?? 0) % 2 === 0) {
      records.push(record);
      record = undefined;
    }
  }
  return records;
}

test('an exported CSV imported again changes nothing: unchanged, and no new line in History', async ({
  page,
  request,
}) => {
  // Values the old import changed: trailing zeros, a leading apostrophe before a formula, a quoted
  // line break; and an entry with accents, an emoji and no location.
  const fields = [
    {
      location: '13.18660,-59.63850',
      name: unique("'=E2E Round trip"),
      description: 'first line\nsecond, "quoted" line',
      type: 'e2e',
      status: 'open',
    },
    { location: '', name: unique('E2E Café 🌴'), description: 'tab\there', type: 'e2e', status: '' },
  ];
  const entries: MapDataEntry[] = [];
  for (const data of fields) {
    const created = await request.post(api.mapData.create.path, { headers: bearer(adminToken), data });
    expect(created.status()).toBe(201);
    entries.push((await created.json()) as MapDataEntry);
    made.push(entries.at(-1)!.id);
  }
  const ids = entries.map((entry) => entry.id);
  const ours = async () => (await listAsAdmin(request, adminToken)).filter((entry) => ids.includes(entry.id));

  await openAdminDashboard(page);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  // The export's header and this test's rows, byte for byte: the whole file would also hold entries
  // other workers are changing meanwhile (a whole export's round trip: mapDataRoundTrip.test.ts).
  const [header, ...rows] = csvRecords(readFileSync(await download.path(), 'utf8'));
  const kept = rows.filter((row) => ids.some((id) => row.startsWith(`${id},`)));
  expect(kept).toHaveLength(2);
  const buffer = Buffer.from(`${[header, ...kept].join('\r\n')}\r\n`);
  await importInput(page).setInputFiles({ name: 'round-trip.csv', mimeType: 'text/csv', buffer });
  await expect(
    page.getByText('round-trip.csv would create 0 entries and update 0 entries; unchanged: 2.'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByText('Imported round-trip.csv: 0 created, 0 updated, 2 unchanged.')).toBeVisible();

  // Nothing was written: the same entries, to the version, and History still has one line.
  expect(await ours()).toEqual(entries);
  const row = rowOf(page, entries[0].id);
  await row.getByRole('button', { name: 'History' }).click();
  const items = row.locator('.entry-history').getByRole('listitem');
  await expect(items).toHaveCount(1);
  await expect(items.nth(0)).toContainText('created by admin@');
});

test('a CSV with a quote never closed, or not in UTF-8, is refused before anything is written', async ({
  page,
  request,
}) => {
  const tag = unique('E2E refused');
  const header = 'id,name,description,type,status,lat,lng';
  await openAdminDashboard(page);
  // Chosen with the keyboard: the input keeps the focus while the file is checked, and after.
  await importInput(page).focus();
  await importInput(page).setInputFiles({
    name: 'broken.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`${header}\r\n,${tag} Fine,,,,,\r\n,"${tag} Never closed,,,,,\r\n,${tag} Swallowed,,,,,\r\n`),
  });
  await expect(
    page.getByText(
      'Not imported: line 3: a quoted cell is never closed (a " is missing), so the rows after it cannot be read.',
    ),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Import', exact: true })).toHaveCount(0);
  await expect(importInput(page)).toBeFocused();

  await importInput(page).setInputFiles({
    name: 'latin1.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`${header}\r\n,${tag} Caf\xe9,,,,,\r\n`, 'latin1'),
  });
  await expect(page.getByText(/^Not imported: latin1\.csv is not UTF-8 text\./)).toBeVisible();
  expect((await listAsAdmin(request, adminToken)).filter((entry) => entry.name.includes(tag))).toEqual([]);
});

test('a file whose check failed offline is checked again with one press, the same file, once back online', async ({
  page,
  context,
  request,
}) => {
  const tag = unique('E2E again');
  await openAdminDashboard(page);
  await context.setOffline(true);
  await importInput(page).setInputFiles({
    name: 'again.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`id,name,description,type,status,lat,lng\r\n,${tag},,,,13.1,-59.6\r\n`),
  });
  await expect(
    page.getByText('You are offline: the file was not checked. Check it again when you are back online.'),
  ).toBeVisible();
  const again = page.getByRole('button', { name: 'Check again.csv again' });

  await context.setOffline(false);
  await again.click();
  await expect(page.getByText('again.csv would create 1 entry and update 0 entries; unchanged: 0.')).toBeVisible();
  await expect(again).toHaveCount(0);
  // The keyboard, on the button that went, moves on to the preview's Import.
  await expect(page.getByRole('button', { name: 'Import', exact: true })).toBeFocused();
  // Checked only: nothing written until Import.
  expect((await listAsAdmin(request, adminToken)).filter((entry) => entry.name.includes(tag))).toEqual([]);
});

test('a file checked again and then refused as it is: the reason, the keyboard on the file box, the box ready for the fixed file', async ({
  page,
  context,
}) => {
  await openAdminDashboard(page);
  await context.setOffline(true);
  await importInput(page).setInputFiles({
    name: 'header.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('id,name\r\n,Wrong header\r\n'),
  });
  const again = page.getByRole('button', { name: 'Check header.csv again' });
  await expect(again).toBeVisible();
  await context.setOffline(false);
  await again.click();
  await expect(page.getByText(/^Not imported: line 1: the header must be the export’s/)).toBeVisible();
  await expect(again).toHaveCount(0);
  await expect(importInput(page)).toBeFocused();
  // Emptied: the same file, once fixed, chosen again is heard (a box holding it would fire nothing).
  expect(await importInput(page).inputValue()).toBe('');
});

test('the preview shows what an import would overwrite, entry by entry, before anything is written', async ({
  page,
  request,
}) => {
  const data = {
    location: '13.1,-59.6',
    name: unique('E2E Overwritten'),
    description: 'Old words',
    type: 'e2e',
    status: '',
  };
  const created = await request.post(api.mapData.create.path, { headers: bearer(adminToken), data });
  expect(created.status()).toBe(201);
  const entry = (await created.json()) as MapDataEntry;
  made.push(entry.id);
  await openAdminDashboard(page);
  await importInput(page).setInputFiles({
    name: 'overwrite.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      `id,name,description,type,status,lat,lng\r\n${entry.id},${data.name},New words,e2e,,13.1,-59.6\r\n`,
    ),
  });
  await expect(page.getByText('overwrite.csv would create 0 entries and update 1 entry; unchanged: 0.')).toBeVisible();
  await page.getByText('What it would write (1 entry)').click();
  const line = page.locator('.import-changes li').filter({ hasText: data.name });
  await expect(line).toContainText(`Line 2: ${data.name}`);
  await expect(line).toContainText("Description: 'Old words' → 'New words'");
  await page.getByRole('button', { name: 'Cancel' }).click();
  expect((await listAsAdmin(request, adminToken)).find((stored) => stored.id === entry.id)).toEqual(entry);
});
