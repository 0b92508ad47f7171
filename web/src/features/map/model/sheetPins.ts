import { toLatLng } from './coordinates';
import type { MapPin } from './mapPin';
import { categorySlug } from './pinCategory';

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
