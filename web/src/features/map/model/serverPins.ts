import type { PublicMapDataItem } from '@saint-james/api-contract';
import { parseLocation } from './coordinates';
import { COMMUNITY_CATEGORY, type MapPin } from './mapPin';

/**
 * Pins from GET /api/mapdata (its answer already checked against the contract: id, name and
 * location strings). Entries whose location does not parse are not drawn.
 */
export function parseServerPins(items: readonly PublicMapDataItem[]): MapPin[] {
  const pins: MapPin[] = [];
  for (const { id, name, location } of items) {
    const position = parseLocation(location);
    if (!position) continue;
    pins.push({
      key: `server:${id}`,
      source: 'server',
      name: name.trim(),
      lat: position[0],
      lng: position[1],
      category: COMMUNITY_CATEGORY,
    });
  }
  return pins;
}
