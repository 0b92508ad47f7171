import { lazyPage } from '../../lib/lazyPage';

// The spreadsheet pages, each loaded on demand.
export const SheetPage = lazyPage(() => import('./SheetPage'));
export const UrbanismPage = lazyPage(() => import('./UrbanismPage'));
export const CityHallPage = lazyPage(() => import('./CityHallPage'));
