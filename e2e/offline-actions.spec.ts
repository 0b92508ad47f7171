import { api, pathOf } from '@saint-james/api-contract';
import {
  addField,
  adminToken,
  atDesktopAndPhone,
  bearer,
  entriesOfThisTest,
  idToken,
  listAsAdmin,
  openAdminDashboard,
  rowOf,
  unique,
} from './admin-helpers';
import { noticeGone, offlineNotice } from './support/offline';
import { expect, test, type BrowserContext, type Page, type Request } from './support/test';

// Member and admin actions need the network: offline they fail at once and say so, what was typed
// stays, and nothing is queued to be sent behind the visitor's back once the network is back.
// docs/product.md#offline

/** The requests to `path` with `method` the page makes from now on: how many were sent, how many failed. */
function requestsTo(page: Page, method: string, path: RegExp) {
  const seen = { sent: 0, failed: 0 };
  const mine = (request: Request) => request.method() === method && path.test(new URL(request.url()).pathname);
  page.on('request', (request) => void (mine(request) && seen.sent++));
  page.on('requestfailed', (request) => void (mine(request) && seen.failed++));
  return seen;
}

/**
 * Back online: once the page has heard it (the notice goes), anything it had queued would have been
 * sent at that moment; a request the test makes after that is seen after any such one.
 */
async function backOnline(page: Page, context: BrowserContext) {
  await context.setOffline(false);
  await noticeGone(page);
  expect(await page.evaluate(async () => (await fetch('/favicon.svg', { cache: 'no-store' })).status)).toBe(200);
}

test.describe('a member', () => {
  test.use({ signedInAs: 'member' });

  test("a member's Upland Auth offline fails at once, and is not sent when the network comes back", async ({
    page,
    context,
  }) => {
    // The sign-in SDK loads after the page's first frame (docs/decisions/0039-the-sdk-after-a-member-page-first-data.md):
    // the member goes offline once it has checked them, as a member reading their page would.
    const checked = page.waitForResponse(/accounts:lookup/);
    await page.goto('/dashboard');
    await expect(page.getByRole('button', { name: 'Upland Auth' })).toBeEnabled();
    await checked;
    const initAuth = requestsTo(page, api.upland.initAuth.method, new RegExp(`^${api.upland.initAuth.path}$`));
    await context.setOffline(true);
    await expect(offlineNotice(page)).toContainText('Signing in, saving and linking an account need the network.');
    await page.getByRole('button', { name: 'Upland Auth' }).click();
    await expect(page.getByText('Failed to initiate Upland link')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Upland Auth' })).toBeEnabled();

    await backOnline(page, context);
    // The one attempt was the one made offline, and it failed: nothing was sent once back online.
    expect(initAuth).toEqual({ sent: 1, failed: 1 });
  });
});

test.describe('a linked member of their own', () => {
  test.use({ signedInAs: 'saint_player', ownAccount: true });

  test('Refresh and "Delete my account" offline say the member is offline; nothing is sent once back online, the account is kept', async ({
    page,
    context,
    linkedMember,
  }) => {
    const checked = page.waitForResponse(/accounts:lookup/);
    await page.goto('/dashboard');
    const section = page.getByRole('region', { name: 'Your Saint James' });
    await expect(section.locator('tbody tr.portfolio-row')).toHaveCount(linkedMember.portfolio.properties.length);
    await checked;
    const refresh = requestsTo(
      page,
      api.upland.refreshPortfolio.method,
      new RegExp(`^${api.upland.refreshPortfolio.path}$`),
    );
    await context.setOffline(true);
    await expect(offlineNotice(page)).toBeVisible();
    await section.getByRole('button', { name: 'Refresh' }).click();
    await expect(
      section.getByText('You are offline: not refreshed. The properties below are the last ones read.'),
    ).toBeVisible();
    // The list stays as it was.
    await expect(section.locator('tbody tr.portfolio-row')).toHaveCount(linkedMember.portfolio.properties.length);

    await backOnline(page, context);
    expect(refresh).toEqual({ sent: 1, failed: 1 });

    // /profile, read online (the sign-in SDK loaded and the member checked), then the deletion offline.
    const checkedAgain = page.waitForResponse(/accounts:lookup/);
    await page.goto('/profile');
    await expect(page.getByRole('button', { name: 'Delete my account' })).toBeVisible();
    await checkedAgain;
    await context.setOffline(true);
    await expect(offlineNotice(page)).toBeVisible();
    const remove = requestsTo(page, api.account.remove.method, new RegExp(`^${api.account.remove.path}$`));
    await page.getByRole('button', { name: 'Delete my account' }).click();
    await page.getByRole('button', { name: 'Yes, delete my account' }).click();
    await expect(
      page.getByText('You are offline: your account was not deleted. Try again when you are back online.'),
    ).toBeVisible();

    await backOnline(page, context);
    expect(remove).toEqual({ sent: 1, failed: 1 });
    // Still signed in, the account there: the dashboard reads its portfolio.
    await page.goto('/dashboard');
    await expect(section.locator('tbody tr.portfolio-row')).toHaveCount(linkedMember.portfolio.properties.length);
  });
});

test.describe('the admin', () => {
  test.use({ signedInAs: 'admin' });
  // Slow by design: the editor opens with its map, and an entry is made and removed through the api.
  test.describe.configure({ timeout: 60_000 });

  test("the pages editor's save offline says the admin is offline and keeps the text", async ({ page, context }) => {
    await page.goto('/admin/pages');
    await page.getByRole('navigation', { name: 'The eight pages' }).getByRole('button', { name: 'Page 7' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Page 7' })).toBeVisible();
    const title = page.getByRole('group', { name: 'English' }).getByLabel('Title');
    await expect(title).toBeEditable();
    await context.setOffline(true);
    await title.fill('Typed offline');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    // An alert: read out at once, not after whatever the reader was saying.
    await expect(page.getByRole('alert')).toHaveText(/^You are offline: nothing was saved\./);
    await expect(title).toHaveValue('Typed offline');
  });

  // At a desktop's width and as a card on a phone: the same save, the same message.
  atDesktopAndPhone(() => {
    const entries = entriesOfThisTest();
    test("the admin's save offline fails at once, keeps the edit, and is not sent when the network comes back", async ({
      page,
      context,
      request,
    }) => {
      const token = await idToken('admin');
      const { id } = await entries.create(request, { name: unique('E2E Offline'), description: 'x' });
      await openAdminDashboard(page);
      const row = rowOf(page, id);
      const saves = requestsTo(page, api.mapData.update.method, new RegExp(`^${pathOf(api.mapData.update, { id })}$`));
      await context.setOffline(true);
      await row.getByRole('textbox', { name: 'Description', exact: true }).fill('typed offline');
      await row.getByRole('button', { name: 'Save' }).click();
      await expect(row.getByText(/^You are offline: nothing was saved\./)).toBeVisible();
      await expect(row.getByRole('textbox', { name: 'Description', exact: true })).toHaveValue('typed offline');

      await backOnline(page, context);
      expect(saves).toEqual({ sent: 1, failed: 1 });
      await expect(row.getByRole('textbox', { name: 'Description', exact: true })).toHaveValue('typed offline');
      const stored = await listAsAdmin(request, token);
      expect(stored.find((entry) => entry.id === id)?.description).toBe('x');
    });
  });

  test.describe('an Add and a Restore offline', () => {
    const entries = entriesOfThisTest();
    test("the Add names Add; the Restore says why beside the entry's Restore (not that the trash failed) and works once online", async ({
      page,
      context,
      request,
    }) => {
      const entry = await entries.create(request, { name: unique('E2E Offline Restore') });
      const removed = await request.delete(pathOf(api.mapData.remove, { id: entry.id }), {
        headers: bearer(await adminToken()),
      });
      expect(removed.status()).toBe(204);
      await openAdminDashboard(page);
      await page.getByRole('button', { name: 'Trash', exact: true }).click();
      const trash = page.locator('#trash-panel');
      const item = trash.locator(`[data-trash-id="${entry.id}"]`);
      await expect(item).toContainText(entry.name);

      await context.setOffline(true);
      await addField(page, 'Name').fill('Typed offline');
      await page.getByRole('button', { name: 'Add', exact: true }).click();
      await expect(
        page.locator('.map-data-add').getByText(/^You are offline: nothing was added\..*press Add again/),
      ).toBeVisible();
      await expect(addField(page, 'Name')).toHaveValue('Typed offline');

      await item.getByRole('button', { name: `Restore: “${entry.name}”` }).click();
      await expect(item.getByText(/^Not restored: the server could not be reached/)).toBeVisible();
      await expect(trash.getByText(/^Could not load the trash/)).toHaveCount(0);
      await expect(rowOf(page, entry.id)).toHaveCount(0);

      await backOnline(page, context);
      await item.getByRole('button', { name: `Restore: “${entry.name}”` }).click();
      await expect(rowOf(page, entry.id).getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(entry.name);
      await expect(item).toHaveCount(0);
      await expect(trash.getByText(/^Not restored/)).toHaveCount(0);
    });
  });

  test("offline, the Trash and an entry's History say they could not load, with Retry; back online they load by themselves", async ({
    page,
    context,
  }) => {
    await openAdminDashboard(page);
    const row = rowOf(page, 'holetown-monument');
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Trash', exact: true }).click();
    const trash = page.locator('#trash-panel');
    await expect(trash.getByText(/^Could not load the trash: the server could not be reached/)).toBeVisible();
    await row.getByRole('button', { name: 'History', exact: true }).click();
    await expect(row.getByRole('alert')).toContainText('the server could not be reached');
    await expect(page.getByText('Loading the trash…')).toHaveCount(0);

    await expect(trash.getByRole('button', { name: 'Retry', exact: true })).toBeVisible();
    await expect(row.getByRole('button', { name: 'Retry', exact: true })).toBeVisible();

    // Back online, failed lists are read again without a click (refetchOnReconnect).
    await backOnline(page, context);
    await expect(trash.getByText(/^Could not load the trash/)).toHaveCount(0);
    await expect(
      trash.getByText(/deleted entr(y|ies) shown|most recently deleted shown|The trash is empty/),
    ).toBeVisible();
    await expect(row.getByRole('alert')).toHaveCount(0);
    await expect(row.locator('.entry-history-list').or(row.getByText('No change recorded yet.'))).toBeVisible();
  });
});
