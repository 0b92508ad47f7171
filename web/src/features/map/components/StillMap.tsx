import { useQuery } from '@tanstack/react-query';
import { memo, useCallback, useEffect, useMemo, useRef } from 'react';
import { site } from '../../../config/site';
import { pinIndexOf, viewBox } from '../model/pinIndex';
import type { MapPin } from '../model/mapPin';
import type { MapView } from '../model/mapView';
import { PIN_ICON_SIZE } from '../model/pinIcons';
import { districtsQuery } from '../api/mapApi';
import { districtStyle } from '../model/districts';
import { pixelOrigin, placeInView, tilesInView, TILE_SIZE, unproject, type Point, type Size } from '../model/stillView';
import { clusterSize, pinClassName } from '../model/markerLook';
import { markPinsDrawn } from '../model/pinsDrawn';

/** The attribution as text: an operator's setting may hold links, which Leaflet's control draws. */
const attribution = site.mapTileAttribution.replace(/<[^>]*>/g, '');

/**
 * The map as a still picture, drawn without Leaflet (docs/decisions/0038-a-still-map-first.md): the
 * basemap's tiles, and the clusters and pins of the view from the same index PinLayer asks, each
 * where Leaflet puts it at the same view. It shows until Leaflet, drawn over it, is ready.
 * Its three layers are components of their own: React renders each as a unit of its own and can
 * yield between them while the page loads (decision 32), and a change of pins leaves the tiles be.
 */
export const StillMap = memo(function StillMap({
  view,
  size,
  pins,
  complete,
  icons,
  onTile,
  onTilesSettled,
}: {
  view: MapView;
  size: Size;
  /** The pins the filter shows; null while they load (the basemap alone). */
  pins: readonly MapPin[] | null;
  /** False while a source of pins is still loading (PinLayer's `complete`). */
  complete: boolean;
  icons: ReadonlyMap<string, string>;
  /** A tile loaded (true) or failed (false). */
  onTile: (loaded: boolean) => void;
  /** Every tile of this view has loaded or failed. */
  onTilesSettled: (view: MapView) => void;
}) {
  const origin = useMemo(() => pixelOrigin(view, size), [view, size]);
  return (
    <div className="still-map" aria-hidden="true">
      <StillTiles view={view} size={size} onTile={onTile} onTilesSettled={onTilesSettled} />
      <StillDistricts view={view} size={size} origin={origin} />
      <StillMarkers view={view} size={size} origin={origin} pins={pins} complete={complete} icons={icons} />
      <p className="still-map-attribution">{attribution}</p>
    </div>
  );
});

/** The basemap's tiles of the view; says when the last of them has loaded or failed. */
const StillTiles = memo(function StillTiles({
  view,
  size,
  onTile,
  onTilesSettled,
}: {
  view: MapView;
  size: Size;
  /** A tile loaded (true) or failed (false). */
  onTile: (loaded: boolean) => void;
  onTilesSettled: (view: MapView) => void;
}) {
  const tiles = useMemo(
    () => tilesInView(view, size, site.mapTileUrl, { retina: window.devicePixelRatio > 1 }),
    [view, size],
  );
  // The tiles that have loaded or failed, by key (a tile kept from one view to the next loads once).
  // Told when the last of this view's settles, or at once for a view whose tiles all have: no render
  // per tile.
  const settledTiles = useRef(new Set<string>());
  const reportIfSettled = useCallback(() => {
    if (tiles.every((tile) => settledTiles.current.has(tile.key))) onTilesSettled(view);
  }, [tiles, view, onTilesSettled]);
  useEffect(reportIfSettled, [reportIfSettled]);
  const settle = (key: string) => {
    settledTiles.current.add(key);
    reportIfSettled();
  };
  return tiles.map((tile) => (
    <img
      key={tile.key}
      className="still-map-tile"
      src={tile.url}
      alt=""
      width={TILE_SIZE}
      height={TILE_SIZE}
      style={{ left: tile.left, top: tile.top }}
      // Shown once loaded, as Leaflet shows its tiles: a failed one leaves the background.
      onLoad={(event) => {
        event.currentTarget.classList.add('still-map-tile-loaded');
        onTile(true);
        settle(tile.key);
      }}
      onError={() => {
        onTile(false);
        settle(tile.key);
      }}
    />
  ));
});

/** The districts, coloured, once their file is in. */
const StillDistricts = memo(function StillDistricts({
  view,
  size,
  origin,
}: {
  view: MapView;
  size: Size;
  origin: Point;
}) {
  const { data: districts } = useQuery(districtsQuery());
  const districtPaths = useMemo(
    () => (districts ? districtShapes(districts, view, origin) : []),
    [districts, view, origin],
  );
  return (
    <svg className="still-map-districts" width={size.width} height={size.height}>
      {districtPaths.map(({ key, d, style }) => (
        <path
          key={key}
          d={d}
          fill={style.fillColor}
          fillOpacity={style.fillOpacity}
          fillRule="evenodd"
          stroke={style.color}
          strokeWidth={style.weight}
          strokeLinejoin="round"
          strokeLinecap="round"
        />
      ))}
    </svg>
  );
});

/** The clusters and single pins of the view; marks when the pins are on screen. */
const StillMarkers = memo(function StillMarkers({
  view,
  size,
  origin,
  pins,
  complete,
  icons,
}: {
  view: MapView;
  size: Size;
  origin: Point;
  pins: readonly MapPin[] | null;
  complete: boolean;
  icons: ReadonlyMap<string, string>;
}) {
  const index = useMemo(() => (pins ? pinIndexOf(pins) : null), [pins]);
  const markers = useMemo(() => {
    if (!index) return [];
    const nw = unproject(origin, view.zoom);
    const se = unproject({ x: origin.x + size.width, y: origin.y + size.height }, view.zoom);
    return index.itemsIn(viewBox(nw.lng, se.lat, se.lng, nw.lat), view.zoom).map((item) => {
      const { lat, lng } = item.kind === 'pin' ? item.pin : item;
      return { item, at: placeInView(lat, lng, view, origin) };
    });
  }, [index, view, size, origin]);

  // The pins are on screen on the next frame (npm run bench reads the marks).
  useEffect(() => {
    if (!pins) return;
    const frame = requestAnimationFrame(() => markPinsDrawn(pins.length, complete));
    return () => cancelAnimationFrame(frame);
  }, [pins, complete]);

  return markers.map(({ item, at }) => {
    if (item.kind === 'cluster') {
      const { name, px } = clusterSize(item.count);
      return (
        <div
          key={`cluster:${item.id}`}
          className={`still-map-marker marker-cluster marker-cluster-${name}`}
          style={{ left: at.x - px / 2, top: at.y - px / 2, width: px, height: px }}
        >
          <div>
            <span>{item.count}</span>
          </div>
        </div>
      );
    }
    const { pin } = item;
    return (
      <img
        key={pin.key}
        className={`still-map-marker ${pinClassName(pin)}`}
        src={icons.get(pin.category) ?? ''}
        alt=""
        width={PIN_ICON_SIZE}
        height={PIN_ICON_SIZE}
        style={{ left: at.x - PIN_ICON_SIZE / 2, top: at.y - PIN_ICON_SIZE / 2 }}
      />
    );
  });
});

/**
 * The districts as SVG paths in the view's pixels, coloured as DistrictLayer colours them (names and
 * a member's outlines come with Leaflet's map).
 */
function districtShapes(collection: GeoJSON.FeatureCollection, view: MapView, origin: Point) {
  return collection.features.flatMap((feature, i) => {
    const { geometry } = feature;
    const polygons =
      geometry?.type === 'Polygon'
        ? [geometry.coordinates]
        : geometry?.type === 'MultiPolygon'
          ? geometry.coordinates
          : [];
    const d = polygons
      .flat()
      .map((ring) => {
        const points = ring.map(([lng, lat]) => placeInView(lat, lng, view, origin));
        return `M${points.map(({ x, y }) => `${x} ${y}`).join('L')}z`;
      })
      .join('');
    return d ? [{ key: i, d, style: districtStyle(feature) }] : [];
  });
}
