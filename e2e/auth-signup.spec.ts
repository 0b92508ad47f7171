import { expect, test, type Page } from './support/test';
import { demoAccounts, emulator } from './support/env';
import { createEmulatorUser, latestOobCode, recordWhatIsShown, shownSoFar, signIn, uniqueEmail } from './support/auth';
import { builtManifest } from './support/buildManifest';
import { holdRequests } from './support/holdRequests';
import { pauseClock, stepUntilVisible } from './support/pausedClock';

// Sign-up through the real Firebase JS SDK against the Auth emulator, the verification e-mail read
// from the emulator's oobCodes endpoint, then /verify-email, sign-in and sign-out.

const menuButton = (page: Page) => page.getByRole('button', { name: /menu/i });
const menu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });

async function fillSignUp(page: Page, values: { name: string; email: string; password: string; confirm: string }) {
  const form = page.getByRole('form', { name: 'Sign up' });
  await form.getByLabel('Name', { exact: true }).fill(values.name);
  await form.getByLabel('Email', { exact: true }).fill(values.email);
  await form.getByLabel('Password', { exact: true }).fill(values.password);
  await form.getByLabel('Confirm password', { exact: true }).fill(values.confirm);
  return form;
}

test('sign up → verification link from the emulator → /verify-email → sign in → dashboard → sign out', async ({
  page,
  baseURL,
}) => {
  const email = uniqueEmail('signup');
  const password = 'saints-rule-42';
  await recordWhatIsShown(page);

  await page.goto('/?mode=signup');
  const form = await fillSignUp(page, { name: 'Ada Saint', email, password, confirm: password });
  await form.getByRole('button', { name: 'Sign up' }).click();

  // Signed out again, told to verify by e-mail, back in login mode with the e-mail kept.
  await expect(page.getByRole('status').filter({ hasText: 'verification link' })).toContainText(
    `We sent a verification link to ${email}: verify your e-mail, then sign in.`,
  );
  await expect(page).toHaveURL(/\/\?mode=login$/);
  const login = page.getByRole('form', { name: 'Sign in' });
  await expect(login.getByLabel('Email', { exact: true })).toHaveValue(email);
  // The keyboard is on the Sign in view's heading, not the page's top: the form it was in is gone.
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeFocused();
  // The brief sign-in inside sign-up never showed the dashboard, not even for a frame.
  const shown = await shownSoFar(page);
  expect(shown.paths).not.toContain('/dashboard');
  expect(shown.headings).not.toContain('Your Info');
  await menuButton(page).click();
  await expect(menu(page).getByRole('link', { name: 'Create account' })).toBeVisible();
  await page.keyboard.press('Escape');

  // The e-mail the emulator "sent": its continue URL is the site origin + /verify-email.
  const mail = await latestOobCode(email, 'VERIFY_EMAIL');
  expect(new URL(mail.oobLink).searchParams.get('continueUrl')).toBe(`${baseURL}/verify-email`);

  // /verify-email: the success message, then / after 1500 ms, on the page's paused clock: only
  // runFor moves the redirect's timer, however slow the machine. It starts with the message, at the
  // last step of the wait for it (at most 100 ms before the message was seen).
  await pauseClock(page);
  await page.goto(`/verify-email?mode=verifyEmail&oobCode=${encodeURIComponent(mail.oobCode)}`);
  await stepUntilVisible(page, page.getByText('Email verified! You can now log in.'));
  await expect(page.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
  await page.clock.runFor(1300);
  await expect(page).toHaveURL(/\/verify-email/);
  await page.clock.runFor(300);
  await expect(page).toHaveURL(`${baseURL}/`);
  // Time runs again for what follows (a sign-in, lazy pages that reveal on a timer).
  await page.clock.resume();

  // The account really is verified now: the emulator says so.
  const lookup = await fetch(
    `${emulator.authUrl}/identitytoolkit.googleapis.com/v1/projects/${emulator.projectId}/accounts:lookup`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: 'Bearer owner' },
      body: JSON.stringify({ email: [email] }),
    },
  ).then((res) => res.json() as Promise<{ users: Array<{ emailVerified: boolean; displayName?: string }> }>);
  expect(lookup.users[0]).toMatchObject({ emailVerified: true, displayName: 'Ada Saint' });

  await signIn(page, email, password);
  await expect(page.getByRole('heading', { name: 'Your Info' })).toBeVisible();
  await expect(page.getByText(email, { exact: true })).toBeVisible();
  await expect(page.getByText('Ada Saint', { exact: true })).toBeVisible();

  await menuButton(page).click();
  await menu(page).getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(`${baseURL}/`);
  await expect(page.getByRole('form', { name: 'Sign in' })).toBeVisible();
  // Signed out for good: the dashboard now sends the visitor back to /.
  await page.goto('/dashboard');
  await expect(page).toHaveURL(`${baseURL}/`);
});

test("password mismatch: 'Passwords do not match', nothing sent, what was typed stays", async ({ page }) => {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('identitytoolkit')) sent.push(request.url());
  });
  const email = uniqueEmail('mismatch');
  await page.goto('/?mode=signup');
  const form = await fillSignUp(page, { name: 'Bo', email, password: 'first-pass-1', confirm: 'second-pass-2' });
  // Every field required, the e-mail of type email.
  for (const label of ['Name', 'Email', 'Password', 'Confirm password']) {
    await expect(form.getByLabel(label, { exact: true })).toHaveAttribute('required', '');
  }
  await expect(form.getByLabel('Email', { exact: true })).toHaveAttribute('type', 'email');
  await form.getByRole('button', { name: 'Sign up' }).click();

  await expect(page.getByRole('region', { name: 'Account' }).getByRole('alert')).toHaveText('Passwords do not match');
  await expect(form.getByLabel('Confirm password')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByLabel('Confirm password')).toHaveAccessibleDescription('Passwords do not match');
  await expect(form.getByLabel('Name', { exact: true })).toHaveValue('Bo');
  await expect(form.getByLabel('Email', { exact: true })).toHaveValue(email);
  await expect(form.getByLabel('Password', { exact: true })).toHaveValue('first-pass-1');
  await expect(form.getByLabel('Confirm password')).toHaveValue('second-pass-2');
  expect(sent.filter((url) => url.includes('accounts:signUp'))).toEqual([]);
});

test('sign-up with an address already in use shows a readable provider error and keeps the form', async ({ page }) => {
  await page.goto('/?mode=signup');
  const form = await fillSignUp(page, {
    name: 'Copycat',
    email: demoAccounts.member.email,
    password: 'whatever-123',
    confirm: 'whatever-123',
  });
  await form.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByRole('region', { name: 'Account' }).getByRole('alert')).toHaveText(
    'An account already uses this e-mail address. Sign in instead.',
  );
  await expect(page).toHaveURL(/mode=signup/);
  await expect(form.getByLabel('Email', { exact: true })).toHaveValue(demoAccounts.member.email);
  await expect(form.getByLabel('Name', { exact: true })).toHaveValue('Copycat');
});

test('a link followed while the verified page waits wins over its redirect to /', async ({ page, baseURL }) => {
  const email = uniqueEmail('verify-leave');
  const { idToken } = await createEmulatorUser(email, 'saints-rule-42', { verified: false });
  const send = await fetch(
    `${emulator.authUrl}/identitytoolkit.googleapis.com/v1/accounts:sendOobCode?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ requestType: 'VERIFY_EMAIL', idToken }),
    },
  );
  expect(send.ok).toBe(true);
  const mail = await latestOobCode(email, 'VERIFY_EMAIL');
  // The page's clock paused: the redirect's 1500 ms pass only when the test says, after the link
  // was followed. The contact page's code held meanwhile: the verified page stays on screen with
  // the contact page's address.
  await pauseClock(page);
  const release = await holdRequests(page, `**/${builtManifest()['src/features/contact/ContactPage.tsx'].file}`);
  await page.goto(`/verify-email?mode=verifyEmail&oobCode=${encodeURIComponent(mail.oobCode)}`);
  const verified = page.getByText('Email verified! You can now log in.');
  await stepUntilVisible(page, verified);
  await menuButton(page).click();
  await menu(page).getByRole('link', { name: 'Contact' }).click();
  await expect(page).toHaveURL(`${baseURL}/contact`);
  await page.clock.runFor(2_000); // past the redirect's 1500 ms
  release();
  await stepUntilVisible(page, page.getByRole('heading', { level: 1, name: 'Contact' }));
  await expect(page).toHaveURL(`${baseURL}/contact`);
});

test('a link followed while a sign-up is on its way keeps its own address', async ({ page, baseURL }) => {
  // The sign-up's request held, and the contact page's code: the landing page stays on screen with
  // /contact's address when the sign-up ends (the account made, the e-mail sent, signed out).
  const releaseSignUp = await holdRequests(page, '**/accounts:signUp*');
  const releaseContact = await holdRequests(page, `**/${builtManifest()['src/features/contact/ContactPage.tsx'].file}`);
  await page.goto('/?mode=signup');
  const password = 'saints-rule-42';
  const form = await fillSignUp(page, {
    name: 'Ada Away',
    email: uniqueEmail('signup-leave'),
    password,
    confirm: password,
  });
  await form.getByRole('button', { name: 'Sign up' }).click();
  const working = form.getByRole('button', { name: 'Creating account...' });
  await expect(working).toBeDisabled();
  await menuButton(page).click();
  await menu(page).getByRole('link', { name: 'Contact' }).click();
  await expect(page).toHaveURL(`${baseURL}/contact`);
  releaseSignUp();
  await expect(working).toBeHidden();
  releaseContact();
  await expect(page.getByRole('heading', { level: 1, name: 'Contact' })).toBeVisible();
  // Before the fix, the sign-up's end put its ?mode=login on the contact page's address.
  await expect(page).toHaveURL(`${baseURL}/contact`);
});

test('a member not verified yet sends the link again from /profile, follows it in another tab, and is verified here', async ({
  page,
  baseURL,
}) => {
  const email = uniqueEmail('verify-again');
  const password = 'saints-rule-42';
  await createEmulatorUser(email, password, { verified: false });
  await signIn(page, email, password);
  await page.getByRole('link', { name: 'Edit profile' }).click();
  const status = page.locator('.account-facts dd').last();
  await expect(status).toHaveText('not verified yet: follow the link we e-mailed you');

  await page.getByRole('button', { name: 'Send the verification link again' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Sent to' })).toHaveText(
    `Sent to ${email}: follow the link in it.`,
  );
  // The e-mail the emulator "sent", with the same continue URL as at sign-up.
  const mail = await latestOobCode(email, 'VERIFY_EMAIL');
  expect(new URL(mail.oobLink).searchParams.get('continueUrl')).toBe(`${baseURL}/verify-email`);

  // The link followed in another tab of the same browser.
  const mailTab = await page.context().newPage();
  await mailTab.goto(`/verify-email?mode=verifyEmail&oobCode=${encodeURIComponent(mail.oobCode)}`);
  await expect(mailTab.getByText('Email verified! You can now log in.')).toBeVisible();
  await mailTab.close();
  // Back on /profile (the window has the focus again): verified, without a reload.
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await expect(status).toHaveText('verified');
  await expect(page.getByRole('button', { name: 'Send the verification link again' })).toHaveCount(0);
});
