import { lazyPage } from '../../lib/lazyPage';

export const ContactPage = lazyPage(() => import('./ContactPage'));
