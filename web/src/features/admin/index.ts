import { adminPage } from '../../lib/lazyPage';

export const AdminDashboardPage = adminPage(() => import('./AdminDashboardPage'));
export { useLeaveWarning } from './hooks/useLeaveWarning';
