import { lazyPage } from '../../lib/lazyPage';

export const PoetryPage = lazyPage(() => import('./PoetryPage'));
