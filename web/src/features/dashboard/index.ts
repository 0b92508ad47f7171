import { usableStoredToken } from '../../lib/auth/loadAuth';
import { memberPage } from '../../lib/lazyPage';

export const DashboardPage = memberPage(() => import('./DashboardPage'), {
  // Opened by a member who signed in on an earlier visit: the Upland link's status (what the page
  // shows first) is asked beside the page's code, with the token the SDK stored (the SDK itself
  // loads after the first frame: docs/decisions/0039-the-sdk-after-a-member-page-first-data.md).
  prefetch: async (client) => {
    const member = await usableStoredToken();
    if (!member) return;
    // The page's own module (its code is on its way anyway): nothing of the upland feature joins
    // the first page's code.
    const { firstData } = await import('./DashboardPage');
    // Asked again once the code is here: the SDK may have answered meanwhile (then the page's own
    // query asks, under the key of whoever it says is signed in).
    if ((await usableStoredToken())?.uid !== member.uid) return;
    await client.prefetchQuery(firstData(member.uid));
  },
});
export const ProfilePage = memberPage(() => import('./ProfilePage'));
