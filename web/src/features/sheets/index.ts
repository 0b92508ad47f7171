import { lazyPage, propertiesPage } from '../../lib/lazyPage';

// The spreadsheet pages, each loaded on demand.
// The explorer's and the tier search's words load with their pages (catalogParts.ts).
export const SheetPage = propertiesPage(() => import('./SheetPage'));
export const UrbanismPage = lazyPage(() => import('./UrbanismPage'));
export const CityHallPage = propertiesPage(() => import('./CityHallPage'), {
  // The tier search needs the whole properties tab: it starts loading while the reader is on the hub.
  prefetch: async (client) => client.prefetchQuery((await import('../../lib/sheetsApi')).sheetQuery('properties')),
});
