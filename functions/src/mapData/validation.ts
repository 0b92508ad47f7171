import { isValidDocumentId } from '../firestore/documentId';

/**
 * The rules for a map-data entry's fields (issue #5). Pure: the router turns a failure into
 * 400 {"error": "<field>: <why>"} before anything is written.
 */

/** The five admin-editable fields, all free text (spec §3), in the admin table's column order. */
export const MAP_DATA_FIELDS = ['location', 'name', 'description', 'type', 'status'] as const;
export type MapDataField = (typeof MAP_DATA_FIELDS)[number];
export type MapDataFields = Record<MapDataField, string>;

/** At most this many characters per field, counted after trimming. */
export const MAX_FIELD_LENGTH = 2000;

/** A failure names the field it is about (or none for the body as a whole) and why. */
export type Validation<T> =
  | { ok: true; value: T }
  | { ok: false; error: string; field?: string; code?: 'unknown-field' };

/** A plain decimal number: '13.187', '-59.6', '+1', '.5'. No hex, exponents, 'Infinity' or blanks. */
const DECIMAL = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

const EXAMPLE_LOCATION = "'13.187,-59.638'";

/**
 * Parses a 'lat,lng' location: two finite decimal numbers separated by one comma (spaces around
 * them allowed), latitude -90..90, longitude -180..180. The public map drops what does not parse,
 * so the admin must hear about it when saving.
 */
export function parseLocation(location: string): Validation<{ lat: number; lng: number }> {
  const parts = location.split(',');
  if (parts.length !== 2) {
    return {
      ok: false,
      field: 'location',
      error: `location: must be 'lat,lng', two numbers separated by one comma, e.g. ${EXAMPLE_LOCATION}`,
    };
  }
  const [latText, lngText] = parts.map((part) => part.trim());
  if (!DECIMAL.test(latText)) {
    return { ok: false, field: 'location', error: `location: latitude '${latText}' is not a number (expected 'lat,lng', e.g. ${EXAMPLE_LOCATION})` };
  }
  if (!DECIMAL.test(lngText)) {
    return { ok: false, field: 'location', error: `location: longitude '${lngText}' is not a number (expected 'lat,lng', e.g. ${EXAMPLE_LOCATION})` };
  }
  const lat = Number(latText);
  const lng = Number(lngText);
  if (!Number.isFinite(lat) || lat < -90 || lat > 90) {
    return { ok: false, field: 'location', error: `location: latitude ${latText} is out of range (-90 to 90)` };
  }
  if (!Number.isFinite(lng) || lng < -180 || lng > 180) {
    return { ok: false, field: 'location', error: `location: longitude ${lngText} is out of range (-180 to 180)` };
  }
  return { ok: true, value: { lat, lng } };
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Characters as a person counts them (code points), so an emoji is one, not two. */
const characterCount = (text: string) => Array.from(text).length;

/**
 * The fields the server writes itself (Google's AIP-203 "output only"): a PUT may send them back as
 * the admin's GET returned them, and they are ignored. updatedAt is output only too, but a PUT that
 * sends it asks for the 409 check (validateUpdateExtras).
 */
export const OUTPUT_ONLY_FIELDS = ['id', 'createdAt', 'updatedAt', 'updatedBy'] as const;

/**
 * Checks and normalises a POST or PUT body: the five fields must all be present as strings of
 * well-formed Unicode; they are trimmed and at most MAX_FIELD_LENGTH characters; a non-empty
 * location must parse. `allowed` names the extra keys the caller accepts (PUT: the output-only
 * fields); any other key is refused so that a typo ('staus') is not silently dropped.
 */
export function validateMapDataFields(
  body: unknown,
  allowed: readonly string[] = [],
): Validation<MapDataFields> {
  if (!isPlainObject(body)) {
    return { ok: false, error: `Request body must be a JSON object with ${MAP_DATA_FIELDS.join(', ')}` };
  }
  const known = new Set<string>([...MAP_DATA_FIELDS, ...allowed]);
  const unknown = Object.keys(body).filter((key) => !known.has(key));
  if (unknown.length > 0) {
    return {
      ok: false,
      field: unknown[0],
      code: 'unknown-field',
      error: `${unknown[0]}: unknown field (allowed: ${[...known].join(', ')})`,
    };
  }
  const value = {} as MapDataFields;
  for (const field of MAP_DATA_FIELDS) {
    const raw = body[field];
    if (raw === undefined) return { ok: false, field, error: `${field}: is required (a string, may be empty)` };
    if (typeof raw !== 'string') return { ok: false, field, error: `${field}: must be a string, not ${describeType(raw)}` };
    // Firestore stores UTF-8: a lone surrogate ('\ud800') cannot be written, so it is the caller's error.
    if (!raw.isWellFormed()) return { ok: false, field, error: `${field}: must be well-formed Unicode text (it has a lone surrogate)` };
    const trimmed = raw.trim();
    const length = characterCount(trimmed);
    if (length > MAX_FIELD_LENGTH) {
      return { ok: false, field, error: `${field}: must be at most ${MAX_FIELD_LENGTH} characters (it has ${length})` };
    }
    value[field] = trimmed;
  }
  if (value.location !== '') {
    const location = parseLocation(value.location);
    if (!location.ok) return location;
  }
  return { ok: true, value };
}

/**
 * PUT's extras: an `id` that, when sent (the admin page sends it), must match the URL; an
 * `updatedAt` that, when sent, must be a string (the version the admin loaded; stale → 409).
 * createdAt and updatedBy are ignored (output only).
 */
export function validateUpdateExtras(
  body: Record<string, unknown>,
  urlId: string,
): Validation<{ expectedUpdatedAt: string | undefined }> {
  if (body.id !== undefined && body.id !== urlId) {
    return { ok: false, field: 'id', error: `id: '${String(body.id)}' does not match the entry in the URL ('${urlId}')` };
  }
  const updatedAt = body.updatedAt;
  if (updatedAt !== undefined && (typeof updatedAt !== 'string' || updatedAt === '')) {
    return { ok: false, field: 'updatedAt', error: 'updatedAt: must be the updatedAt string the server sent with the entry' };
  }
  return { ok: true, value: { expectedUpdatedAt: updatedAt } };
}

function describeType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  return `a ${typeof value}`;
}

/** Whether a URL id could name an entry; anything else cannot exist, so the router answers 404. */
export const isPossibleEntryId = isValidDocumentId;
