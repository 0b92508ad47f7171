import { lazyPage } from '../../lib/lazyPage';

// The spreadsheet pages, each loaded on demand.
export const SheetPage = lazyPage(() => import('./SheetPage'));
export const UrbanismPage = lazyPage(() => import('./UrbanismPage'));
export const CityHallPage = lazyPage(() => import('./CityHallPage'), {
  // The tier search needs the whole properties tab: it starts loading while the reader is on the hub.
  prefetch: async (client) => client.prefetchQuery((await import('../../lib/sheetsApi')).sheetQuery('properties')),
});
