/**
 * The map view in the URL hash, '#lat,lng,zoom' (e.g. #13.18800,-59.63400,15), so that a view
 * can be shared and survives a reload. Without a valid hash the page starts on the world, 0,0 at zoom 2.
 */
import { toLatLng, toNumber } from './coordinates';

export interface MapView {
  lat: number;
  lng: number;
  zoom: number;
}

/** The world, centred on 0,0 at zoom 2, until the sheet pins load (docs/product.md#map). */
export const INITIAL_VIEW: MapView = { lat: 0, lng: 0, zoom: 2 };
export const MIN_ZOOM = 1;
export const MAX_ZOOM = 19;

/** How the view fits the sheet's pins: 40 px around them, no deeper than zoom 16 (one street). */
export const FIT_PINS = { padding: 40, minZoom: MIN_ZOOM, maxZoom: 16 };

/** The view a hash names, or null when it names none (missing, malformed, out of range). */
export function parseViewHash(hash: string): MapView | null {
  const parts = hash.replace(/^#/, '').split(',');
  if (parts.length !== 3) return null;
  const position = toLatLng(parts[0], parts[1]);
  const zoom = toNumber(parts[2]);
  if (!position || zoom === null || zoom < MIN_ZOOM || zoom > MAX_ZOOM) return null;
  return { lat: position[0], lng: position[1], zoom };
}

/** Five decimals is about a metre: enough to share a view, short enough to read. */
export function formatViewHash({ lat, lng, zoom }: MapView): string {
  const wrap = (n: number) => ((((n + 180) % 360) + 360) % 360) - 180;
  return `#${lat.toFixed(5)},${wrap(lng).toFixed(5)},${Math.round(zoom * 100) / 100}`;
}
