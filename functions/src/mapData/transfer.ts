import {
  checkEntryFields,
  CSV_COLUMNS,
  entryToFeature,
  FORMULA_START,
  isImportProblem,
  readFeatureCollection,
  checkLocation,
  type ImportProblem,
  type ImportRow,
  type MapDataEntry,
} from '@saint-james/api-contract';
import Papa from 'papaparse';
import { isValidDocumentId } from '../firestore/documentId';
import type { ImportItem } from './store';

/** GET /api/mapdata/export?format=geojson: every entry as a Point feature. */
export function toGeoJson(entries: MapDataEntry[]) {
  return { type: 'FeatureCollection', features: entries.map(entryToFeature) };
}

/**
 * GET /api/mapdata/export?format=csv: a header row, then one row per entry; lat and lng as numbers,
 * text that a spreadsheet would run as a formula quoted as text (the import takes the quote off).
 */
export function toCsv(entries: MapDataEntry[]): string {
  const rows = entries.map((entry) => {
    const place = checkLocation(entry.location);
    const [lat, lng] = place.ok ? [String(place.lat), String(place.lng)] : ['', ''];
    return [entry.id, entry.name, entry.description, entry.type, entry.status, lat, lng];
  });
  return `${Papa.unparse({ fields: [...CSV_COLUMNS], data: rows }, { escapeFormulae: FORMULA_START, newline: '\r\n' })}\r\n`;
}

export type ReadImport = { ok: true; rows: (ImportRow | ImportProblem)[] } | { ok: false; message: string };

/** A CSV in the export's shape as import rows; an unknown or missing column refuses the file. */
function readCsv(text: string): ReadImport {
  const parsed = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: 'greedy',
  });
  const header = parsed.meta.fields ?? [];
  const missing = CSV_COLUMNS.filter((column) => !header.includes(column));
  const unknown = header.filter((column) => !(CSV_COLUMNS as readonly string[]).includes(column));
  if (missing.length > 0 || unknown.length > 0) {
    return { ok: false, message: `The CSV header must be ${CSV_COLUMNS.join(',')} (as the export writes it)` };
  }
  const unquote = (cell: string | undefined) => {
    const value = cell ?? '';
    return value.startsWith("'") && FORMULA_START.test(value.slice(1)) ? value.slice(1) : value;
  };
  return {
    ok: true,
    rows: parsed.data.map((row) => {
      const lat = (row.lat ?? '').trim();
      const lng = (row.lng ?? '').trim();
      return {
        id: unquote(row.id).trim() || undefined,
        fields: {
          location: lat === '' && lng === '' ? '' : `${lat},${lng}`,
          name: unquote(row.name),
          description: unquote(row.description),
          type: unquote(row.type),
          status: unquote(row.status),
        },
      };
    }),
  };
}

/** The import's body as rows: CSV when sent as text/csv, otherwise a GeoJSON FeatureCollection. */
export function readImport(body: string, contentType: string): ReadImport {
  if (/^text\/csv\b/i.test(contentType)) return readCsv(body);
  let data: unknown;
  try {
    data = JSON.parse(body);
  } catch {
    return { ok: false, message: 'The file is neither valid JSON (GeoJSON) nor sent as text/csv' };
  }
  return readFeatureCollection(data);
}

export type CheckedImport = { items: ImportItem[]; errors: ImportProblem[] };

/** Every row through the same field rules as a single save; the problems by row index. */
export function checkImportRows(rows: (ImportRow | ImportProblem)[]): CheckedImport {
  const items: ImportItem[] = [];
  const errors: ImportProblem[] = [];
  rows.forEach((row, index) => {
    if (isImportProblem(row)) {
      errors.push(row);
      return;
    }
    const check = checkEntryFields(row.fields, { output: 'refuse' });
    // An id that cannot name a document names no entry: the row creates one, like any unknown id.
    const id = row.id !== undefined && isValidDocumentId(row.id) ? row.id : undefined;
    if (check.ok) items.push({ id, fields: check.value });
    else errors.push({ index, field: check.field, problem: check.problem, message: check.message });
  });
  return { items, errors };
}
