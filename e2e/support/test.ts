import { test as base } from '@playwright/test';
import { linkedSession, type LinkedAccount, type LinkedPlayer } from './portfolio';
import { quietPage } from './quietPage';
import { reportPageOnFailure } from './pageReport';
import { signedInState, type Role, type SignedInState } from './signedIn';

// Everything Playwright exports, with `test` replaced below.
export * from '@playwright/test';

/** Who a test's browser starts signed in as: a demo account, or a new member linked to a stand-in player. */
export type SignedInAs = Role | LinkedPlayer;
interface Session {
  state: SignedInState;
  /** The linked member's account and first portfolio (none for a demo account). */
  account: LinkedAccount | null;
}

const isRole = (who: SignedInAs): who is Role => who === 'admin' || who === 'member';
const newSession = async (browser: Parameters<typeof signedInState>[0], who: SignedInAs): Promise<Session> =>
  isRole(who) ? { state: await signedInState(browser, who), account: null } : linkedSession(browser, who);

/**
 * The `test` of the tests that are not about the page's shell:
 * - every page is quiet (support/quietPage.ts): no random popup, the decorative videos still
 *   (`test.use({ quietVideos: false })` leaves the videos alone: stilling them is a page.route,
 *   which turns the page's HTTP cache off);
 * - a failed test's report says what its page showed then (support/pageReport.ts);
 * - `test.use({ signedInAs: 'admin' })`: the test's browser starts signed in as that demo account,
 *   from a sign-in made once per worker (support/signedIn.ts), instead of going through the form
 *   (made as the first test of a worker asks, under a time limit of its own, not the test's);
 * - `test.use({ signedInAs: 'saint_player' })` (or 'big_holder'): signed in as a new member linked
 *   to that stand-in player, one per worker; the `linkedMember` fixture gives their account and
 *   portfolio. With `ownAccount: true` the test gets a member of its own (made before the test,
 *   outside its time), for tests that change the member (unlink, link again, profile, deletion).
 * Tests about the popup, the videos or signing in import from '@playwright/test' and do it themselves.
 */
export const test = base.extend<
  {
    signedInAs: SignedInAs | null;
    ownAccount: boolean;
    quietVideos: boolean;
    session: Session | null;
    linkedMember: LinkedAccount;
  },
  { sessions: (who: SignedInAs) => Promise<Session> }
>({
  signedInAs: [null, { option: true }],
  ownAccount: [false, { option: true }],
  quietVideos: [true, { option: true }],
  sessions: [
    async ({ browser }, use) => {
      const sessions = new Map<SignedInAs, Promise<Session>>();
      await use((who) => {
        if (!sessions.has(who)) sessions.set(who, newSession(browser, who));
        return sessions.get(who)!;
      });
    },
    { scope: 'worker' },
  ],
  // Its own time limit: a sign-in through the form (and a linked member's first portfolio) is not the test's time.
  session: [
    async ({ signedInAs, ownAccount, sessions, browser }, use) => {
      if (!signedInAs) await use(null);
      else await use(ownAccount ? await newSession(browser, signedInAs) : await sessions(signedInAs));
    },
    { timeout: 120_000 },
  ],
  storageState: async ({ session, storageState }, use) => {
    await use(session?.state ?? storageState);
  },
  linkedMember: async ({ session }, use) => {
    if (!session?.account) throw new Error('linkedMember needs test.use({ signedInAs: <a stand-in player> })');
    await use(session.account);
  },
  page: async ({ page, quietVideos }, use, testInfo) => {
    await quietPage(page, { videos: quietVideos });
    const report = reportPageOnFailure(page);
    await use(page);
    await report(testInfo);
  },
});
