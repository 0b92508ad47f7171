import { lazy } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { Layout } from '../components/layout/Layout';
import { poetryPath } from '../config/site';
import { activityPages } from '../features/activity/activityPages';
import { RequireAuth } from '../features/auth/RequireAuth';
import LandingPage from '../features/landing/LandingPage';

// Every route but / is lazy-loaded: the first page stays small (npm run bench checks the budget).
const VerifyEmailPage = lazy(() => import('../features/auth/VerifyEmailPage'));
const SheetPage = lazy(() => import('../features/sheets/SheetPage'));
const UrbanismPage = lazy(() => import('../features/sheets/UrbanismPage'));
const CityHallPage = lazy(() => import('../features/sheets/CityHallPage'));
const MapPage = lazy(() => import('../features/map/MapPage'));
const ActivityPage = lazy(() => import('../features/activity/ActivityPage'));
const ActivitySubpage = lazy(() => import('../features/activity/ActivitySubpage'));
const ContactPage = lazy(() => import('../features/contact/ContactPage'));
const PoetryPage = lazy(() => import('../features/poetry/PoetryPage'));
const DashboardPage = lazy(() => import('../features/dashboard/DashboardPage'));
const ProfilePage = lazy(() => import('../features/dashboard/ProfilePage'));
const AdminDashboardPage = lazy(() => import('../features/admin/AdminDashboardPage'));
const NotFoundPage = lazy(() => import('../features/notFound/NotFoundPage'));

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
