import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { poetryPath } from '../config/site';
import { ActivityPage, ActivitySubpage, activityPages } from '../features/activity';
import { AdminDashboardPage } from '../features/admin';
import { RequireAuth, VerifyEmailPage } from '../features/auth';
import { ContactPage } from '../features/contact';
import { DashboardPage, ProfilePage } from '../features/dashboard';
import { LandingPage } from '../features/landing';
import { MapPage } from '../features/map';
import { NotFoundPage } from '../features/notFound';
import { PoetryPage } from '../features/poetry';
import { CityHallPage, SheetPage, UrbanismPage } from '../features/sheets';
import { Layout } from './layout/Layout';

// Every route but / is lazy-loaded (each feature's entry says so): the first page stays small
// (`npm run bench` checks the budget).

// /activity/page1 to /activity/page8; anything past the last page is not found.
const activitySubpages: RouteObject[] = activityPages.map(({ page, path }) => ({
  path,
  element: <ActivitySubpage page={page} />,
}));

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { path: '/', element: <LandingPage /> },
      { path: '/verify-email', element: <VerifyEmailPage /> },
      { path: '/sheet', element: <SheetPage /> },
      { path: '/urbanism', element: <UrbanismPage /> },
      { path: '/map', element: <MapPage /> },
      { path: '/city-hall', element: <CityHallPage /> },
      { path: '/activity', element: <ActivityPage /> },
      ...activitySubpages,
      { path: '/contact', element: <ContactPage /> },
      { path: poetryPath, element: <PoetryPage /> },
      {
        path: '/dashboard',
        element: (
          <RequireAuth>
            <DashboardPage />
          </RequireAuth>
        ),
      },
      {
        path: '/profile',
        element: (
          <RequireAuth>
            <ProfilePage />
          </RequireAuth>
        ),
      },
      {
        path: '/admin/dashboard',
        element: (
          <RequireAuth admin>
            <AdminDashboardPage />
          </RequireAuth>
        ),
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
