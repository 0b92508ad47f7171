import { api, type MapDataEntry } from '@saint-james/api-contract';
import { expect, type APIRequestContext, type Page } from './support/test';
import { signInAs } from './support/auth';
import { demoAccounts, emulator } from './support/env';

// What the admin dashboard's browser tests share: tokens, the api as the admin, the table's parts.

/** A real ID token for a demo account, from the Auth emulator's REST API. */
export async function idToken(who: keyof typeof demoAccounts): Promise<string> {
  const res = await fetch(
    `${emulator.authUrl}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...demoAccounts[who], returnSecureToken: true }),
    },
  );
  if (!res.ok) throw new Error(`signInWithPassword failed: ${await res.text()}`);
  return ((await res.json()) as { idToken: string }).idToken;
}

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

export async function listAsAdmin(request: APIRequestContext, token: string): Promise<MapDataEntry[]> {
  const res = await request.get(api.mapData.list.path, { headers: bearer(token) });
  expect(res.status()).toBe(200);
  return res.json();
}

export const unique = (prefix: string) => `${prefix} ${Date.now()}-${Math.floor(Math.random() * 1e4)}`;

export const table = (page: Page) => page.getByRole('table', { name: 'Map-data entries' });

/** An entry's row group (its row of fields and its message), found by the id it shows. */
export const rowOf = (page: Page, id: string) =>
  page.getByRole('rowgroup').filter({ has: page.getByText(`ID ${id}`, { exact: true }) });
export const addField = (page: Page, label: string) =>
  page.getByRole('textbox', { name: `New entry ${label}`, exact: true });

/** A 1×1 transparent PNG: what the basemap tile server answers here (this machine is offline). */
const TILE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

export async function openAdminDashboard(page: Page) {
  await page.route(/basemaps\.cartocdn\.com/, (route) =>
    route.fulfill({ status: 200, contentType: 'image/png', body: TILE }),
  );
  await signInAs(page, 'admin');
  await page.goto('/admin/dashboard');
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  await expect(table(page)).toBeVisible();
}
