import { api, pathOf } from '@saint-james/api-contract';
import { expect, test } from './support/test';
import { axeViolations } from './support/axe';
import { emulator } from './support/env';
import {
  adminToken,
  atDesktopAndPhone,
  bearer,
  entriesOfThisTest,
  openAdminDashboard,
  rowOf,
  unique,
} from './admin-helpers';
import { warmUpApi } from './map-helpers';

// The Trash, and issue 24 through the Hosting emulator: a deleted entry is listed and restored; at a
// desktop's and a phone's width, History shows what each revision changed (old → new), and a trash
// of 750 entries comes 50 at a time ("Show older"), filtered by name, with Export and Import above it.
// The tests that read the Trash's first page are in this one file: a file's tests run one after the
// other, so the 750 entries never push another test's fresh deletion off that page.

test.use({ signedInAs: 'admin' });
test.beforeAll(async ({ browserName: _browser }, testInfo) => warmUpApi(testInfo));

const { create: createEntry } = entriesOfThisTest();

const database = `projects/${emulator.projectId}/databases/(default)/documents`;
/** Writes (or deletes) trash documents straight into the Firestore emulator, 250 a commit ('Bearer owner'). */
async function commitTrash(writes: object[]) {
  for (let i = 0; i < writes.length; i += 250) {
    const res = await fetch(`${emulator.firestoreUrl}/v1/${database}:commit`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: 'Bearer owner' },
      body: JSON.stringify({ writes: writes.slice(i, i + 250) }),
    });
    if (!res.ok) throw new Error(`commit failed: ${res.status} ${await res.text()}`);
  }
}

test('the Trash lists a deleted entry with who and when, and Restore brings it back', async ({ page, request }) => {
  const entry = await createEntry(request);
  expect(
    (
      await request.delete(pathOf(api.mapData.remove, { id: entry.id }), { headers: bearer(await adminToken()) })
    ).status(),
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
  // The keyboard stays in the trash (the next item's Restore, or its title), not the page's top.
  await expect(page.locator('#trash-panel :focus')).toHaveCount(1);
});

atDesktopAndPhone(() => {
  test('History lists each changed field with its old and new values', async ({ page, request }) => {
    const entry = await createEntry(request, { description: 'Saturday market' });
    const edited = await request.put(pathOf(api.mapData.update, { id: entry.id }), {
      headers: bearer(await adminToken()),
      data: { ...entry, description: 'Sunday market', status: 'closed' },
    });
    expect(edited.status()).toBe(200);
    await openAdminDashboard(page);
    const row = rowOf(page, entry.id);
    await row.getByRole('button', { name: 'History' }).click();
    const items = row.locator('.entry-history-list > li');
    await expect(items).toHaveCount(2);
    await expect(items.nth(0)).toContainText("Description: 'Saturday market' → 'Sunday market'");
    await expect(items.nth(0)).toContainText("Status: 'open' → 'closed'");
    await expect(items.nth(0)).not.toContainText('Name:');
    await expect(items.nth(1)).toContainText(`created by`);
    await expect(items.nth(1)).toContainText(entry.name);
    expect(await axeViolations(page)).toEqual([]);
  });

  test('a trash of 750 comes 50 at a time, newest first, filtered by name; Export and Import come first', async ({
    page,
  }) => {
    // Its set-up writes 750 trash documents and its end removes them (1,500 writes to the Firestore
    // emulator): on the slow shared host of 2026-11-27 the test took 16.4 s, over half the default 30 s.
    test.setTimeout(60_000);
    const run = unique('E2E Trash').replace(/\W/g, '');
    const start = Date.now();
    const ids = Array.from({ length: 750 }, (_, i) => `${run}-${String(i).padStart(3, '0')}`);
    const name = (i: number) => `${run} item ${String(i).padStart(3, '0')}`;
    // Deleted a millisecond apart just before now, item 000 the newest. What other workers delete
    // while this test runs is newer and comes first (a few at most), so the checks below leave room
    // for 19 such entries on the first page; and nothing of this test's is dated ahead, where it
    // would push their own deletions off their first page.
    await commitTrash(
      ids.map((id, i) => {
        const at = new Date(start - i).toISOString();
        const fields = { location: '13.19,-59.63', name: name(i), description: '', type: 'e2e', status: 'open' };
        const values = { ...fields, createdAt: at, updatedAt: at, updatedBy: 'e2e', deletedAt: at, deletedBy: 'e2e' };
        return {
          update: {
            name: `${database}/mapDataTrash/${id}`,
            fields: Object.fromEntries(Object.entries(values).map(([k, value]) => [k, { stringValue: value }])),
          },
        };
      }),
    );
    try {
      await openAdminDashboard(page);
      const exportButton = page.getByRole('button', { name: 'Export GeoJSON' });
      await page.getByRole('button', { name: 'Trash', exact: true }).click();
      const trash = page.locator('.trash-list > li');
      // A page is 50, newest first.
      const item = (i: number) => trash.filter({ hasText: name(i) });
      await expect(trash).toHaveCount(50);
      await expect(item(0)).toHaveCount(1);
      await expect(item(30)).toHaveCount(1);
      await expect(item(60)).toHaveCount(0);
      const exportTop = (await exportButton.boundingBox())!.y;
      expect(exportTop).toBeLessThan((await page.locator('#trash-title').boundingBox())!.y);

      const older = page.getByRole('button', { name: 'Show older' });
      await older.click();
      await expect(trash).toHaveCount(100);
      await expect(item(60)).toHaveCount(1);
      await expect(item(75)).toHaveCount(1);
      await expect(item(110)).toHaveCount(0);
      await expect(page.getByText(/^100 of the 100 most recently deleted shown/)).toBeVisible();

      const filter = page.getByRole('searchbox', { name: 'Find a deleted entry by name' });
      await filter.fill(name(75));
      await expect(trash).toHaveCount(1);
      await expect(trash.first()).toContainText(name(75));
      await expect(trash.first().getByRole('button', { name: `Restore: “${name(75)}”` })).toBeVisible();
      await filter.fill('');
      await expect(trash).toHaveCount(100);
      // Scrolled, the fixed header covers part of whatever is under it, which axe reads as a target
      // too small: checked from the top, as the page opens.
      await page.evaluate(() => window.scrollTo(0, 0));
      expect(await axeViolations(page)).toEqual([]);
    } finally {
      await commitTrash(ids.map((id) => ({ delete: `${database}/mapDataTrash/${id}` })));
    }
  });
});
