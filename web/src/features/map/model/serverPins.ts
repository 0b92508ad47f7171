import type { PublicMapDataItem } from '@saint-james/api-contract';
import { parseLocation } from './coordinates';
import { entryType, isClosedStatus } from './entryType';
import { communityCategory, type MapPin } from './mapPin';

/**
 * Pins from GET /api/mapdata (its answer already checked against the contract). Each entry's
 * category is its type's (communityCategory). Entries whose location does not parse are not drawn.
 */
export function parseServerPins(items: readonly PublicMapDataItem[]): MapPin[] {
  const pins: MapPin[] = [];
  for (const { id, name, location, description, type, status } of items) {
    const position = parseLocation(location);
    if (!position) continue;
    pins.push({
      key: `server:${id}`,
      source: 'server',
      name: name.trim(),
      lat: position[0],
      lng: position[1],
      category: communityCategory(entryType(type)?.slug ?? null),
      entry: {
        description: description.trim(),
        type: type.trim(),
        status: status.trim(),
        closed: isClosedStatus(status),
      },
    });
  }
  return pins;
}
