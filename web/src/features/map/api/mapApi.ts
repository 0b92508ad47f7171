import { mapDataReadEndpoints } from '@saint-james/api-contract';
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
 * GET /api/mapdata as a visitor asks it, for everyone but the admin: the map shows only the public
 * fields, the same for every member, and the public answer is the one the CDN serves and the
 * service worker keeps for offline (an answer to a token is private, no-store: a member offline
 * lost every community entry). The admin asks with the token (`adminUid`), so that an entry just
 * saved shows on the map at once, not after the public copy's minute.
 */
export const mapDataQuery = (adminUid: string | null) =>
  adminUid
    ? apiQuery({ key: queryKeys.account(adminUid).mapData, endpoint: mapDataReadEndpoints.list })
    : apiQuery({ key: queryKeys.publicMapData, endpoint: mapDataReadEndpoints.list, request: { asVisitor: true } });

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
