/**
 * @jest-environment jsdom
 */
// The still picture's arithmetic against Leaflet's own, on a real Leaflet map (jsdom lays nothing
// out: the map's box is given).
import * as L from 'leaflet';
import { fitView, pixelOrigin, placeInView, project, tilesInView, unproject, type Size } from './stillView';

let size: Size = { width: 400, height: 300 };
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => size.width });
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => size.height });
});

function leafletMap(): L.Map {
  const box = document.createElement('div');
  document.body.append(box);
  return L.map(box, { zoomAnimation: false, fadeAnimation: false, minZoom: 1, maxZoom: 19 }).setView([0, 0], 2);
}

const SAINT_JAMES = [
  { lat: 13.2418, lng: -59.6422 },
  { lat: 13.1402, lng: -59.6101 },
  { lat: 13.1903, lng: -59.6389 },
];

describe('project and unproject', () => {
  it.each([
    [13.19, -59.63, 12],
    [-33.87, 151.21, 5],
    [89.9, 179.99, 3],
    [0, 0, 0],
  ])('place %f,%f at zoom %i as Leaflet projects it, and back', (lat, lng, zoom) => {
    const point = L.CRS.EPSG3857.latLngToPoint(L.latLng(lat, lng), zoom);
    const ours = project(lat, lng, zoom);
    expect(ours.x).toBeCloseTo(point.x, 6);
    expect(ours.y).toBeCloseTo(point.y, 6);
    const back = unproject(ours, zoom);
    const leaflets = L.CRS.EPSG3857.pointToLatLng(point, zoom);
    expect(back.lat).toBeCloseTo(leaflets.lat, 9);
    expect(back.lng).toBeCloseTo(leaflets.lng, 9);
  });
});

describe('fitView', () => {
  const fit = { padding: 40, minZoom: 1, maxZoom: 16 };

  it.each([
    [{ width: 400, height: 300 }, SAINT_JAMES],
    [{ width: 1058, height: 630 }, SAINT_JAMES],
    [{ width: 323, height: 444 }, SAINT_JAMES],
    // A single place: the fit's deepest zoom.
    [{ width: 400, height: 300 }, SAINT_JAMES.slice(0, 1)],
    // A map no larger than its padding (laid out narrow, or hidden): Leaflet's deepest.
    [{ width: 60, height: 300 }, SAINT_JAMES],
    // Across the world: the shallowest.
    [
      { width: 400, height: 300 },
      [
        { lat: 60, lng: -170 },
        { lat: -50, lng: 170 },
      ],
    ],
  ])('gives the view Leaflet fitBounds gives on a %o map', (box, points) => {
    size = box;
    const map = leafletMap();
    map.fitBounds(L.latLngBounds(points.map(({ lat, lng }) => [lat, lng])), {
      padding: [40, 40],
      maxZoom: 16,
      animate: false,
    });
    const view = fitView(points, box, fit)!;
    expect(view.zoom).toBe(map.getZoom());
    expect(view.lat).toBeCloseTo(map.getCenter().lat, 9);
    expect(view.lng).toBeCloseTo(map.getCenter().lng, 9);
    map.remove();
  });

  it('has no view without a place', () => {
    expect(fitView([], size, fit)).toBeNull();
  });
});

describe('where the picture draws', () => {
  it.each([
    [
      { lat: 13.19124, lng: -59.62812, zoom: 12 },
      { width: 323, height: 444 },
    ],
    [
      { lat: 13.2, lng: -59.6, zoom: 15 },
      { width: 1058, height: 630 },
    ],
    [
      { lat: 48.8566, lng: 2.3522, zoom: 7 },
      { width: 400, height: 301 },
    ],
  ])('puts places and tiles where Leaflet puts its markers and tiles (%o, %o)', (view, box) => {
    size = box;
    const map = leafletMap();
    map.setView([view.lat, view.lng], view.zoom, { animate: false });
    const origin = pixelOrigin(view, size);
    expect(origin).toEqual({ x: map.getPixelOrigin().x, y: map.getPixelOrigin().y });
    for (const place of [...SAINT_JAMES, view]) {
      const at = map.latLngToContainerPoint([place.lat, place.lng]).round();
      expect(placeInView(place.lat, place.lng, view, origin)).toEqual({ x: at.x, y: at.y });
    }
    const layer = L.tileLayer('https://{s}.tiles.test/{z}/{x}/{y}{r}.png').addTo(map);
    const leafletTiles = [...map.getContainer().querySelectorAll<HTMLImageElement>('img.leaflet-tile')].map(
      (img) => `${img.src} ${L.DomUtil.getPosition(img).x},${L.DomUtil.getPosition(img).y}`,
    );
    const ours = tilesInView(view, size, 'https://{s}.tiles.test/{z}/{x}/{y}{r}.png').map(
      (tile) => `${tile.url} ${tile.left},${tile.top}`,
    );
    // Leaflet asks for a tile more around the view (its keepBuffer): every tile in sight is the same.
    expect(leafletTiles).toEqual(expect.arrayContaining(ours));
    expect(ours.length).toBeGreaterThanOrEqual(4);
    layer.remove();
    map.remove();
  });

  it('wraps tiles around the world and leaves out rows beyond its poles', () => {
    // Zoom 1: a world of 2 × 2 tiles (512 px), a view 600 px wide near the antimeridian and the pole.
    const view = { lat: 80, lng: 179, zoom: 1 };
    const tiles = tilesInView(view, { width: 600, height: 400 }, '{z}/{x}/{y}');
    const origin = pixelOrigin(view, { width: 600, height: 400 });
    expect(origin.y).toBeLessThan(0);
    // Four columns (the world twice over, wrapped), two rows (none above the pole).
    expect(tiles.map((tile) => tile.url).sort()).toEqual([
      '1/0/0',
      '1/0/0',
      '1/0/1',
      '1/0/1',
      '1/1/0',
      '1/1/0',
      '1/1/1',
      '1/1/1',
    ]);
    expect(new Set(tiles.map((tile) => tile.key)).size).toBe(8);
    expect(tiles.find((tile) => tile.key === '1:2:0')).toMatchObject({
      url: '1/0/0',
      left: 512 - origin.x,
      top: -origin.y,
    });
  });

  it('fills in the tile template as Leaflet does: a sharper tile on a dense screen, rows from the south', () => {
    const view = { lat: 13.19, lng: -59.63, zoom: 12 };
    const box = { width: 256, height: 256 };
    const [first] = tilesInView(view, box, '{s}/{z}/{x}/{y}{r}/{-y}', { retina: true });
    const [x, y] = first.key.split(':').slice(1).map(Number);
    expect(first.url).toBe(`${'abc'[(x + y) % 3]}/12/${x}/${y}@2x/${4096 - 1 - y}`);
    expect(tilesInView(view, box, '{z}/{x}/{y}{r}')[0].url).toBe(`12/${x}/${y}`);
    // A tile of another zoom is another tile, whatever its column and row.
    expect(tilesInView({ ...view, zoom: 11 }, box, '{z}').map((tile) => tile.key)).not.toContain(first.key);
  });
});
