import { lazyPage } from '../../lib/lazyPage';

export const MapPage = lazyPage(() => import('./MapPage'));
