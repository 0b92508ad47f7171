import { lazy } from 'react';

export const DashboardPage = lazy(() => import('./DashboardPage'));
export const ProfilePage = lazy(() => import('./ProfilePage'));
