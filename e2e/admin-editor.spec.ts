import { api, pathOf } from '@saint-james/api-contract';
import { expect, test } from './support/test';
import {
  addField,
  adminToken,
  bearer,
  entriesOfThisTest,
  entryNow,
  dragPin,
  openAdminDashboard,
  pinOf,
  rowOf,
  unique,
} from './admin-helpers';
import { warmUpApi } from './map-helpers';

// The admin's map editor through the Hosting emulator: the map beside the table, checks as typed,
// the keyboard's way in, unsaved edits. Each test makes its own entries (unique names) through the
// api. History, trash, export, import and filters: admin-history.spec.ts.

test.use({ signedInAs: 'admin' });

// The first call to the api function starts it in the Functions emulator: once, before the tests.
test.beforeAll(async ({ browserName: _browser }, testInfo) => warmUpApi(testInfo));

const { create: createEntry } = entriesOfThisTest();

test('a click on the map changes no entry; New entry, then a click, places the new one', async ({ page, request }) => {
  const entry = await createEntry(request);
  await openAdminDashboard(page);
  const map = page.locator('.admin-map-canvas');
  await expect(pinOf(page, entry.name)).toBeVisible();

  // Outside place-on-map mode: nothing is filled, no form opens, the entry stays where it was.
  const row = rowOf(page, entry.id);
  await row.getByRole('textbox', { name: 'Name', exact: true }).focus();
  await expect(row).toHaveClass(/is-selected/);
  await map.click({ position: { x: 60, y: 40 } });
  await expect(row.getByRole('textbox', { name: 'Location', exact: true })).toHaveValue(entry.location);
  await expect(addField(page, 'Location')).toHaveValue('');
  await expect(page.locator('.entry-panel')).toHaveCount(0);

  await page.getByRole('button', { name: 'New entry', exact: true }).click();
  await expect(map).toHaveClass(/is-placing/);
  await map.click({ position: { x: 40, y: 300 } });
  await expect(map).not.toHaveClass(/is-placing/);
  await expect(addField(page, 'Location')).toHaveValue(/^-?\d+\.\d{1,6},-?\d+\.\d{1,6}$/);
  await expect(page.locator('.admin-pin-draft')).toBeVisible();
  expect((await entryNow(request, entry.id))?.location).toBe(entry.location);
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
  const drag = (dx: number, dy: number) => dragPin(page, entry.name, dx, dy);
  await drag(50, 30);
  const row = rowOf(page, entry.id);
  await expect(row.getByText('Saved.')).toBeVisible();
  const moved = (await entryNow(request, entry.id))!;
  expect(moved.location).not.toBe(entry.location);
  await expect(row.getByRole('textbox', { name: 'Location', exact: true })).toHaveValue(moved.location);

  // Another admin saves meanwhile: the next drag is refused with 409, and says so.
  const other = await request.put(pathOf(api.mapData.update, { id: entry.id }), {
    headers: bearer(await adminToken()),
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

test('"New entry" is within 3 Tab stops of the heading and opens the form of the new entry', async ({ page }) => {
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
  await expect(
    page.getByRole('region', { name: 'New entry' }).getByRole('textbox', { name: 'Location', exact: true }),
  ).toBeFocused();
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

test('on a 1280 px screen the location, name, type and status are readable in full, and the description has room', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const entry = await createEntry(request, {
    location: '13.187654,-59.638765',
    name: 'Speightstown Esplanade',
    type: 'community',
    status: 'under construction',
  });
  await openAdminDashboard(page);
  const row = rowOf(page, entry.id);
  for (const label of ['Location', 'Name', 'Type', 'Status']) {
    // The type offers the types in use (a datalist): a combobox.
    const fits = await row
      .getByRole(label === 'Type' ? 'combobox' : 'textbox', { name: label, exact: true })
      // (A pixel of rounding: a box of 131.2 px reports 131 and a scroll width of 132.)
      .evaluate((input: HTMLInputElement) => input.scrollWidth <= input.clientWidth + 1);
    expect(fits, label).toBe(true);
  }
  // About five words a line: at 113 px it held three, and the fourth line was cut.
  const description = row.getByRole('textbox', { name: 'Description', exact: true });
  expect(await description.evaluate((box) => box.clientWidth)).toBeGreaterThanOrEqual(170);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
});

test('Discard changes in the form puts the stored entry back, in the form, its row and its pin, and leaves nothing unsaved', async ({
  page,
  request,
}) => {
  const entry = await createEntry(request, { location: '13.2,-59.6' });
  await openAdminDashboard(page);
  const row = rowOf(page, entry.id);
  await row.getByRole('button', { name: `Map: edit “${entry.name}” beside the map` }).click();
  const panel = page.locator('.entry-panel');
  const discard = panel.getByRole('button', { name: 'Discard changes' });
  await expect(discard).toHaveCount(0);

  await panel.getByRole('textbox', { name: 'Name', exact: true }).fill('A typo');
  await panel.getByRole('textbox', { name: 'Location', exact: true }).fill('13.21,-59.61');
  await expect(row.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('A typo');
  await discard.click();
  await expect(panel.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(entry.name);
  await expect(row.getByRole('textbox', { name: 'Location', exact: true })).toHaveValue(entry.location);
  await expect(pinOf(page, entry.name)).toBeVisible();
  await expect(page.getByText('Changes discarded.')).toBeAttached();
  await expect(discard).toHaveCount(0);
  await expect(panel.getByRole('textbox', { name: 'Location', exact: true })).toBeFocused();
  // Nothing is left to lose: leaving asks nothing.
  page.on('dialog', (dialog) => void dialog.dismiss());
  await page.getByRole('link', { name: 'DB' }).click();
  await expect(page).not.toHaveURL(/\/admin\/dashboard$/);
  expect((await entryNow(request, entry.id))?.name).toBe(entry.name);
});
