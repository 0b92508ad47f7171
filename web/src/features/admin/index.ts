import { lazyPage } from '../../lib/lazyPage';

export const AdminDashboardPage = lazyPage(() => import('./AdminDashboardPage'));
export { useLeaveWarning } from './hooks/useLeaveWarning';
