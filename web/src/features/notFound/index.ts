import { lazyPage } from '../../lib/lazyPage';

export const NotFoundPage = lazyPage(() => import('./NotFoundPage'));
