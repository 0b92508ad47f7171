import { checkLocation } from '@saint-james/api-contract';

/**
 * Coordinates from untrusted cells and entries: sheet cells (strings, or numbers when the sheet
 * sends raw values) and map-data locations (docs/product.md#map).
 */
export type LatLngTuple = [lat: number, lng: number];

const DECIMAL = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;

/** A finite number from a number or a decimal string; null for '', 'n/a', '0x10', NaN... */
export function toNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (!DECIMAL.test(text)) return null;
  const number = Number(text);
  return Number.isFinite(number) ? number : null;
}

/** Both numeric and on the globe (latitude ±90, longitude ±180), else null. */
export function toLatLng(lat: unknown, lng: unknown): LatLngTuple | null {
  const latitude = toNumber(lat);
  const longitude = toNumber(lng);
  if (latitude === null || longitude === null) return null;
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  return [latitude, longitude];
}

/**
 * A map-data location: an array of two numbers, or a 'lat,lng' string that passes the one location
 * rule the server applies (api-contract). Anything else is null (the entry is not drawn).
 */
export function parseLocation(location: unknown): LatLngTuple | null {
  if (Array.isArray(location)) {
    if (location.length !== 2 || !location.every((n) => typeof n === 'number')) return null;
    return toLatLng(location[0], location[1]);
  }
  if (typeof location === 'string') {
    const check = checkLocation(location);
    return check.ok ? [check.lat, check.lng] : null;
  }
  return null;
}
