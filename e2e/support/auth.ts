import { expect, type Page } from '@playwright/test';
import { demoAccounts, emulator } from './env';

/** Signs in through the landing page's form and waits for the dashboard. */
export async function signIn(page: Page, email: string, password: string) {
  await page.goto('/');
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email', { exact: true }).fill(email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

export const signInAs = (page: Page, who: keyof typeof demoAccounts) =>
  signIn(page, demoAccounts[who].email, demoAccounts[who].password);

/** Creates a user straight in the Auth emulator (REST), optionally with a verified e-mail. */
export async function createEmulatorUser(email: string, password: string, { verified = true } = {}) {
  const signUp = await fetch(
    `${emulator.authUrl}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  if (!signUp.ok) throw new Error(`signUp failed: ${await signUp.text()}`);
  const { localId, idToken } = (await signUp.json()) as { localId: string; idToken: string };
  if (verified) {
    const update = await fetch(
      `${emulator.authUrl}/identitytoolkit.googleapis.com/v1/projects/${emulator.projectId}/accounts:update`,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: 'Bearer owner' },
        body: JSON.stringify({ localId, emailVerified: true }),
      },
    );
    if (!update.ok) throw new Error(`verify failed: ${await update.text()}`);
  }
  return { uid: localId, idToken };
}

/** A fresh e-mail per test, so tests never collide on accounts. */
export const uniqueEmail = (prefix: string) =>
  `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`;
