import { api, pathOf } from '@saint-james/api-contract';
import { axeViolations } from './support/axe';
import { expect, test, type APIRequestContext, type Page } from './support/test';
import {
  adminToken,
  atDesktopAndPhone,
  bearer,
  dragPin,
  entriesOfThisTest,
  entryNow,
  openAdminDashboard,
  pinOf,
  rowOf,
} from './admin-helpers';
import { warmUpApi } from './map-helpers';

// A dragged pin is saved at once, and the notice offers Undo: the previous location goes back
// through the same 409-checked save. At a desktop's and a phone's width, through the Hosting emulator.

test.use({ signedInAs: 'admin' });
test.beforeAll(async ({ browserName: _browser }, testInfo) => warmUpApi(testInfo));

const { create: createEntry } = entriesOfThisTest();

/** Makes an entry, opens the page and drags its pin: the notice says it moved. */
async function openAndMoveOne(page: Page, request: APIRequestContext) {
  const entry = await createEntry(request, { location: '13.205,-59.615' });
  await openAdminDashboard(page);
  await dragPin(page, entry.name, 40, 25);
  const notice = page.locator('.map-data-notice');
  await expect(notice).toContainText(`Moved “${entry.name}”.`);
  return { entry, notice };
}

atDesktopAndPhone(() => {
  test('a moved pin says "Moved X." with Undo, and Undo puts it back', async ({ page, request }) => {
    const { entry, notice } = await openAndMoveOne(page, request);
    await expect.poll(async () => (await entryNow(request, entry.id))?.location).not.toBe(entry.location);
    expect(await axeViolations(page)).toEqual([]);

    await notice.getByRole('button', { name: 'Undo' }).click();
    await expect(notice).toContainText(`Moved “${entry.name}” back.`);
    await expect(notice.getByRole('button', { name: 'Undo' })).toHaveCount(0);
    expect((await entryNow(request, entry.id))?.location).toBe(entry.location);
    await expect(rowOf(page, entry.id).getByRole('textbox', { name: 'Location', exact: true })).toHaveValue(
      entry.location,
    );
  });

  test('Undo after another admin saved is refused with 409 and changes nothing', async ({ page, request }) => {
    const { entry, notice } = await openAndMoveOne(page, request);
    const moved = (await entryNow(request, entry.id))!;
    const other = await request.put(pathOf(api.mapData.update, { id: entry.id }), {
      headers: bearer(await adminToken()),
      data: { ...moved, name: `${entry.name} (other admin)` },
    });
    expect(other.status()).toBe(200);
    await notice.getByRole('button', { name: 'Undo' }).click();
    await expect(rowOf(page, entry.id).getByText(/Not saved: another admin saved this entry/)).toBeVisible();
    expect((await entryNow(request, entry.id))?.location).toBe(moved.location);
  });
});

test('a pin whose move is on its way does not drag again until it is stored: one save, no 409', async ({
  page,
  request,
}) => {
  const entry = await createEntry(request, { location: '13.205,-59.615' });
  await openAdminDashboard(page);
  // The move's save waits until the second drag has been tried.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const saves: number[] = [];
  await page.route(`**${pathOf(api.mapData.update, { id: entry.id })}`, async (route) => {
    if (route.request().method() === 'PUT') {
      saves.push(Date.now());
      await held;
    }
    await route.fallback();
  });
  await dragPin(page, entry.name, 40, 25);
  await expect.poll(() => saves.length).toBe(1);
  // The pin holds still: the drag pans the map instead, and asks for no second save.
  await dragPin(page, entry.name, -60, 30);
  await expect(pinOf(page, entry.name)).toBeVisible();
  expect(saves).toHaveLength(1);
  release();

  const notice = page.locator('.map-data-notice');
  await expect(notice).toContainText(`Moved “${entry.name}”.`);
  await expect(rowOf(page, entry.id).getByText(/another admin/)).toHaveCount(0);
  expect(saves).toHaveLength(1);
  // Stored: the pin drags again.
  await dragPin(page, entry.name, -60, 30);
  await expect.poll(() => saves.length).toBe(2);
});
