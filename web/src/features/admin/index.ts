import { adminPage } from '../../lib/lazyPage';

export const AdminDashboardPage = adminPage(() => import('./AdminDashboardPage'));
