import { test as base } from '@playwright/test';
import { quietPage } from './quietPage';
import { signedInState, type Role, type SignedInState } from './signedIn';

// Everything Playwright exports, with `test` replaced below.
export * from '@playwright/test';

/**
 * The `test` of the tests that are not about the page's shell:
 * - every page is quiet (support/quietPage.ts): no random popup, the decorative videos still
 *   (`test.use({ quietVideos: false })` leaves the videos alone: stilling them is a page.route,
 *   which turns the page's HTTP cache off);
 * - `test.use({ signedInAs: 'admin' })`: the test's browser starts signed in as that demo account,
 *   from a sign-in made once per worker (support/signedIn.ts), instead of going through the form
 *   (made as the first test of a worker asks, under a time limit of its own, not the test's).
 * Tests about the popup, the videos or signing in import from '@playwright/test' and do it themselves.
 */
export const test = base.extend<
  { signedInAs: Role | null; quietVideos: boolean },
  { signedInStates: (role: Role) => Promise<SignedInState> }
>({
  signedInAs: [null, { option: true }],
  quietVideos: [true, { option: true }],
  signedInStates: [
    async ({ browser }, use) => {
      const states = new Map<Role, Promise<SignedInState>>();
      await use((role) => {
        if (!states.has(role)) states.set(role, signedInState(browser, role));
        return states.get(role)!;
      });
    },
    { scope: 'worker' },
  ],
  // Its own time limit: the worker's one sign-in through the form is not the test's time.
  storageState: [
    async ({ signedInAs, signedInStates, storageState }, use) => {
      await use(signedInAs ? await signedInStates(signedInAs) : storageState);
    },
    { scope: 'test', timeout: 60_000 },
  ],
  page: async ({ page, quietVideos }, use) => {
    await quietPage(page, { videos: quietVideos });
    await use(page);
  },
});
