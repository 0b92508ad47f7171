/**
 * The one location rule, for the server (it refuses what breaks it) and the browser (it marks the
 * field invalid as the admin types, and draws only what passes): 'lat,lng', two plain decimal
 * numbers separated by one comma, spaces around them allowed, latitude -90..90, longitude
 * -180..180. No exponents, hex, 'Infinity' or blanks: a typo must not land a pin in the ocean.
 */
export const LOCATION_EXAMPLE = '13.187,-59.638';

export const LOCATION_PROBLEMS = [
  'location-shape',
  'latitude-not-a-number',
  'longitude-not-a-number',
  'latitude-out-of-range',
  'longitude-out-of-range',
] as const;
export type LocationProblem = (typeof LOCATION_PROBLEMS)[number];

export type LocationCheck =
  | { ok: true; lat: number; lng: number }
  | { ok: false; problem: LocationProblem; /** The offending part, as typed. */ part: string };

/** A plain decimal number: '13.187', '-59.6', '+1', '.5'. */
const DECIMAL = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

export function checkLocation(text: string): LocationCheck {
  const parts = text.split(',');
  if (parts.length !== 2) return { ok: false, problem: 'location-shape', part: text };
  const [latText, lngText] = parts.map((part) => part.trim());
  if (!DECIMAL.test(latText)) return { ok: false, problem: 'latitude-not-a-number', part: latText };
  if (!DECIMAL.test(lngText)) return { ok: false, problem: 'longitude-not-a-number', part: lngText };
  const lat = Number(latText);
  const lng = Number(lngText);
  if (lat < -90 || lat > 90) return { ok: false, problem: 'latitude-out-of-range', part: latText };
  if (lng < -180 || lng > 180) return { ok: false, problem: 'longitude-out-of-range', part: lngText };
  return { ok: true, lat, lng };
}

/** The rule's verdict in English, as the api writes it after 'location: '. */
export function locationProblemText({ problem, part }: Extract<LocationCheck, { ok: false }>): string {
  const example = `'${LOCATION_EXAMPLE}'`;
  switch (problem) {
    case 'location-shape':
      return `must be 'lat,lng', two numbers separated by one comma, e.g. ${example}`;
    case 'latitude-not-a-number':
      return `latitude '${part}' is not a number (expected 'lat,lng', e.g. ${example})`;
    case 'longitude-not-a-number':
      return `longitude '${part}' is not a number (expected 'lat,lng', e.g. ${example})`;
    case 'latitude-out-of-range':
      return `latitude ${part} is out of range (-90 to 90)`;
    case 'longitude-out-of-range':
      return `longitude ${part} is out of range (-180 to 180)`;
  }
}

/**
 * Coordinates as the location text, 'lat,lng': as short as the numbers allow, at most six decimals
 * (about 10 cm). What a click or a drag on the admin's map writes into the field and what an
 * imported GeoJSON point is stored as, so a place is the same text however it was entered; the
 * import compares places through it too.
 */
export function formatLocation(lat: number, lng: number): string {
  const short = (value: number) => String(Number(value.toFixed(6)));
  return `${short(lat)},${short(lng)}`;
}
