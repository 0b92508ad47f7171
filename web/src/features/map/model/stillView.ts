/**
 * The arithmetic of the still picture /map opens on (docs/decisions/0038-a-still-map-first.md):
 * where Leaflet would put the view, its tiles and its pins, worked out without Leaflet. The same
 * Web Mercator projection and the same rounding as Leaflet's, so that when Leaflet takes over at
 * the same view nothing moves.
 */
import type { MapView } from './mapView';

export const TILE_SIZE = 256;
/** Leaflet's SphericalMercator: latitudes beyond this are drawn at it. */
const MAX_LATITUDE = 85.0511287798;
const EARTH_RADIUS = 6378137;

export interface Point {
  x: number;
  y: number;
}

export interface Size {
  width: number;
  height: number;
}

/** A place in the world's pixels at a zoom, as Leaflet's EPSG3857 CRS projects it. */
export function project(lat: number, lng: number, zoom: number): Point {
  const d = Math.PI / 180;
  const clamped = Math.max(Math.min(MAX_LATITUDE, lat), -MAX_LATITUDE);
  const sin = Math.sin(clamped * d);
  const x = EARTH_RADIUS * lng * d;
  const y = (EARTH_RADIUS * Math.log((1 + sin) / (1 - sin))) / 2;
  const scale = TILE_SIZE * Math.pow(2, zoom);
  const k = 0.5 / (Math.PI * EARTH_RADIUS);
  return { x: scale * (k * x + 0.5), y: scale * (-k * y + 0.5) };
}

/** The inverse of project(). */
export function unproject({ x, y }: Point, zoom: number): { lat: number; lng: number } {
  const scale = TILE_SIZE * Math.pow(2, zoom);
  const k = 0.5 / (Math.PI * EARTH_RADIUS);
  const mx = (x / scale - 0.5) / k;
  const my = (y / scale - 0.5) / -k;
  const d = 180 / Math.PI;
  return { lat: (2 * Math.atan(Math.exp(my / EARTH_RADIUS)) - Math.PI / 2) * d, lng: (mx * d) / EARTH_RADIUS };
}

/**
 * The view Leaflet's `fitBounds(bounds, { padding: [padding, padding], maxZoom })` gives on a map
 * of `size` whose zoom snaps to whole numbers: the deepest zoom at which the points fit inside the
 * padding, centred on the middle of their box.
 */
export function fitView(
  points: readonly { lat: number; lng: number }[],
  size: Size,
  { padding, minZoom, maxZoom }: { padding: number; minZoom: number; maxZoom: number },
): MapView | null {
  if (points.length === 0) return null;
  const lats = points.map((point) => point.lat);
  const lngs = points.map((point) => point.lng);
  const south = Math.min(...lats);
  const north = Math.max(...lats);
  const west = Math.min(...lngs);
  const east = Math.max(...lngs);
  const nw = project(north, west, 0);
  const se = project(south, east, 0);
  const scale = Math.min(
    (size.width - 2 * padding) / (se.x - nw.x || Number.MIN_VALUE),
    (size.height - 2 * padding) / (se.y - nw.y || Number.MIN_VALUE),
  );
  // Leaflet's getBoundsZoom: log2 of the scale, rounded to a hundredth, then down to a whole zoom; a
  // map no larger than its padding has no such zoom, and Leaflet takes the deepest.
  const raw = Math.log(scale) / Math.LN2;
  const zoom = Number.isNaN(raw)
    ? maxZoom
    : Math.max(minZoom, Math.min(maxZoom, Math.floor(Math.round(raw * 100) / 100)));
  const sw = project(south, west, zoom);
  const ne = project(north, east, zoom);
  const center = unproject({ x: (sw.x + ne.x) / 2, y: (sw.y + ne.y) / 2 }, zoom);
  return { lat: center.lat, lng: center.lng, zoom };
}

/** The world pixel at the view's top-left corner, rounded as Leaflet's pixel origin is. */
export function pixelOrigin(view: MapView, size: Size): Point {
  const center = project(view.lat, view.lng, view.zoom);
  return { x: Math.round(center.x - size.width / 2), y: Math.round(center.y - size.height / 2) };
}

/** Where a place is drawn in the view, in px from its top-left corner (Leaflet rounds too). */
export function placeInView(lat: number, lng: number, view: MapView, origin: Point): Point {
  const at = project(lat, lng, view.zoom);
  return { x: Math.round(at.x - origin.x), y: Math.round(at.y - origin.y) };
}

export interface Tile {
  key: string;
  url: string;
  left: number;
  top: number;
}

/**
 * The basemap tiles that cover the view, as Leaflet's TileLayer asks for them: `{s}` from the
 * tile's coordinates as Leaflet picks its subdomain, `{r}` '@2x' on a screen of more than one
 * device pixel per CSS pixel, `{-y}` the row counted from the south, x wrapped around the world,
 * rows outside it left out.
 */
export function tilesInView(
  view: MapView,
  size: Size,
  template: string,
  { retina = false, subdomains = 'abc' }: { retina?: boolean; subdomains?: string } = {},
): Tile[] {
  const zoom = Math.round(view.zoom);
  const origin = pixelOrigin({ ...view, zoom }, size);
  const count = Math.pow(2, zoom);
  const tiles: Tile[] = [];
  const firstX = Math.floor(origin.x / TILE_SIZE);
  const lastX = Math.floor((origin.x + size.width - 1) / TILE_SIZE);
  const firstY = Math.max(0, Math.floor(origin.y / TILE_SIZE));
  const lastY = Math.min(count - 1, Math.floor((origin.y + size.height - 1) / TILE_SIZE));
  for (let y = firstY; y <= lastY; y++) {
    for (let x = firstX; x <= lastX; x++) {
      const wrapped = ((x % count) + count) % count;
      const values: Record<string, string> = {
        s: subdomains[Math.abs(wrapped + y) % subdomains.length],
        z: String(zoom),
        x: String(wrapped),
        y: String(y),
        '-y': String(count - 1 - y),
        r: retina ? '@2x' : '',
      };
      tiles.push({
        key: `${zoom}:${x}:${y}`,
        url: template.replace(/\{(-?[szxyr])\}/g, (whole, name: string) => values[name] ?? whole),
        left: x * TILE_SIZE - origin.x,
        top: y * TILE_SIZE - origin.y,
      });
    }
  }
  return tiles;
}
