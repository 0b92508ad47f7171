import { lazyPage } from '../../lib/lazyPage';

export const DashboardPage = lazyPage(() => import('./DashboardPage'));
export const ProfilePage = lazyPage(() => import('./ProfilePage'));
