import { api, pathOf, type MapDataEntry } from '@saint-james/api-contract';
import { expect, test } from './support/test';
import { bearer, idToken, listAsAdmin, openAdminDashboard, rowOf, table, unique } from './admin-helpers';
import { warmUpApi } from './map-helpers';

// What the admin dashboard refuses, and how it says so, against the real stack (Hosting -> the api
// function -> Firestore emulator): a stale save, a member calling the api by hand, a list that
// cannot load. Each test starts signed in (support/test.ts) as the role it names.

test.use({ signedInAs: 'admin' });

// The first call to the api function starts it in the Functions emulator: once, before the tests.
test.beforeAll(async ({ browserName: _browser }, testInfo) => warmUpApi(testInfo));

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
    // The row came back as a new element: the keyboard is on its Delete, not the page's top.
    await expect(row.getByRole('button', { name: 'Delete' })).toBeFocused();
  } finally {
    await request.delete(pathOf(api.mapData.remove, { id }), { headers: bearer(adminToken) });
  }
});

test('when the list cannot load, the page says so and Retry recovers', async ({ page }) => {
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

test.describe('a member', () => {
  test.use({ signedInAs: 'member' });

  test('a member calling POST, PUT and DELETE by hand gets 403, and the data is unchanged', async ({
    page,
    request,
  }) => {
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

    // The member's public view has no admin fields (what the map shows only), and the page sends them away.
    const publicView = await request.get(api.mapData.list.path, { headers: bearer(memberToken) });
    const items = (await publicView.json()) as object[];
    expect(Object.keys(items[0]).sort()).toEqual(['description', 'id', 'location', 'name', 'status', 'type']);
    await page.goto('/admin/dashboard');
    await expect(page).not.toHaveURL(/\/admin\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toHaveCount(0);
  });
});
