import { lazy } from 'react';
import { lazyPage } from '../../lib/lazyPage';

export const MapPage = lazyPage(() => import('./MapPage'));

/** The admin's map of the entries (Leaflet, in its own chunk: asked for when the admin page renders it). */
export const AdminMap = lazy(() => import('./AdminMap'));
export type { AdminMapProps, AdminPin } from './AdminMap';
