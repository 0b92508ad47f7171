import { toLatLng } from './coordinates';
import { categorySlug } from './pinCategory';

/** One pin on the map, from the sheet or from the server's map data. */
export interface MapPin {
  /** Unique on the page: 'sheet:{row}' or 'server:{id}'. */
  key: string;
  source: 'sheet' | 'server';
  /** '' when the pin has none: the page shows 'Untitled' in the reader's language. */
  name: string;
  lat: number;
  lng: number;
  /** Category slug: the sheet's category, or COMMUNITY_CATEGORY for the server's map data. */
  category: string;
}

/**
 * The category of the admin's map-data entries. It has a colon, which no slug of a sheet category
 * can have, so the two never mix.
 */
export const COMMUNITY_CATEGORY = 'community:entries';

/** The slug of a sheet pin whose category cell is empty or has nothing left after slugging. */
export const UNCATEGORISED = 'other';

/** Column indices in the '5. map' tab (docs/decisions/0003-spreadsheet-columns.md). */
export const MAP_COLUMNS = { name: 0, latitude: 1, longitude: 2, category: 3 } as const;

const cellText = (cell: unknown) =>
  typeof cell === 'string' ? cell.trim() : typeof cell === 'number' ? String(cell) : '';

/**
 * Pins from the map tab's values: the first row is the header; rows without numeric latitude
 * and longitude are dropped. Anything that is not an array of rows gives no pins.
 */
export function parseSheetPins(values: unknown): MapPin[] {
  if (!Array.isArray(values)) return [];
  const pins: MapPin[] = [];
  values.forEach((row, index) => {
    if (index === 0 || !Array.isArray(row)) return;
    const position = toLatLng(row[MAP_COLUMNS.latitude], row[MAP_COLUMNS.longitude]);
    if (!position) return;
    pins.push({
      key: `sheet:${index}`,
      source: 'sheet',
      name: cellText(row[MAP_COLUMNS.name]),
      lat: position[0],
      lng: position[1],
      category: categorySlug(row[MAP_COLUMNS.category]) || UNCATEGORISED,
    });
  });
  return pins;
}

/** The categories of the pins, each once, in the order they first appear. */
export function pinCategories(pins: readonly MapPin[]): string[] {
  const seen = new Set<string>();
  for (const pin of pins) seen.add(pin.category);
  return [...seen];
}
