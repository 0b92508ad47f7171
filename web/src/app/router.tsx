import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router-dom';
import { poetryPath, site } from '../config/site';
import { ActivityEditorPage, ActivityPage, ActivitySubpage, activityPages } from '../features/activity';
import { AdminDashboardPage } from '../features/admin';
import { RequireAuth, VerifyEmailPage } from '../features/auth';
import { ContactPage } from '../features/contact';
import { DashboardPage, ProfilePage } from '../features/dashboard';
import { LandingPage } from '../features/landing';
import { MapPage } from '../features/map';
import { NotFoundPage } from '../features/notFound';
import { PoetryPage } from '../features/poetry';
import { CityHallPage, SheetPage, UrbanismPage } from '../features/sheets';
import type { Message } from '../lib/i18n/i18n';
import type { LazyPage } from '../lib/lazyPage';
import { Layout } from './layout/Layout';
import { authIfSession, usableStoredToken } from '../lib/auth/loadAuth';

// Every route but / is lazy-loaded (each feature's entry says so): the first page stays small
// (`npm run bench` checks the budget). Each lazy route names its page in `handle`, so that the
// page a visit opens on can start loading before React first renders (preloadPage, main.tsx).

/** What a lazy route tells the layout: its page (to preload) and the heading to show while it loads. */
export interface PageHandle {
  page: LazyPage;
  heading?: Message;
  /** Shown to a signed-in member only: the page waits for the sign-in SDK. */
  membersOnly?: boolean;
}

/**
 * A route whose element is a lazy page. `heading`: the page's title, shown at once while its code
 * loads (PageFallback), so a slow line never shows a blank page.
 */
const page = (path: string, Page: LazyPage<object>, { heading }: { heading?: Message } = {}): RouteObject => ({
  path,
  element: <Page />,
  handle: { page: Page, heading } satisfies PageHandle,
});

/** A page for a signed-in member (`admin`: the admin) only: others are sent to the landing page. */
const membersPage = (
  path: string,
  Page: LazyPage<object>,
  { admin = false }: { admin?: boolean } = {},
): RouteObject => ({
  path,
  element: (
    <RequireAuth admin={admin}>
      <Page />
    </RequireAuth>
  ),
  handle: { page: Page, membersOnly: true } satisfies PageHandle,
});

// /activity/page1 to /activity/page8; anything past the last page is not found.
const activitySubpages: RouteObject[] = activityPages.map(({ page: number, path }) => ({
  path,
  element: <ActivitySubpage page={number} />,
  handle: { page: ActivitySubpage } satisfies PageHandle,
}));

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { path: '/', element: <LandingPage /> },
      page('/verify-email', VerifyEmailPage),
      page('/sheet', SheetPage, { heading: { key: 'sheet.title' } }),
      page('/urbanism', UrbanismPage, { heading: { key: 'urbanism.title' } }),
      page('/map', MapPage, { heading: { key: 'map.title' } }),
      page('/city-hall', CityHallPage, { heading: { key: 'cityHall.title' } }),
      page('/activity', ActivityPage, { heading: { key: 'activity.title' } }),
      ...activitySubpages,
      page('/contact', ContactPage, { heading: { key: 'contact.title' } }),
      page(poetryPath, PoetryPage, { heading: { key: 'poetry.title', values: { name: site.poetName } } }),
      membersPage('/dashboard', DashboardPage),
      membersPage('/profile', ProfilePage),
      membersPage('/admin/dashboard', AdminDashboardPage, { admin: true }),
      membersPage('/admin/pages', ActivityEditorPage, { admin: true }),
      page('*', NotFoundPage),
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
export type AppRouter = ReturnType<typeof createRouter>;

/** Starts loading the page at `pathname` (its code, and its first data where it has some). */
export function preloadPage(pathname: string): Promise<unknown> | undefined {
  const handle = matchRoutes(routes, pathname)?.at(-1)?.route.handle as PageHandle | undefined;
  // A member's page shows the member the SDK stored and asks with their stored token
  // (docs/decisions/0037-the-stored-member-shown-at-once.md): the SDK then loads after the first
  // frame (AuthProvider), not in the way of the page's code and first data (decision 39). Without a token it can
  // use (none stored, or about to expire), the page waits for the SDK: it loads beside the page's
  // code. A failed load is retried by the AuthProvider, which says so.
  if (handle?.membersOnly)
    void usableStoredToken()
      .then((member) => (member ? null : authIfSession()))
      .catch(() => undefined);
  return handle?.page.preload();
}
