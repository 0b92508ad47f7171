/**
 * What an import will do, decided before anything is written (docs/decisions/0020-import-rules.md):
 * a row whose id names an entry updates it, or leaves it alone when nothing differs; a row whose id
 * is in the Trash is refused until the entry is restored; any other row creates an entry, under its
 * own id when it has one. So importing a file twice leaves what importing it once left.
 */
import {
  changedFields,
  checkLocation,
  fieldsOf,
  formatLocation,
  MAP_DATA_FIELDS,
  type ImportChange,
  type ImportProblem,
  type MapDataEntry,
  type MapDataFields,
} from '@saint-james/api-contract';

/** One row of an import that passed the field rules, with its place in the file. */
export interface ImportItem {
  index: number;
  line?: number;
  id?: string;
  fields: MapDataFields;
}

/** Where a row is in the file (ImportProblem's `index` and `line`). */
type RowAt = { index: number; line?: number };

export interface ImportPlan {
  creates: { at: RowAt; id?: string; fields: MapDataFields }[];
  updates: { at: RowAt; current: MapDataEntry; fields: MapDataFields }[];
  unchanged: number;
  problems: ImportProblem[];
}

/**
 * Two locations name the same place: the same text, or the same two numbers to the six decimals a
 * GeoJSON's are read to (formatLocation; about 10 cm): '-59.6385' and '-59.63850', and a stored
 * '13.1234567' and its export's 13.123457.
 */
export function samePlace(a: string, b: string): boolean {
  if (a === b) return true;
  const [one, other] = [checkLocation(a), checkLocation(b)];
  return one.ok && other.ok && formatLocation(one.lat, one.lng) === formatLocation(other.lat, other.lng);
}

/**
 * The row's fields as they would be stored over `current`: a location at the same place keeps the
 * entry's own text, so an export imported again (GeoJSON carries numbers, not text) changes nothing.
 */
function over(current: MapDataEntry, fields: MapDataFields): MapDataFields {
  return samePlace(fields.location, current.location) ? { ...fields, location: current.location } : fields;
}

const sameFields = (a: MapDataFields, b: MapDataFields) => MAP_DATA_FIELDS.every((field) => a[field] === b[field]);

/** `live`: the entries the rows' ids name; `trashed`: those of their ids that are in the Trash. */
export function planImport(items: ImportItem[], live: Map<string, MapDataEntry>, trashed: Set<string>): ImportPlan {
  const plan: ImportPlan = { creates: [], updates: [], unchanged: 0, problems: [] };
  for (const { index, line, id, fields } of items) {
    const at = line === undefined ? { index } : { index, line };
    const current = id === undefined ? undefined : live.get(id);
    if (current) {
      const next = over(current, fields);
      if (sameFields(next, current)) plan.unchanged++;
      else plan.updates.push({ at, current, fields: next });
    } else if (id !== undefined && trashed.has(id)) {
      plan.problems.push({
        index,
        ...(line === undefined ? {} : { line }),
        field: 'id',
        problem: 'in-trash',
        message: `id: '${id}' is in the Trash: restore it first`,
      });
    } else {
      plan.creates.push({ at, id, fields });
    }
  }
  return plan;
}

/** The plan's creates and updates as the report lists them, in the file's order. */
export function importChanges({ creates, updates }: ImportPlan): ImportChange[] {
  const changes: ImportChange[] = [
    ...creates.map(({ at, id, fields }) => ({
      ...at,
      ...(id === undefined ? {} : { entryId: id }),
      before: null,
      after: fields,
      changed: changedFields(null, fields),
    })),
    ...updates.map(({ at, current, fields }) => {
      const before = fieldsOf(current);
      return { ...at, entryId: current.id, before, after: fields, changed: changedFields(before, fields) };
    }),
  ];
  return changes.sort((a, b) => a.index - b.index);
}
