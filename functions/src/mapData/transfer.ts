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
import { visit } from 'jsonc-parser';
import Papa from 'papaparse';
import { isValidDocumentId } from '../firestore/documentId';
import { CSV_TEXT_GUARD, readCsv } from './csvImport';
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
  let data: unknown;
  try {
    data = JSON.parse(body);
  } catch {
    return {
      ok: false,
      code: 'invalid-body',
      message: 'The file is neither valid JSON (GeoJSON) nor sent as text/csv',
    };
  }
  if (nestingDepth(body) > MAX_NESTING) {
    return {
      ok: false,
      code: 'invalid-body',
      message: `The file nests objects and arrays more than ${MAX_NESTING} levels deep (a FeatureCollection of points needs ${GEOJSON_NESTING})`,
    };
  }
  const twice = repeatedKey(body);
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
/** Deeper than this, the file is refused before the key check, whose reader recurses per level. */
const MAX_NESTING = 64;

/**
 * How deep the objects and arrays of a JSON text nest, counted without recursion (strings skipped):
 * a few kilobytes of '[' would otherwise exhaust the stack of the reader below and answer 500.
 */
export function nestingDepth(json: string): number {
  let depth = 0;
  let deepest = 0;
  for (let i = 0; i < json.length; i++) {
    const c = json[i];
    if (c === '"') {
      for (i++; i < json.length && json[i] !== '"'; i++) if (json[i] === '\\') i++;
    } else if (c === '[' || c === '{') {
      deepest = Math.max(deepest, ++depth);
    } else if (c === ']' || c === '}') {
      depth--;
    }
  }
  return deepest;
}

/**
 * The first key given twice in one object of a JSON text, with its line. JSON.parse keeps the last
 * and drops the first without a word: '"features": [A, B], "features": [C]' would import C alone
 * and say all went well. The export never writes such a file.
 */
function repeatedKey(json: string): { key: string; line: number } | null {
  const objects: Set<string>[] = [];
  let found: { key: string; line: number } | null = null;
  visit(json, {
    onObjectBegin: () => void objects.push(new Set()),
    onObjectEnd: () => void objects.pop(),
    onObjectProperty: (key, _offset, _length, line) => {
      const keys = objects.at(-1);
      if (!keys || found) return;
      if (keys.has(key)) found = { key, line: line + 1 };
      keys.add(key);
    },
  });
  return found;
}

export type CheckedImport = { items: ImportItem[]; errors: ImportProblem[] };

/** Why an id cannot name an entry, or null when it can. */
function idProblem(id: string): string | null {
  if (CONTROL_CHARACTER.test(id)) return 'has a control character';
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
