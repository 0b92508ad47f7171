import { api } from '@saint-james/api-contract';
import { queryOptions } from '@tanstack/react-query';
import { afterFirstPaint } from '../../../lib/afterFirstPaint';
import { apiQuery } from '../../../lib/apiQuery';
import { sessionStore } from '../../../lib/browserStorage';
import { queryKeys } from '../../../lib/queryKeys';
import { sheetQuery } from '../../../lib/sheetsApi';
import { DISTRICTS_URL, districtCollection } from '../model/districts';
import { cachePinIcon, findPinIcon, headProbe } from '../model/pinIcons';

// What the map reads: the sheet's pins ('5. map' tab), the map-data entries, the districts' file
// and which icon each category has.

/** The sheet's map tab: the map's critical path, fetched as soon as the page is asked for. */
export const mapSheetQuery = () => sheetQuery('map');

/**
 * GET /api/mapdata, with the ID token when signed in: a signed-in member's answer is the account's
 * own (the admin gets full entries), so its key is the account's.
 */
export const mapDataQuery = (uid: string | null) =>
  apiQuery({
    key: uid ? queryKeys.account(uid).mapData : queryKeys.publicMapData,
    endpoint: api.mapData.list,
  });

/** The districts' GeoJSON (a static file of the site). */
export const districtsQuery = () =>
  queryOptions({
    queryKey: queryKeys.districts,
    queryFn: async ({ signal }) => {
      const response = await fetch(DISTRICTS_URL, { signal });
      if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
      const collection = districtCollection(await response.json());
      if (!collection) throw new Error('not a GeoJSON FeatureCollection');
      return collection;
    },
    staleTime: Infinity,
  });

/**
 * Which icon file a category has on the image host (never stale: one probe per category per page
 * load), kept for the browser session too (sessionStorage).
 */
export const pinIconQuery = (host: string, slug: string) =>
  queryOptions({
    queryKey: queryKeys.pinIcon(host, slug),
    queryFn: async () => {
      // Each category's look-up waits for a quiet moment, in a task of its own: on a slow phone,
      // starting every request in the frame that draws the map made it a long one.
      await new Promise<void>((resolve) => afterFirstPaint(resolve));
      const url = await findPinIcon(slug, { host, probe: (candidate) => headProbe(candidate) });
      cachePinIcon(sessionStore(), host, slug, url);
      return url;
    },
    staleTime: Infinity,
    gcTime: Infinity,
  });
