import { parseLocation } from './coordinates';
import { COMMUNITY_CATEGORY, type MapPin } from './sheetPins';

/**
 * Pins from GET /api/mapdata: an array of {id, name, location}. A response that is not an array
 * counts as empty; entries whose location does not parse are not drawn.
 */
export function parseServerPins(data: unknown): MapPin[] {
  if (!Array.isArray(data)) return [];
  const pins: MapPin[] = [];
  data.forEach((item: unknown, index) => {
    if (!item || typeof item !== 'object') return;
    const { id, name, location } = item as { id?: unknown; name?: unknown; location?: unknown };
    const position = parseLocation(location);
    if (!position) return;
    const title = typeof name === 'string' ? name.trim() : '';
    pins.push({
      key: `server:${typeof id === 'string' && id !== '' ? id : `#${index}`}`,
      source: 'server',
      name: title,
      lat: position[0],
      lng: position[1],
      category: COMMUNITY_CATEGORY,
    });
  });
  return pins;
}
