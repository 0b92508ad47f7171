import { MAP_DATA_FIELDS, type MapDataFields } from '@saint-james/api-contract';

/** The five editable fields of anything that has them (an entry, a stored revision), as strings. */
export function fieldsOf(source: Record<string, unknown>): MapDataFields {
  return Object.fromEntries(
    MAP_DATA_FIELDS.map((field) => [field, typeof source[field] === 'string' ? source[field] : '']),
  ) as MapDataFields;
}
