import { expect, test, type Page } from './support/test';
import { holdRequests } from './support/holdRequests';
import { demoAccounts } from './support/env';
import { idTokenOf, recordWhatIsShown, shownSoFar, withoutStoredMember } from './support/auth';

// Protected pages for a visitor, a member and the admin: who may see what, where the others
// land, and that a protected page never flashes before the redirect. The member and the admin
// come back signed in (support/test.ts: signedInAs), as a returning browser does; signing in
// itself is auth-signin.spec.ts's.

const headings: Record<string, string> = {
  '/dashboard': 'Your Info',
  '/profile': 'Profile',
  '/admin/dashboard': 'Admin Dashboard',
};

async function expectRedirected(page: Page, path: string, landing: RegExp) {
  await page.goto(path);
  await expect(page).toHaveURL(landing);
  const shown = await shownSoFar(page);
  expect(shown.headings, `${path} must not render before the redirect`).not.toContain(headings[path]);
}

test('a visitor is sent to / from /dashboard, /profile and /admin/dashboard, with no flash', async ({ page }) => {
  await recordWhatIsShown(page);
  for (const path of Object.keys(headings)) {
    await expectRedirected(page, path, /\/$/);
    await expect(page.getByRole('form', { name: 'Sign in' })).toBeVisible();
  }
});

test.describe('a member', () => {
  test.use({ signedInAs: 'member' });

  test('a member sees /dashboard and /profile; /admin/dashboard sends them away (/ then their dashboard)', async ({
    page,
  }) => {
    await recordWhatIsShown(page);

    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Your Info' })).toBeVisible();
    await expect(page.getByText(demoAccounts.member.email, { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Upland Auth' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'AD: the admin dashboard (map entries)', exact: true })).toHaveCount(0);
    await page.getByRole('link', { name: 'Edit profile' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByText('Email:', { exact: true })).toBeVisible();
    await expect(page.getByText(demoAccounts.member.email, { exact: true })).toBeVisible();

    // Not the admin: redirected to /, and / sends a signed-in member on to /dashboard.
    await expectRedirected(page, '/admin/dashboard', /\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Your Info' })).toBeVisible();

    // A signed-in member who opens / goes to the dashboard.
    await page.goto('/');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('while auth loads a protected page shows only a loading line', async ({ page }) => {
    // The stored member unreadable (so the page waits for the SDK), and the Auth emulator's account
    // lookup held so the session restore stays in the loading state.
    await withoutStoredMember(page);
    const release = await holdRequests(page, '**/accounts:lookup*');
    await recordWhatIsShown(page);
    await page.goto('/profile');
    await expect(page.getByRole('main').getByRole('status')).toHaveText('Loading...');
    expect((await shownSoFar(page)).headings).not.toContain('Profile');
    release();
    await expect(page.getByRole('heading', { name: 'Profile' })).toBeVisible();
  });
});

test.describe('the admin', () => {
  test.use({ signedInAs: 'admin' });

  test('the admin sees /dashboard with the AD link, /profile and /admin/dashboard', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Your Info' })).toBeVisible();
    await expect(page.getByText(demoAccounts.admin.email, { exact: true })).toBeVisible();
    await page
      .getByRole('main')
      .getByRole('link', { name: 'AD: the admin dashboard (map entries)', exact: true })
      .click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();

    await page.goto('/profile');
    await expect(page.getByRole('heading', { name: 'Profile' })).toBeVisible();
    await expect(page.getByText(demoAccounts.admin.email, { exact: true })).toBeVisible();

    // A reload keeps the session: the guard waits for auth to load instead of redirecting.
    await page.goto('/admin/dashboard');
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  });
});

test('the demo admin and member in emulator-data are verified accounts', async () => {
  for (const who of ['admin', 'member'] as const) {
    // Signs in with the README's password (idTokenOf throws with the emulator's answer otherwise).
    const idToken = await idTokenOf(demoAccounts[who].email, demoAccounts[who].password);
    const claims = JSON.parse(Buffer.from(idToken.split('.')[1], 'base64url').toString()) as {
      email: string;
      email_verified: boolean;
    };
    expect(claims).toMatchObject({ email: demoAccounts[who].email, email_verified: true });
  }
});
