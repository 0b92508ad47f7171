import { api, pathOf, type MapDataEntry } from '@saint-james/api-contract';
import { signInAs } from './support/auth';
import { expect, test } from './support/test';
import { addField, bearer, idToken, listAsAdmin, openAdminDashboard, rowOf, table, unique } from './admin-helpers';

// The admin dashboard against the real stack: Hosting -> the api function -> Firestore emulator,
// signed in through the Auth emulator. The demo data (emulator-data) holds a dozen entries.

// The first call to the api function starts it in the Functions emulator (several seconds on a
// busy machine): do that once here, so the tests' own waits stay short.
test.beforeAll(async ({ request }) => {
  expect((await request.get(api.mapData.list.path, { timeout: 30_000 })).status()).toBe(200);
});

test('the admin adds, edits and deletes an entry, and each change survives a reload', async ({ page }) => {
  await openAdminDashboard(page);
  await expect(page.getByText('You have admin privileges.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'DB' })).toHaveAttribute('href', '/dashboard');
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

  // A location that does not parse: the server's message, and the add row keeps what was typed.
  const name = unique('E2E Lookout');
  const addButton = page.getByRole('button', { name: 'Add', exact: true });
  await expect(addButton).toBeDisabled();
  await addField(page, 'Name').fill(name);
  await addField(page, 'Description').fill('Added by the browser test');
  await addField(page, 'Type').fill('viewpoint');
  await addField(page, 'Status').fill('planned');
  await addField(page, 'Location').fill('Holetown');
  // Checked as typed with the api's own rule: Enter (like Add) sends nothing, focus stays in the field.
  await addField(page, 'Location').press('Enter');
  await expect(addField(page, 'Location')).toHaveAttribute('aria-invalid', 'true');
  await expect(addField(page, 'Location')).toHaveAccessibleDescription(/must be ‘lat,lng’/);
  await expect(addField(page, 'Location')).toBeFocused();
  await expect(addField(page, 'Location')).toHaveValue('Holetown');
  await expect(addField(page, 'Name')).toHaveValue(name);

  // Fixed: the entry appears with its id, and the add row is cleared.
  await addField(page, 'Location').fill('13.2051,-59.6152');
  const [created] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith(api.mapData.list.path) && r.request().method() === 'POST'),
    addButton.click(),
  ]);
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as MapDataEntry;
  const row = rowOf(page, id);
  await expect(row.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(name);
  await expect(table(page).getByText(`Added “${name}” with id ${id}.`)).toBeVisible();
  for (const label of ['Location', 'Name', 'Description', 'Type', 'Status']) {
    await expect(addField(page, label)).toHaveValue('');
  }

  await page.reload();
  await expect(row.getByRole('textbox', { name: 'Location', exact: true })).toHaveValue('13.2051,-59.6152');
  await expect(row.getByRole('textbox', { name: 'Description', exact: true })).toHaveValue('Added by the browser test');

  // Edit: Save lights up, saves, and the edit is there after a reload.
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

  // Delete asks first; Cancel (here: Escape) keeps the entry and gives focus back.
  const deleteButton = row.getByRole('button', { name: 'Delete' });
  await deleteButton.click();
  const dialog = page.getByRole('dialog', { name: 'Delete this entry?' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(`“${name} (edited)” (ID ${id})`);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(deleteButton).toBeFocused();
  await expect(row).toHaveCount(1);

  await deleteButton.click();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(row).toHaveCount(0);
  await expect(page.locator('.map-data-notice')).toContainText(`Deleted “${name} (edited)”. It is in the Trash.`);
  await expect(page.locator('.map-data-notice')).toBeFocused();
  await page.reload();
  await expect(rowOf(page, 'st-james-parish-church')).toHaveCount(1);
  await expect(row).toHaveCount(0);

  await page.getByRole('link', { name: 'DB' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('another admin saved in between: 409 is explained, the typing kept, and the entry can be reloaded', async ({
  page,
  request,
}) => {
  const adminToken = await idToken('admin');
  const name = unique('E2E Conflict');
  const fields = { location: '13.19,-59.63', name, description: 'x', type: 'landmark', status: 'active' };
  const created = await request.post(api.mapData.create.path, { headers: bearer(adminToken), data: fields });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as MapDataEntry;
  try {
    await openAdminDashboard(page);
    const row = rowOf(page, id);
    await row.getByRole('textbox', { name: 'Description', exact: true }).fill('my edit');

    // Meanwhile, another admin session saves the same entry.
    const other = await request.put(pathOf(api.mapData.update, { id }), {
      headers: bearer(adminToken),
      data: { ...fields, status: 'closed by the other admin' },
    });
    expect(other.status()).toBe(200);

    await row.getByRole('button', { name: 'Save' }).click();
    await expect(
      table(page).getByText(
        /^Not saved: another admin saved this entry after you loaded it, so your changes were not saved/,
      ),
    ).toBeVisible();
    await expect(row.getByRole('textbox', { name: 'Description', exact: true })).toHaveValue('my edit');
    const stored = (await listAsAdmin(request, adminToken)).find((entry) => entry.id === id);
    expect(stored).toMatchObject({ description: 'x', status: 'closed by the other admin' });

    await page.getByRole('button', { name: 'Reload this entry' }).click();
    await expect(row.getByRole('textbox', { name: 'Status', exact: true })).toHaveValue('closed by the other admin');
    await expect(row.getByRole('textbox', { name: 'Description', exact: true })).toHaveValue('x');
    await expect(row.getByText('Reloaded the current version (saved by admin@saint-james.demo).')).toBeVisible();

    // A failed delete (gone on the server already) keeps the row and shows why.
    expect((await request.delete(pathOf(api.mapData.remove, { id }), { headers: bearer(adminToken) })).status()).toBe(
      204,
    );
    await row.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(
      table(page).getByText('Not deleted: this entry no longer exists: another admin deleted it.'),
    ).toBeVisible();
    await expect(row).toHaveCount(1);
  } finally {
    await request.delete(pathOf(api.mapData.remove, { id }), { headers: bearer(adminToken) });
  }
});

test('a member calling POST, PUT and DELETE by hand gets 403, and the data is unchanged', async ({ page, request }) => {
  const adminToken = await idToken('admin');
  const memberToken = await idToken('member');
  const before = await listAsAdmin(request, adminToken);
  expect(before.length).toBeGreaterThanOrEqual(12);
  const target = before.find((entry) => entry.id === 'saints-hq')!;
  const fields = { location: '0,0', name: 'Hijacked', description: '', type: '', status: '' };

  const post = await request.post(api.mapData.create.path, { headers: bearer(memberToken), data: fields });
  const put = await request.put(pathOf(api.mapData.update, { id: target.id }), {
    headers: bearer(memberToken),
    data: fields,
  });
  const del = await request.delete(pathOf(api.mapData.remove, { id: target.id }), { headers: bearer(memberToken) });
  for (const res of [post, put, del]) {
    expect(res.status()).toBe(403);
    expect(await res.json()).toEqual({ error: 'Admin privileges required', code: 'forbidden' });
  }
  // Same without any token: 401.
  expect((await request.delete(pathOf(api.mapData.remove, { id: target.id }))).status()).toBe(401);

  const after = await listAsAdmin(request, adminToken);
  expect(after.find((entry) => entry.id === target.id)).toEqual(target);
  expect(after.some((entry) => entry.name === 'Hijacked')).toBe(false);

  // The member's public view has no admin fields, and the page sends them away.
  const publicView = await request.get(api.mapData.list.path, { headers: bearer(memberToken) });
  const items = (await publicView.json()) as object[];
  expect(Object.keys(items[0]).sort()).toEqual(['id', 'location', 'name']);
  await signInAs(page, 'member');
  await page.goto('/admin/dashboard');
  await expect(page).not.toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toHaveCount(0);
});

test('when the list cannot load, the page says so and Retry recovers', async ({ page }) => {
  await signInAs(page, 'admin');
  await page.route(`**${api.mapData.list.path}`, (route) => route.abort('connectionfailed'));
  await page.goto('/admin/dashboard');
  await expect(page.getByRole('alert')).toHaveText(
    'Could not load the map-data entries: the server could not be reached. Check your connection and try again.',
  );
  await page.unroute(`**${api.mapData.list.path}`);
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(rowOf(page, 'holetown-monument').getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(
    'Holetown Monument',
  );
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
