import { api, pathOf, type MapDataEntry } from '@saint-james/api-contract';
import { expect, test, type APIRequestContext, type Page } from './support/test';
import { idTokenOf } from './support/auth';
import { demoAccounts } from './support/env';

// What the admin dashboard's browser tests share: tokens, the api as the admin, the table's parts.

/** A real ID token for a demo account, from the Auth emulator's REST API. */
export const idToken = (who: keyof typeof demoAccounts): Promise<string> =>
  idTokenOf(demoAccounts[who].email, demoAccounts[who].password);

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

let adminTokenOnce: Promise<string> | undefined;
/** The admin's ID token, asked for once per worker (it is valid for an hour). */
export const adminToken = () => (adminTokenOnce ??= idToken('admin'));

export async function listAsAdmin(request: APIRequestContext, token: string): Promise<MapDataEntry[]> {
  const res = await request.get(api.mapData.list.path, { headers: bearer(token) });
  expect(res.status()).toBe(200);
  return res.json();
}

/** An entry as the api holds it now (undefined once deleted). */
export const entryNow = async (request: APIRequestContext, id: string) =>
  (await listAsAdmin(request, await adminToken())).find((entry) => entry.id === id);

export const unique = (prefix: string) => `${prefix} ${Date.now()}-${Math.floor(Math.random() * 1e4)}`;

/**
 * Makes entries through the api as the admin, and deletes them after each test of the spec that
 * calls this (at its top level): the public map's tests share this emulator, and a 160 px pin left
 * at a random place can cover a cluster there. `made`: ids to delete that were made another way.
 */
export function entriesOfThisTest() {
  const made: string[] = [];
  test.afterEach(async ({ request }) => {
    for (const id of made.splice(0)) {
      const res = await request.delete(pathOf(api.mapData.remove, { id }), { headers: bearer(await adminToken()) });
      expect([204, 404]).toContain(res.status());
    }
  });
  async function create(request: APIRequestContext, fields: Partial<MapDataEntry> = {}): Promise<MapDataEntry> {
    const res = await request.post(api.mapData.create.path, {
      headers: bearer(await adminToken()),
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
  return { create, made };
}

export const table = (page: Page) => page.getByRole('table', { name: 'Map-data entries' });

/** An entry's row group (its row of fields and its message), found by the id it shows. */
export const rowOf = (page: Page, id: string) =>
  page.getByRole('rowgroup').filter({ has: page.getByText(`ID ${id}`, { exact: true }) });
/** A field of the new entry's row, by its label (the type field is a combobox: it offers the types in use). */
export const addField = (page: Page, label: string) => page.getByLabel(`New entry ${label}`, { exact: true });

/** A 1×1 transparent PNG: what the basemap tile server answers here (this machine is offline). */
const TILE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** Opens the admin dashboard in a browser signed in as the admin (`test.use({ signedInAs: 'admin' })`). */
export async function openAdminDashboard(page: Page) {
  await page.route(/basemaps\.cartocdn\.com/, (route) =>
    route.fulfill({ status: 200, contentType: 'image/png', body: TILE }),
  );
  await page.goto('/admin/dashboard');
  await expect(
    page.getByRole('heading', { name: 'Admin Dashboard' }),
    "the admin's page: is the test signed in as the admin (test.use({ signedInAs: 'admin' }))?",
  ).toBeVisible();
  await expect(table(page)).toBeVisible();
}

/** The pin of an entry on the admin's map (Leaflet gives it the entry's name as its title). */
export const pinOf = (page: Page, name: string) => page.locator(`.admin-map-canvas .admin-pin[title="${name}"]`);

/** Drags an entry's pin by (dx, dy) pixels with the mouse, in steps, as a hand would. */
export async function dragPin(page: Page, name: string, dx: number, dy: number) {
  const pin = pinOf(page, name);
  await pin.scrollIntoViewIfNeeded();
  const box = (await pin.boundingBox())!;
  const start = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.mouse.move(start.x + dx / 2, start.y + dy / 2, { steps: 5 });
  await page.mouse.move(start.x + dx, start.y + dy, { steps: 5 });
  await page.mouse.up();
}

/** Declares `tests` twice: in a describe at a 1280 px desktop's width and at a 375 px phone's. */
export function atDesktopAndPhone(tests: () => void) {
  for (const { label, width, height } of [
    { label: 'desktop', width: 1280, height: 800 },
    { label: 'phone', width: 375, height: 740 },
  ]) {
    test.describe(`at ${width} px (${label})`, () => {
      test.use({ viewport: { width, height } });
      tests();
    });
  }
}
