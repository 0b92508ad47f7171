import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/test';
import {
  addField,
  atDesktopAndPhone,
  entriesOfThisTest,
  entryNow,
  listAsAdmin,
  adminToken,
  openAdminDashboard,
  pinOf,
  rowOf,
  unique,
} from './admin-helpers';
import { warmUpApi } from './map-helpers';
import { axeViolations } from './support/axe';
import { underSheet } from './support/underSheet';

// The admin edits where the pin is (issue 24): an entry's form opens beside the map (a sheet over
// the page's bottom on a phone, the map still in sight), New entry places a pin on the map, pins
// that would overlap are spread so each can be clicked, and the type field offers the types in use.

test.use({ signedInAs: 'admin' });
test.beforeAll(async ({ browserName: _browser }, testInfo) => warmUpApi(testInfo));

const { create: createEntry, made } = entriesOfThisTest();

const panel = (page: Page) => page.locator('.entry-panel');
const panelField = (page: Page, label: string) => panel(page).getByRole('textbox', { name: label, exact: true });

/** How many px of the map are on screen, between the site's header and the form's sheet (or the window's bottom). */
const mapInSight = (page: Page) =>
  page.evaluate(() => {
    const map = document.querySelector('.admin-map-canvas')!.getBoundingClientRect();
    const header = document.querySelector('.site-header')!.getBoundingClientRect().bottom;
    const sheet = document.querySelector('.entry-panel')?.getBoundingClientRect();
    const covered = sheet && getComputedStyle(document.querySelector('.entry-panel')!).position === 'fixed';
    const bottom = Math.min(map.bottom, covered ? sheet.top : window.innerHeight);
    return bottom - Math.max(map.top, header);
  });

/** A new entry out at sea, its form opened with its row's 'Map' button. */
async function openFormFromRow(page: Page, request: APIRequestContext) {
  const entry = await createEntry(request, { location: '13.29,-59.57' });
  await openAdminDashboard(page);
  await rowOf(page, entry.id)
    .getByRole('button', { name: `Map: edit “${entry.name}” beside the map` })
    .click();
  return entry;
}

atDesktopAndPhone(() => {
  test('a pin opens its form by the map, in step with its row; Save saves it', async ({ page, request }) => {
    const entry = await createEntry(request, { location: '13.31,-59.58', description: 'Saturday market' });
    await openAdminDashboard(page);
    await pinOf(page, entry.name).click();
    await expect(panel(page).getByRole('heading', { name: `Edit “${entry.name}”` })).toBeVisible();
    await expect(rowOf(page, entry.id)).toHaveClass(/is-selected/);
    // The map stays in sight: beside the form on a desktop, above its sheet on a phone.
    expect(await mapInSight(page)).toBeGreaterThan(250);

    await panelField(page, 'Description').fill('Sunday market');
    await expect(rowOf(page, entry.id).getByRole('textbox', { name: 'Description', exact: true })).toHaveValue(
      'Sunday market',
    );
    await panel(page).getByRole('button', { name: 'Save', exact: true }).click();
    await expect(panel(page).getByText('Saved.')).toBeVisible();
    expect((await entryNow(request, entry.id))?.description).toBe('Sunday market');

    expect(await axeViolations(page)).toEqual([]);
    await expect(page.getByTestId('splash')).toHaveCount(0, { timeout: 15_000 });
    await page.screenshot({ path: test.info().outputPath('admin-panel.png') });
    await panel(page).getByRole('button', { name: 'Close', exact: true }).click();
    await expect(panel(page)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'New entry', exact: true })).toBeFocused();
  });

  test('a pin clicked, then Escape: the form closes, the keyboard stays on the map', async ({ page, request }) => {
    const entry = await createEntry(request, { location: '13.31,-59.58' });
    await openAdminDashboard(page);
    await pinOf(page, entry.name).click();
    await expect(panel(page)).toHaveCount(1);
    // The click leaves the keyboard on the map, not in the form.
    expect(await page.evaluate(() => !!document.activeElement?.closest('.admin-map-canvas'))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(panel(page)).toHaveCount(0);
    expect(await page.evaluate(() => !!document.activeElement?.closest('.admin-map-canvas'))).toBe(true);
  });

  test("a row's 'Map' opens its form by the map, with the keyboard in it", async ({ page, request }) => {
    const entry = await openFormFromRow(page, request);
    await expect(panel(page).getByRole('heading', { name: `Edit “${entry.name}”` })).toBeVisible();
    await expect(panelField(page, 'Location')).toBeFocused();
    await expect(pinOf(page, entry.name)).toHaveClass(/admin-pin-selected/);
    expect(await mapInSight(page)).toBeGreaterThan(250);
    // Escape in the form closes it, and the keyboard is back on the row's 'Map' it came from.
    await page.keyboard.press('Escape');
    await expect(panel(page)).toHaveCount(0);
    await expect(
      rowOf(page, entry.id).getByRole('button', { name: `Map: edit “${entry.name}” beside the map` }),
    ).toBeFocused();
  });

  test('Tab on past the form: what the keyboard reaches on the page is never hidden under its sheet', async ({
    page,
    request,
  }) => {
    await openFormFromRow(page, request);
    await expect(panelField(page, 'Location')).toBeFocused();
    for (let tab = 1; tab <= 16; tab++) {
      await page.keyboard.press('Tab');
      expect(await underSheet(page, '.entry-panel'), `Tab ${tab}`).toBeNull();
    }
  });

  test("the page's end scrolls up above the form's sheet: Export, Import and the trash stay reachable", async ({
    page,
    request,
  }) => {
    await openFormFromRow(page, request);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const trashButton = page.getByRole('button', { name: 'Trash', exact: true });
    await expect(trashButton).toBeInViewport();
    expect(await underSheet(page, '.entry-panel', trashButton)).toBeNull();
  });

  test('New entry: a crosshair and a hint until a click drops the pin; Escape leaves the mode', async ({
    page,
    request,
  }) => {
    await openAdminDashboard(page);
    const map = page.locator('.admin-map-canvas');
    const newEntry = page.getByRole('button', { name: 'New entry', exact: true });
    await newEntry.click();
    await expect(map).toHaveClass(/is-placing/);
    expect(await map.evaluate((element) => getComputedStyle(element).cursor)).toBe('crosshair');
    await expect(
      page.getByText('Click the map where the new entry goes, or type its location.', { exact: false }),
    ).toBeVisible();
    await expect(newEntry).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('Escape');
    await expect(map).not.toHaveClass(/is-placing/);
    await expect(newEntry).toHaveAttribute('aria-pressed', 'false');
    // Out of the mode, a click places nothing.
    await map.click({ position: { x: 50, y: 60 } });
    await expect(panelField(page, 'Location')).toHaveValue('');

    await newEntry.click();
    await map.scrollIntoViewIfNeeded();
    const box = (await map.boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + 60);
    await expect(map).not.toHaveClass(/is-placing/);
    await expect(panelField(page, 'Location')).toHaveValue(/^-?\d+\.\d{1,6},-?\d+\.\d{1,6}$/);
    await expect(addField(page, 'Location')).toHaveValue(await panelField(page, 'Location').inputValue());
    await expect(page.locator('.admin-pin-draft')).toBeVisible();
    await expect(panelField(page, 'Name')).toBeFocused();
    expect(await mapInSight(page)).toBeGreaterThan(200);

    const name = unique('E2E Placed');
    await panelField(page, 'Name').fill(name);
    await panel(page).getByRole('button', { name: 'Add', exact: true }).click();
    await expect(panel(page).getByText(/^Added/)).toBeVisible();
    // On the screen, not under the window's or the sheet's bottom edge.
    await expect(panel(page).getByText(/^Added/)).toBeInViewport({ ratio: 0.9 });
    const added = (await listAsAdmin(request, await adminToken())).find((entry) => entry.name === name);
    expect(added).toBeDefined();
    made.push(added!.id);
    expect(added!.location).toMatch(/^-?\d+\.\d{1,6},-?\d+\.\d{1,6}$/);

    // Picking an entry's pin ends the mode too: the next click on the map places nothing.
    await newEntry.click();
    await expect(map).toHaveClass(/is-placing/);
    await pinOf(page, name).click();
    await expect(map).not.toHaveClass(/is-placing/);
    await expect(panel(page).getByRole('heading', { name: `Edit “${name}”` })).toBeVisible();
  });

  test.describe('on a touch screen', () => {
    test.use({ hasTouch: true, isMobile: true });

    test("New entry's hint says to tap the map, and names no Escape key", async ({ page }) => {
      await openAdminDashboard(page);
      await page.getByRole('button', { name: 'New entry', exact: true }).click();
      await expect(page.locator('.place-hint')).toHaveText(
        'Tap the map where the new entry goes, or type its location.',
      );
      // The form beside the map and the table's add row: one landmark named 'New entry', not two.
      await expect(page.locator('.entry-panel')).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  });

  test('pins on one spot are spread at the fitted zoom: each one can be clicked', async ({ page, request }) => {
    const spot = '13.27,-59.61';
    const entries = [];
    for (let i = 0; i < 3; i++)
      entries.push(await createEntry(request, { location: spot, name: unique(`E2E Stack ${i}`) }));
    await openAdminDashboard(page);
    const boxes = [];
    for (const entry of entries) boxes.push((await pinOf(page, entry.name).boundingBox())!);
    for (let a = 0; a < boxes.length; a++)
      for (let b = a + 1; b < boxes.length; b++) {
        const apart = Math.hypot(boxes[a].x - boxes[b].x, boxes[a].y - boxes[b].y);
        expect(apart).toBeGreaterThanOrEqual(24);
      }
    for (const entry of entries) {
      await pinOf(page, entry.name).click();
      await expect(panel(page).getByRole('heading', { name: `Edit “${entry.name}”` })).toBeVisible();
    }
    // Spread for the eye only: the entries are still where they were.
    for (const entry of entries) expect((await entryNow(request, entry.id))?.location).toBe(spot);
  });

  test('the type field offers the types in use, and each type has a pin of its own', async ({ page, request }) => {
    const bakery = await createEntry(request, { type: 'E2E Bakery', location: '13.33,-59.64' });
    const museum = await createEntry(request, { type: 'E2E Museum', location: '13.34,-59.56' });
    await openAdminDashboard(page);
    const offered = await page
      .locator('#map-data-types option')
      .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
    expect(offered).toEqual(expect.arrayContaining(['E2E Bakery', 'E2E Museum']));
    // The type field is a combobox: the browser offers the types in use as the admin types.
    await expect(addField(page, 'Type')).toHaveRole('combobox');
    await expect(addField(page, 'Type')).toHaveAttribute('list', 'map-data-types');

    const badge = (name: string) => pinOf(page, name).locator('.admin-pin-badge');
    await expect(badge(bakery.name)).toHaveText('E');
    const hue = async (name: string) => badge(name).evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(await hue(bakery.name)).not.toBe(await hue(museum.name));
  });
});
