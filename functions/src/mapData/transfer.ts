import {
  checkEntryFields,
  CONTROL_CHARACTER,
  CSV_COLUMNS,
  entryToFeature,
  isImportProblem,
  readFeatureCollection,
  checkLocation,
  rowPlace,
  type CsvProblem,
  type ImportProblem,
  type ImportRow,
  type MapDataEntry,
} from '@saint-james/api-contract';
import Papa from 'papaparse';
import { isValidDocumentId } from '../firestore/documentId';
import { MAX_JSON_NESTING, nestingDepth, repeatedKey } from '../http/jsonText';
import { CSV_TEXT_GUARD, readCsv, withoutByteOrderMarks } from './csvImport';
import type { ImportItem } from './importPlan';

/** GET /api/mapdata/export?format=geojson: every entry as a Point feature. */
export function toGeoJson(entries: MapDataEntry[]) {
  return { type: 'FeatureCollection', features: entries.map(entryToFeature) };
}

/**
 * GET /api/mapdata/export?format=csv: a header row, then one row per entry. lat and lng are the
 * location's two numbers as they were typed ('-59.63850' stays so); text a spreadsheet would run as
 * a formula is quoted as text (the import takes the quote off).
 */
export function toCsv(entries: MapDataEntry[]): string {
  const rows = entries.map((entry) => {
    const [lat, lng] = checkLocation(entry.location).ok
      ? entry.location.split(',').map((part) => part.trim())
      : ['', ''];
    return [entry.id, entry.name, entry.description, entry.type, entry.status, lat, lng];
  });
  const csv = Papa.unparse(
    { fields: [...CSV_COLUMNS], data: rows },
    { escapeFormulae: CSV_TEXT_GUARD, newline: '\r\n' },
  );
  return `${csv}\r\n`;
}

export type ReadImport =
  | { ok: true; rows: (ImportRow | ImportProblem)[] }
  | { ok: false; message: string; code: 'invalid-body' | 'invalid-csv'; line?: number; problem?: CsvProblem };

/** The import's body as rows: CSV when sent as text/csv, otherwise a GeoJSON FeatureCollection. */
export function readImport(body: string, contentType: string): ReadImport {
  if (/^text\/csv\s*(;|$)/i.test(contentType)) {
    const csv = readCsv(body);
    return csv.ok ? csv : { ...csv, code: 'invalid-csv' };
  }
  // A byte-order mark, as an editor may save it: the api's JSON bodies and a CSV file take it too.
  const text = withoutByteOrderMarks(body);
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return {
      ok: false,
      code: 'invalid-body',
      message: 'The file is neither valid JSON (GeoJSON) nor sent as text/csv',
    };
  }
  if (nestingDepth(text) > MAX_JSON_NESTING) {
    return {
      ok: false,
      code: 'invalid-body',
      message: `The file nests objects and arrays more than ${MAX_JSON_NESTING} levels deep (a FeatureCollection of points needs ${GEOJSON_NESTING})`,
    };
  }
  const twice = repeatedKey(text);
  if (twice) {
    return {
      ok: false,
      code: 'invalid-body',
      line: twice.line,
      message: `Line ${twice.line}: "${twice.key.slice(0, 60)}" is given twice in one object; a JSON reader keeps only the last, so what the first held would be lost`,
    };
  }
  const features = readFeatureCollection(data);
  return features.ok ? features : { ...features, code: 'invalid-body' };
}

/** How deep a FeatureCollection nests (collection, features, feature, geometry, coordinates). */
const GEOJSON_NESTING = 5;

export type CheckedImport = { items: ImportItem[]; errors: ImportProblem[] };

/** Why an id cannot name an entry, or null when it can. */
function idProblem(id: string): string | null {
  if (CONTROL_CHARACTER.test(id)) return 'has a control character';
  // A CSV's cells are read trimmed: such an id would come back from its own export as another one.
  if (id.trim() !== id) return 'has a space, a tab or a line break at its start or end';
  if (!isValidDocumentId(id)) return "cannot name an entry (no '/', not '.' or '..' or __…__, at most 1,500 bytes)";
  return null;
}

/**
 * Every row through the same field rules as a single save, and its id checked: one that could name
 * an entry, and not the id of an earlier row of the same file. Problems carry the row's place.
 */
export function checkImportRows(rows: (ImportRow | ImportProblem)[]): CheckedImport {
  const items: ImportItem[] = [];
  const errors: ImportProblem[] = [];
  const seen = new Map<string, ImportRow>();
  for (const row of rows) {
    if (isImportProblem(row)) {
      errors.push(row);
      continue;
    }
    const { index, line, id } = row;
    const place = line === undefined ? { index } : { index, line };
    const idError = (problem: string, why: string) =>
      errors.push({ ...place, field: 'id', problem, message: `id: '${id}' ${why}` });
    const check = checkEntryFields(row.fields, { output: 'refuse' });
    const badId = id === undefined ? null : idProblem(id);
    const first = id === undefined ? undefined : seen.get(id);
    if (!check.ok) errors.push({ ...place, field: check.field, problem: check.problem, message: check.message });
    else if (badId) idError('invalid-id', badId);
    else if (first) idError('duplicate-id', `is on ${rowPlace(first).toLowerCase()} already`);
    else items.push({ ...place, id, fields: check.value });
    if (id !== undefined && !first) seen.set(id, row);
  }
  return { items, errors };
}
