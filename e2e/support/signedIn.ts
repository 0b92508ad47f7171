import type { Browser, BrowserContextOptions, Page } from '@playwright/test';
import { signIn } from './auth';
import { demoAccounts, emulator } from './env';
import { quietPage } from './quietPage';

export type Role = keyof typeof demoAccounts;
/** What a browser context keeps of a session: cookies, localStorage and IndexedDB, per origin. */
export type SignedInState = Exclude<BrowserContextOptions['storageState'], string | undefined>;

/**
 * Signs in through the landing page's form once, waits for what `ready` waits for on the
 * dashboard, and returns the browser's storage. The web app keeps the Firebase Auth session in
 * IndexedDB (web/src/lib/firebase.ts: indexedDBLocalPersistence first), which Playwright saves
 * only when asked (`indexedDB: true`); a context made with this state opens every page signed
 * in, as a returning member's browser does.
 */
export async function storedSignIn(
  browser: Browser,
  email: string,
  password: string,
  ready: (page: Page) => Promise<void> = async () => undefined,
): Promise<SignedInState> {
  const context = await browser.newContext({ baseURL: emulator.hostingUrl });
  try {
    const page = await context.newPage();
    await quietPage(page);
    await signIn(page, email, password);
    await ready(page);
    return await context.storageState({ indexedDB: true });
  } finally {
    await context.close();
  }
}

/** A demo account's stored sign-in. */
export const signedInState = (browser: Browser, role: Role) =>
  storedSignIn(browser, demoAccounts[role].email, demoAccounts[role].password);
