import { expect, test, type Page } from './support/test';
import { holdRequests } from './support/holdRequests';
import { demoAccounts } from './support/env';
import { createEmulatorUser, latestOobCode, signIn, uniqueEmail } from './support/auth';

const menuButton = (page: Page) => page.getByRole('button', { name: /menu/i });
const menu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });
const loginForm = (page: Page) => page.getByRole('form', { name: 'Sign in' });
/** The account panel's error line (the landing page has other content around it). */
const panelAlert = (page: Page) => page.getByRole('region', { name: 'Account' }).getByRole('alert');

async function submitSignIn(page: Page, email: string, password: string) {
  const form = loginForm(page);
  await form.getByLabel('Email', { exact: true }).fill(email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Sign in' }).click();
}

test('wrong password: a readable provider message, still on /, what was typed stays', async ({ page }) => {
  await page.goto('/');
  await submitSignIn(page, demoAccounts.member.email, 'not-the-password');
  await expect(panelAlert(page)).toHaveText('The e-mail or password is incorrect.');
  await expect(page).toHaveURL(/\/(\?.*)?$/);
  await expect(loginForm(page).getByLabel('Email', { exact: true })).toHaveValue(demoAccounts.member.email);
  await expect(loginForm(page).getByLabel('Password', { exact: true })).toHaveValue('not-the-password');

  // An unknown address gets the same sentence (it never tells who has an account), not the raw
  // "Firebase: Error (auth/...)".
  await submitSignIn(page, uniqueEmail('nobody'), 'whatever-1');
  await expect(panelAlert(page)).toHaveText('The e-mail or password is incorrect.');
  await expect(panelAlert(page)).not.toContainText('Firebase');
});

test('pressed with the keyboard, Sign in keeps the focus through its busy time and its error', async ({ page }) => {
  await page.goto('/');
  const form = loginForm(page);
  await form.getByLabel('Email', { exact: true }).fill(demoAccounts.member.email);
  await form.getByLabel('Password', { exact: true }).fill('not-the-password');
  const button = form.getByRole('button', { name: 'Sign in' });
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(panelAlert(page)).toHaveText('The e-mail or password is incorrect.');
  // (A disabled button lost it to the page's top: the next Tab began again at the skip link.)
  await expect(button).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(form.getByLabel('Password', { exact: true })).toBeFocused();
});

test('sign-in code that cannot be fetched: the panel says so, the button comes back, what was typed stays', async ({
  page,
}) => {
  // The Firebase chunk is refused (a build replaced since the page opened, or the line dropped).
  await page.route(/\/assets\/firebase-[^/]*\.js$/, (route) => route.abort());
  await page.goto('/');
  await submitSignIn(page, demoAccounts.member.email, 'any-password');
  await expect(panelAlert(page)).toHaveText('Sign-in could not be loaded. Check your connection and try again.');
  await expect(loginForm(page).getByRole('button', { name: 'Sign in' })).toBeEnabled();
  await expect(loginForm(page).getByLabel('Email', { exact: true })).toHaveValue(demoAccounts.member.email);
});

test("the panel follows ?mode= from the header's links; switching fades and clears messages", async ({ page }) => {
  await page.goto('/');
  await expect(loginForm(page)).toBeVisible();

  // A message in login mode...
  await submitSignIn(page, demoAccounts.member.email, 'wrong-password-1');
  await expect(panelAlert(page)).toHaveText('The e-mail or password is incorrect.');

  // ...is gone after the header's 'Create account' opens sign-up (the URL changes, the page stays).
  await menuButton(page).click();
  await menu(page).getByRole('link', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\?mode=signup$/);
  await expect(page.getByRole('form', { name: 'Sign up' })).toBeVisible();
  await expect(loginForm(page)).toHaveCount(0);
  await expect(panelAlert(page)).toHaveText('');
  const view = page.locator('.auth-view').first();
  await expect(view).toHaveCSS('animation-name', 'auth-fade-in');
  await expect(view).toHaveCSS('animation-duration', '0.3s');

  await menuButton(page).click();
  await menu(page).getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\?mode=login$/);
  await expect(loginForm(page)).toBeVisible();
  await expect(panelAlert(page)).toHaveText('');

  // The panel's own switches: focus moves to the new view's heading for keyboard users.
  await page.getByRole('button', { name: 'Create an account' }).click();
  await expect(page.getByRole('heading', { name: 'Create an account' })).toBeFocused();
  await page.getByRole('button', { name: 'Back to sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeFocused();
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\?mode=reset$/);
  await expect(page.getByRole('form', { name: 'Reset password' })).toBeVisible();
  // Browser back returns to the previous view.
  await page.goBack();
  await expect(loginForm(page)).toBeVisible();
});

test("forgot password: 'Password reset email sent.' and the emulator holds the reset e-mail", async ({ page }) => {
  const email = uniqueEmail('forgot');
  await createEmulatorUser(email, 'old-password-1');
  await page.goto('/');
  await loginForm(page).getByLabel('Email', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  const form = page.getByRole('form', { name: 'Reset password' });
  // The e-mail typed in the login view carries over.
  await expect(form.getByLabel('Email', { exact: true })).toHaveValue(email);
  await form.getByRole('button', { name: 'Send reset email' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'reset' })).toHaveText('Password reset email sent.');
  const mail = await latestOobCode(email, 'PASSWORD_RESET');
  expect(mail.oobCode).toBeTruthy();
});

test('forgot password for an address with no account says the same, and tells nobody who has an account', async ({
  page,
}) => {
  await page.goto('/?mode=reset');
  const form = page.getByRole('form', { name: 'Reset password' });
  await form.getByLabel('Email', { exact: true }).fill(uniqueEmail('nobody'));
  await form.getByRole('button', { name: 'Send reset email' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'reset' })).toHaveText('Password reset email sent.');
  await expect(page.getByRole('alert')).toHaveText('');
});

test('a reset link on /verify-email: new-password form, the code is not spent on verification, new password works', async ({
  page,
}) => {
  const email = uniqueEmail('reset');
  await createEmulatorUser(email, 'old-password-1');
  await page.goto('/?mode=reset');
  await page.getByRole('form', { name: 'Reset password' }).getByLabel('Email', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Send reset email' }).click();
  await expect(page.getByText('Password reset email sent.')).toBeVisible();
  const mail = await latestOobCode(email, 'PASSWORD_RESET');

  const verificationCalls: string[] = [];
  page.on('request', (request) => {
    // applyActionCode is accounts:update with an oobCode: it must never run for a reset link.
    if (request.url().includes('accounts:update')) verificationCalls.push(request.postData() ?? '');
  });
  await page.goto(`/verify-email?mode=resetPassword&oobCode=${encodeURIComponent(mail.oobCode)}&apiKey=demo-api-key`);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Choose a new password' });
  await expect(form).toContainText(`For ${email}`);

  await form.getByLabel('New password', { exact: true }).fill('new-password-2');
  await form.getByLabel('Confirm new password').fill('typo-password-2');
  await form.getByRole('button', { name: 'Save new password' }).click();
  await expect(form.getByRole('alert')).toHaveText('Passwords do not match');
  await expect(form.getByLabel('Confirm new password')).toHaveAccessibleDescription('Passwords do not match');
  await expect(form.getByLabel('New password', { exact: true })).toHaveValue('new-password-2');

  await form.getByLabel('Confirm new password').fill('new-password-2');
  await form.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByText('Your password has been changed. You can now log in with it.')).toBeFocused();
  expect(verificationCalls).toEqual([]);

  // The old password is refused, the new one signs in.
  await page.goto('/');
  await submitSignIn(page, email, 'old-password-1');
  await expect(panelAlert(page)).toHaveText('The e-mail or password is incorrect.');
  await signIn(page, email, 'new-password-2');
  await expect(page.getByRole('heading', { name: 'Your Info' })).toBeVisible();
});

test("/verify-email: 'Invalid verification link' without a code, 'Verification failed' for a refused one", async ({
  page,
}) => {
  await page.goto('/verify-email');
  await expect(page.getByRole('alert')).toHaveText('Invalid verification link');

  // Hold the emulator's answer to see 'Verifying...' first.
  const release = await holdRequests(page, '**/accounts:update*');
  await page.goto('/verify-email?mode=verifyEmail&oobCode=not-a-real-code');
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Verifying...');
  release();
  await expect(page.getByText('Verification failed', { exact: true })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('This link is invalid or has already been used.');
  await page.getByRole('link', { name: 'Go to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(loginForm(page)).toBeVisible();
});

test.describe('a build without the Firebase web config', () => {
  // The same production bundle with its API key blanked, as a build without VITE_FIREBASE_API_KEY
  // would be: lib/firebase.ts then exports auth = null and isAuthConfigured = false.
  test.beforeEach(async ({ page }) => {
    let replaced = 0;
    await page.route('**/assets/*.js', async (route) => {
      try {
        const response = await route.fetch();
        // Vite inlines the key as a string literal (`demo-api-key` or "demo-api-key").
        const body = (await response.text()).replace(/([`"'])demo-api-key\1/g, () => {
          replaced += 1;
          return '""';
        });
        await route.fulfill({ response, body });
      } catch (error) {
        // The page navigated while a chunk was on its way (Firebase loads after the page): the
        // request is gone, and there is nothing to answer.
        if (!/disposed|closed|Target page/.test(String(error))) throw error;
      }
    });
    await page.goto('/');
    expect(replaced, 'the bundle carries the Firebase API key').toBeGreaterThan(0);
  });

  test("the panel says 'Authentication configuration is incomplete.' and keeps what was typed", async ({ page }) => {
    await submitSignIn(page, demoAccounts.member.email, demoAccounts.member.password);
    await expect(panelAlert(page)).toHaveText('Authentication configuration is incomplete.');
    await expect(loginForm(page).getByLabel('Email', { exact: true })).toHaveValue(demoAccounts.member.email);

    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await page.getByRole('button', { name: 'Send reset email' }).click();
    await expect(panelAlert(page)).toHaveText('Authentication configuration is incomplete.');

    await page.goto('/?mode=signup');
    const form = page.getByRole('form', { name: 'Sign up' });
    await form.getByLabel('Name', { exact: true }).fill('Nobody');
    await form.getByLabel('Email', { exact: true }).fill('nobody@example.test');
    await form.getByLabel('Password', { exact: true }).fill('pass-1234');
    await form.getByLabel('Confirm password').fill('pass-1234');
    await form.getByRole('button', { name: 'Sign up' }).click();
    await expect(panelAlert(page)).toHaveText('Authentication configuration is incomplete.');
    await expect(form.getByLabel('Name', { exact: true })).toHaveValue('Nobody');
  });

  test("/verify-email says 'Firebase not initialized'; protected pages send the visitor to /", async ({ page }) => {
    await page.goto('/verify-email?mode=verifyEmail&oobCode=abc');
    await expect(page.getByRole('alert')).toHaveText('Firebase not initialized');
    await expect(page.getByRole('link', { name: 'Go to Home' })).toBeVisible();
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/$/);
  });
});
