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
import type { ReactElement } from 'react';
import type { Message } from '../lib/i18n/i18n';
import type { LazyPage } from '../lib/lazyPage';
import { Layout } from './layout/Layout';

// Every route but / is lazy-loaded (each feature's entry says so): the first page stays small
// (`npm run bench` checks the budget). Each lazy route names its page in `handle`, so that the
// page a visit opens on can start loading before React first renders (preloadPage, main.tsx).

/** What a lazy route tells the layout: its page (to preload) and the heading to show while it loads. */
export interface PageHandle {
  page: LazyPage;
  heading?: Message;
}

/**
 * A route whose element is a lazy page, optionally wrapped (a guard). `heading`: the page's title,
 * shown at once while its code loads (PageFallback), so a slow line never shows a blank page.
 */
const page = (
  path: string,
  Page: LazyPage<object>,
  {
    heading,
    wrap = (element: ReactElement) => element,
  }: { heading?: Message; wrap?: (e: ReactElement) => ReactElement } = {},
): RouteObject => ({
  path,
  element: wrap(<Page />),
  handle: { page: Page, heading } satisfies PageHandle,
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
      page('/dashboard', DashboardPage, { wrap: (element) => <RequireAuth>{element}</RequireAuth> }),
      page('/profile', ProfilePage, { wrap: (element) => <RequireAuth>{element}</RequireAuth> }),
      page('/admin/dashboard', AdminDashboardPage, {
        wrap: (element) => <RequireAuth admin>{element}</RequireAuth>,
      }),
      page('/admin/pages', ActivityEditorPage, { wrap: (element) => <RequireAuth admin>{element}</RequireAuth> }),
      page('*', NotFoundPage),
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);

/** Starts loading the page at `pathname` (its code, and its first data where it has some). */
export function preloadPage(pathname: string): Promise<unknown> | undefined {
  const leaf = matchRoutes(routes, pathname)?.at(-1)?.route;
  return (leaf?.handle as PageHandle | undefined)?.page.preload();
}
