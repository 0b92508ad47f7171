import { lazy } from 'react';

export const AdminDashboardPage = lazy(() => import('./AdminDashboardPage'));
