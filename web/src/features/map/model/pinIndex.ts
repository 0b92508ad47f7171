/**
 * The pins, clustered for a view (docs/decisions/0016-map-pins-with-supercluster.md). supercluster
 * indexes every pin once; each view then asks for the few dozen clusters and single pins it shows,
 * so only those become DOM markers, however many pins the city has.
 */
import Supercluster, { type AnyProps, type ClusterProperties } from 'supercluster';
import { MAX_ZOOM } from './mapView';
import type { MapPin } from './mapPin';

/**
 * Pins closer than this on screen (px) share a cluster: the icons are 160 px, and a cluster of
 * what would overlap by more than about half an icon keeps the map readable.
 */
export const CLUSTER_RADIUS_PX = 70;

/** A cluster of pins, drawn as one round button with its count. */
export interface PinCluster {
  kind: 'cluster';
  id: number;
  lat: number;
  lng: number;
  count: number;
}

/** One pin, drawn with its icon. */
export interface SinglePin {
  kind: 'pin';
  pin: MapPin;
}

export type ViewItem = PinCluster | SinglePin;

/** A view's box in degrees: west, south, east, north. */
export type Box = [number, number, number, number];

export interface PinIndex {
  /** The clusters and single pins in a box at a zoom. */
  itemsIn(box: Box, zoom: number): ViewItem[];
  /** The zoom a click on a cluster leads to: where it splits. */
  expansionZoom(clusterId: number): number;
  /** The lowest zoom, from `fromZoom` up, at which a pin stands on its own. */
  revealZoom(pin: MapPin, fromZoom: number): number;
}

type PinProperties = { pin: MapPin };

export function buildPinIndex(pins: readonly MapPin[]): PinIndex {
  const index = new Supercluster<PinProperties, AnyProps>({
    radius: CLUSTER_RADIUS_PX,
    // Leaflet's tiles are 256 px: with the same extent the radius is in screen pixels.
    extent: 256,
    // At the map's deepest zoom every pin stands alone (pins at the very same spot overlap there).
    maxZoom: MAX_ZOOM - 1,
  });
  index.load(
    pins.map((pin) => ({
      type: 'Feature' as const,
      geometry: { type: 'Point' as const, coordinates: [pin.lng, pin.lat] },
      properties: { pin },
    })),
  );

  const itemsIn = (box: Box, zoom: number): ViewItem[] =>
    index.getClusters(box, Math.floor(zoom)).map((feature) => {
      const props = feature.properties as Partial<ClusterProperties> & Partial<PinProperties>;
      if (props.cluster) {
        const [lng, lat] = feature.geometry.coordinates;
        return { kind: 'cluster', id: props.cluster_id!, lat, lng, count: props.point_count! };
      }
      return { kind: 'pin', pin: props.pin! };
    });

  return {
    itemsIn,
    expansionZoom: (clusterId) => Math.min(index.getClusterExpansionZoom(clusterId), MAX_ZOOM),
    revealZoom(pin, fromZoom) {
      // A box a few centimetres wide: projected coordinates round, an exact point could miss.
      const near: Box = [pin.lng - 1e-6, pin.lat - 1e-6, pin.lng + 1e-6, pin.lat + 1e-6];
      for (let zoom = Math.max(0, Math.floor(fromZoom)); zoom < MAX_ZOOM; zoom++) {
        if (itemsIn(near, zoom).some((item) => item.kind === 'pin' && item.pin.key === pin.key)) return zoom;
      }
      return MAX_ZOOM;
    },
  };
}

/** Each list of pins' index, made once: the still picture and Leaflet's map draw the same list. */
const indexes = new WeakMap<readonly MapPin[], PinIndex>();

/** The index of this very list of pins (the same array), made on the first ask. */
export function pinIndexOf(pins: readonly MapPin[]): PinIndex {
  let index = indexes.get(pins);
  if (!index) {
    index = buildPinIndex(pins);
    indexes.set(pins, index);
  }
  return index;
}

/**
 * The box to ask for: the view's bounds widened by `pad` of their size on each side (pins just
 * outside appear without a wait when the map is dragged), in the ranges supercluster takes.
 */
export function viewBox(west: number, south: number, east: number, north: number, pad = 0.25): Box {
  const width = east - west;
  const height = north - south;
  const s = Math.max(-90, south - height * pad);
  const n = Math.min(90, north + height * pad);
  // The whole world is in view (or nearly): longitudes wrap, ask for all of them.
  if (width * (1 + 2 * pad) >= 360) return [-180, s, 180, n];
  const wrap = (lng: number) => ((((lng + 180) % 360) + 360) % 360) - 180;
  // supercluster takes a box across the antimeridian as west > east.
  const eastEdge = wrap(east + width * pad);
  return [wrap(west - width * pad), s, eastEdge === -180 ? 180 : eastEdge, n];
}
