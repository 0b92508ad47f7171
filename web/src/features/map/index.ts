import { lazyPage } from '../../lib/lazyPage';

export const MapPage = lazyPage(() => import('./MapPage'), {
  // The sheet is the map's critical path: its request starts beside the page's code, before React
  // renders and Leaflet sets up; the page then finds it under way (or done) in the query cache.
  // The districts' file too: the still picture draws them (StillMap), and its first render would
  // otherwise start their request in the task that commits it.
  prefetch: async (client) => {
    const { districtsQuery, mapSheetQuery } = await import('./api/mapApi');
    await Promise.all([client.prefetchQuery(mapSheetQuery()), client.prefetchQuery(districtsQuery())]);
  },
});

/**
 * The admin's map of the entries (Leaflet, in its own chunk: asked for when the admin page renders
 * it; a load that failed offline is asked for again, MapLoadBoundary).
 */
export const AdminMap = lazyPage(() => import('./AdminMap'));
export { MapLoadBoundary } from './components/MapLoadBoundary';
export type { AdminMapProps, AdminPin } from './AdminMap';

/** The type of a community entry (normalised label and slug), shared with the admin's map. */
export { entryType } from './model/entryType';
export { districtMapLink } from './model/districts';
