import { fold } from '@saint-james/api-contract';

/**
 * The district overlay (docs/product.md#map): /saint-james-districts.geojson drawn in its own pane at
 * z-index 200 beneath the pins, fill opacity 0.3, weight 2, colour from properties.color
 * (default blue), label from properties.name.
 */
export const DISTRICTS_URL = '/saint-james-districts.geojson';
export const DISTRICT_PANE = 'districts';
export const DISTRICT_PANE_Z_INDEX = 200;
export const DEFAULT_DISTRICT_COLOR = '#3388ff';
/** The districts' names: above the pins (600) and below the popups (700). */
export const DISTRICT_LABEL_PANE = 'districtLabels';
export const DISTRICT_LABEL_PANE_Z_INDEX = 650;
/** On the admin's map the names go under the pins (Leaflet's markers are at 600): a pin is never hidden. */
export const DISTRICT_LABEL_PANE_UNDER_PINS_Z_INDEX = 590;

interface DistrictFeature {
  properties?: { name?: unknown; color?: unknown } | null;
}

/** A CSS colour we let through: #rgb / #rrggbb(aa), or a plain colour word. */
const SAFE_COLOR = /^(#[0-9a-f]{3,8}|[a-z]{3,20})$/i;

export function districtStyle(feature: DistrictFeature | undefined, yours: ReadonlyMap<string, number> | null = null) {
  const color = feature?.properties?.color;
  const safe = typeof color === 'string' && SAFE_COLOR.test(color.trim()) ? color.trim() : DEFAULT_DISTRICT_COLOR;
  const style = { color: safe, fillColor: safe, fillOpacity: 0.3, weight: 2 };
  // A district where the member owns properties: outlined (components/districts.css .district-yours).
  return yoursIn(yours, districtLabel(feature)) > 0 ? { ...style, weight: 4, className: 'district-yours' } : style;
}

/**
 * A district's name as the member's districts and findDistrict compare it, the way players type:
 * accents and case aside ('Vallée', 'VALLEE'), inner spaces single, none at either end.
 */
export const districtKey = (name: string) => fold(name).replace(/\s+/gu, ' ').trim();

/**
 * How many of the member's properties each district holds (their neighbourhood is its name), by
 * districtKey: read them with yoursIn.
 */
export function yourDistricts(properties: readonly { neighborhood: string }[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const { neighborhood } of properties) {
    const key = districtKey(neighborhood);
    if (key) counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}

/** How many of the member's properties (yourDistricts) the district named `name` holds; 0 for none. */
export const yoursIn = (yours: ReadonlyMap<string, number> | null, name: string) => yours?.get(districtKey(name)) ?? 0;

/** The label, or '' for a district without a name (no label is drawn). */
export function districtLabel(feature: DistrictFeature | undefined): string {
  const name = feature?.properties?.name;
  return typeof name === 'string' ? name.trim() : '';
}

/**
 * The district a property's neighbourhood names (districtKey: accents, case and spacing aside), for
 * /map?district=…; null when the districts' file has none of that name.
 */
export function findDistrict(collection: GeoJSON.FeatureCollection, name: string): GeoJSON.Feature | null {
  const wanted = districtKey(name);
  if (!wanted) return null;
  return collection.features.find((feature) => districtKey(districtLabel(feature)) === wanted) ?? null;
}

/**
 * The south-west and north-east corners of the box around every district: what the map's first
 * view fits when the sheet has no pins to fit. None for a file without coordinates.
 */
export function districtCorners(collection: GeoJSON.FeatureCollection): { lat: number; lng: number }[] {
  const lats: number[] = [];
  const lngs: number[] = [];
  const visit = (value: unknown): void => {
    if (!Array.isArray(value)) return;
    if (typeof value[0] === 'number' && typeof value[1] === 'number') {
      lngs.push(value[0]);
      lats.push(value[1]);
    } else value.forEach(visit);
  };
  for (const feature of collection.features) {
    if (feature.geometry && 'coordinates' in feature.geometry) visit(feature.geometry.coordinates);
  }
  if (lats.length === 0) return [];
  return [
    { lat: Math.min(...lats), lng: Math.min(...lngs) },
    { lat: Math.max(...lats), lng: Math.max(...lngs) },
  ];
}

/** The address of the map opened on a district (the tier answer links to it). */
export const districtMapLink = (name: string) => `/map?${new URLSearchParams({ district: name.trim() })}`;

/** The file's features, or none when it is not a FeatureCollection. */
export function districtCollection(data: unknown): GeoJSON.FeatureCollection | null {
  if (!data || typeof data !== 'object') return null;
  const collection = data as { type?: unknown; features?: unknown };
  if (collection.type !== 'FeatureCollection' || !Array.isArray(collection.features)) return null;
  return data as GeoJSON.FeatureCollection;
}
