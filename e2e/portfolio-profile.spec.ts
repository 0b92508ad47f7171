// /profile edits the account, through Hosting, the Functions runtime and the Auth and Firestore
// emulators: the name, the password (the current one first), and "Delete my account", after which
// nothing of the member is left. The admin is not offered deletion.
import { axeViolations } from './support/axe';
import { idTokenOf, signIn } from './support/auth';
import { emulator } from './support/env';
import { expect, test, type Page } from './support/test';

const documents = `${emulator.firestoreUrl}/v1/projects/${emulator.projectId}/databases/(default)/documents`;
const owner = { Authorization: 'Bearer owner' };

/** Every top-level Firestore document, as one text (the Firestore emulator's REST api, past the rules). */
async function everyDocument(): Promise<string> {
  const ids = (await (
    await fetch(`${documents}:listCollectionIds`, { method: 'POST', headers: owner, body: '{}' })
  ).json()) as { collectionIds?: string[] };
  const texts = await Promise.all(
    (ids.collectionIds ?? []).map((id) =>
      fetch(`${documents}/${id}?pageSize=5000`, { headers: owner }).then((r) => r.text()),
    ),
  );
  return texts.join('\n');
}

/** The Auth emulator's record of the account, if any. */
async function authUser(uid: string) {
  const res = await fetch(
    `${emulator.authUrl}/identitytoolkit.googleapis.com/v1/projects/${emulator.projectId}/accounts:lookup`,
    {
      method: 'POST',
      headers: { ...owner, 'Content-Type': 'application/json' },
      body: JSON.stringify({ localId: [uid] }),
    },
  );
  return ((await res.json()) as { users?: unknown[] }).users ?? [];
}

async function openProfile(page: Page) {
  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'Edit profile' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible();
}

test.describe('a member of their own', () => {
  test.use({ signedInAs: 'saint_player', ownAccount: true });

  test('changes their name, shown on /profile and on the dashboard', async ({ page }) => {
    await openProfile(page);
    const name = page.getByRole('textbox', { name: 'Name' });
    await name.fill('Ada Saint-James');
    await name.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'Your name is saved.' })).toBeVisible();
    await expect(page.locator('.account-facts')).toContainText('Ada Saint-James');
    expect(await axeViolations(page)).toEqual([]);
    // The way back to the dashboard, where the new name is too.
    await page.getByRole('link', { name: 'Back to your dashboard' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.locator('.account-facts')).toContainText('Ada Saint-James');
  });

  test('a wrong current password changes nothing; the right one changes it, and it signs in', async ({
    page,
    linkedMember,
  }) => {
    await openProfile(page);
    const form = page.getByRole('form', { name: 'Change your password' });
    await form.getByLabel('Current password').fill('not-the-password');
    await form.getByLabel('New password', { exact: true }).fill('brand-new-pass-1');
    await form.getByLabel('Confirm new password').fill('brand-new-pass-1');
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect(form.getByRole('alert')).toHaveText('The current password is not right. Nothing was changed.');
    // The field the refusal speaks of says it too, for a screen reader that comes back to it.
    await expect(form.getByLabel('Current password')).toHaveAccessibleDescription(
      'The current password is not right. Nothing was changed.',
    );
    // And for the eye: the refused field is drawn in the error's colour, the others are not.
    await expect(form.getByLabel('Current password')).toHaveCSS('border-color', 'rgb(255, 138, 128)');
    await expect(form.getByLabel('Confirm new password')).not.toHaveCSS('border-color', 'rgb(255, 138, 128)');
    // What was typed stays; the old password still works.
    await expect(form.getByLabel('New password', { exact: true })).toHaveValue('brand-new-pass-1');
    expect(await idTokenOf(linkedMember.email, linkedMember.password)).toBeTruthy();

    await form.getByLabel('Current password').fill(linkedMember.password);
    await form.getByLabel('Current password').press('Enter');
    await expect(form.getByRole('status').filter({ hasText: 'Your password is changed' })).toHaveText(
      'Your password is changed: use the new one when you next sign in.',
    );
    await expect(idTokenOf(linkedMember.email, linkedMember.password)).rejects.toThrow(/INVALID/);

    // Signed out, then in with the new password through the form.
    await page.getByRole('button', { name: /menu/i }).click();
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByRole('form', { name: 'Sign in' })).toBeVisible();
    await signIn(page, linkedMember.email, 'brand-new-pass-1');
  });

  test('deletes their account after confirming: nothing of the member is left', async ({ page, linkedMember }) => {
    const { uid } = linkedMember;
    // Before: the member's link, token and portfolio are there (so the check below can fail).
    expect(await everyDocument()).toContain(uid);
    expect(await authUser(uid)).toHaveLength(1);

    await openProfile(page);
    await expect(page.getByRole('button', { name: 'Delete my account' })).toHaveCSS('color', 'rgb(255, 138, 128)');
    await page.getByRole('button', { name: 'Delete my account' }).click();
    await page.getByRole('button', { name: 'Cancel' }).click();
    expect(await authUser(uid)).toHaveLength(1);
    await page.getByRole('button', { name: 'Delete my account' }).click();
    const yes = page.getByRole('button', { name: 'Yes, delete my account' });
    // The keyboard is on Cancel: Enter pressed twice (or held) does not delete the account.
    await expect(page.getByRole('button', { name: 'Cancel' })).toBeFocused();
    // Drawn as what it is: a step that cannot be taken back (the site's danger colour).
    await expect(yes).toHaveCSS('background-color', 'rgb(255, 138, 128)');
    await page.keyboard.press('Shift+Tab');
    await expect(yes).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: 'Edit profile' })).toHaveCount(0);

    expect(await authUser(uid)).toEqual([]);
    const left = await everyDocument();
    expect(left).not.toContain(uid);
    expect(left).not.toContain(linkedMember.email);
  });
});

test.describe('the admin', () => {
  test.use({ signedInAs: 'admin' });

  test('is not offered "Delete my account", and told why', async ({ page }) => {
    await openProfile(page);
    await expect(page.getByText('The admin account cannot be deleted from this page.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Delete my account' })).toHaveCount(0);
  });
});

test.describe('in French', () => {
  test.use({ signedInAs: 'member', locale: 'fr-FR' });

  test('/profile in French, clean for axe', async ({ page }) => {
    await page.goto('/profile');
    await expect(page.getByRole('heading', { name: 'Votre nom' })).toBeVisible();
    await expect(page.getByRole('form', { name: 'Changer de mot de passe' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Supprimer mon compte' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test('on a 375 px phone each fact reads under its name: the e-mail on one line', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/profile');
    const email = page.locator('.account-facts dd').filter({ hasText: '@' });
    await expect(email).toBeVisible();
    const lineHeight = await email.evaluate((dd) => parseFloat(getComputedStyle(dd).lineHeight));
    expect((await email.boundingBox())!.height).toBeLessThan(lineHeight * 1.5);
  });

  test('on a 375 px phone the delete question is in sight whole: Cancel is not below the screen', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/profile');
    await page.locator('.profile-form button.danger').click();
    const [yes, cancel] = [page.locator('.ask-first button').nth(0), page.locator('.ask-first button').nth(1)];
    await expect(cancel).toBeFocused();
    await expect(yes).toBeInViewport({ ratio: 1 });
    await expect(cancel).toBeInViewport({ ratio: 1 });
    await cancel.click();
    await expect(page.locator('.ask-first')).toHaveCount(0);
  });
});
