import { expect, type Page } from '@playwright/test';
import { emulator } from './env';

const SIGN_IN_MS = 20_000;

/** Signs in through the landing page's form (in whatever language the page speaks) and waits for the dashboard. */
export async function signIn(page: Page, email: string, password: string) {
  await page.goto('/?mode=login');
  const form = page.locator('form.auth-form');
  await form.locator('input[type="email"]').fill(email);
  await form.locator('input[type="password"]').fill(password);
  await form.locator('button[type="submit"]').click();
  // The SDK loads, asks the Auth emulator, then the dashboard's code comes: on a busy machine
  // longer than an expect's usual 7 s.
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: SIGN_IN_MS });
  // The URL changes before the lazy dashboard route has rendered; until it has, the header still
  // shows the landing's state, and a menu opened then closes when the navigation completes.
  await expect(page.locator('.dashboard h1')).toBeVisible({ timeout: SIGN_IN_MS });
}

/**
 * The page as in a browser that cannot list its databases (Firefox before 126): it cannot read the
 * member the SDK stored, so it waits for the SDK to say who is signed in, as every page did before
 * docs/decisions/0037-the-stored-member-shown-at-once.md.
 */
export const withoutStoredMember = (page: Page) =>
  page.addInitScript(() => Object.defineProperty(IDBFactory.prototype, 'databases', { value: undefined }));

/** Creates a user straight in the Auth emulator (REST), optionally with a verified e-mail; a fresh sign-in's ID token. */
export async function createEmulatorUser(email: string, password: string, { verified = true } = {}) {
  const signUp = await fetch(`${emulator.authUrl}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  if (!signUp.ok) throw new Error(`signUp failed: ${await signUp.text()}`);
  const { localId } = (await signUp.json()) as { localId: string };
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
  // Not sign-up's own token: the Auth emulator stamps its auth_time with the moment the request
  // came and the account's validSince a little later, each cut to the second. When a second
  // begins between the two, the token is older than validSince, and the Functions runtime (whose
  // admin SDK checks revocation on every emulator token) answers 401. A sign-in is always later.
  return { uid: localId, idToken: await idTokenOf(email, password) };
}

/** A fresh e-mail per test, so tests never collide on accounts. */
export const uniqueEmail = (prefix: string) =>
  `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`;

/** One e-mail the Auth emulator "sent" (GET .../emulator/v1/projects/{id}/oobCodes). */
export interface EmulatorOobCode {
  email: string;
  requestType: 'VERIFY_EMAIL' | 'PASSWORD_RESET' | 'EMAIL_SIGNIN' | string;
  oobCode: string;
  oobLink: string;
}

/** The newest e-mail of that kind the Auth emulator sent to `email`; waits for it briefly. */
export async function latestOobCode(email: string, requestType: EmulatorOobCode['requestType']) {
  const url = `${emulator.authUrl}/emulator/v1/projects/${emulator.projectId}/oobCodes`;
  for (let attempt = 0; attempt < 20; attempt++) {
    const res = await fetch(url);
    if (!res.ok) throw new Error(`oobCodes failed: ${res.status} ${await res.text()}`);
    const { oobCodes } = (await res.json()) as { oobCodes: EmulatorOobCode[] };
    const mine = oobCodes.filter((c) => c.email === email.toLowerCase() && c.requestType === requestType);
    if (mine.length > 0) return mine[mine.length - 1];
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No ${requestType} e-mail for ${email} in the Auth emulator`);
}

/**
 * Records, from the first script on, every path the page shows and every h1 it ever renders, so a
 * test can prove a protected page never flashed (even for one frame) before a redirect.
 * Read the record with `shownSoFar(page)`.
 */
export async function recordWhatIsShown(page: Page) {
  await page.addInitScript(() => {
    const record = { paths: [] as string[], headings: [] as string[] };
    (window as unknown as { __shown: typeof record }).__shown = record;
    const note = () => {
      if (record.paths.at(-1) !== location.pathname) record.paths.push(location.pathname);
      document.querySelectorAll('h1').forEach((h) => {
        const text = h.textContent ?? '';
        if (text && !record.headings.includes(text)) record.headings.push(text);
      });
    };
    for (const method of ['pushState', 'replaceState'] as const) {
      const original = history[method].bind(history);
      history[method] = (...args: Parameters<History['pushState']>) => {
        original(...args);
        note();
      };
    }
    new MutationObserver(note).observe(document, { childList: true, subtree: true, characterData: true });
    note();
  });
}

export const shownSoFar = (page: Page) =>
  page.evaluate(() => (window as unknown as { __shown: { paths: string[]; headings: string[] } }).__shown);

/** A real ID token from the Auth emulator for an existing account (REST sign-in). */
export async function idTokenOf(email: string, password: string): Promise<string> {
  const res = await fetch(
    `${emulator.authUrl}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  if (!res.ok) throw new Error(`signInWithPassword failed: ${await res.text()}`);
  return ((await res.json()) as { idToken: string }).idToken;
}
