import type { MapDataEntry } from '@saint-james/api-contract';
import { fold } from '../../../lib/searchText';
import { entryType } from '../../map';

/** What the admin narrows the table to: words in the name, a type, a status ('' = any). */
export interface EntryFilter {
  text: string;
  type: string;
  status: string;
}

export const NO_FILTER: EntryFilter = { text: '', type: '', status: '' };

export const isFiltering = (filter: EntryFilter) =>
  filter.text.trim() !== '' || filter.type !== '' || filter.status !== '';

/**
 * What a type or a status is matched by: a type by its slug, as the map groups its pins ('Shop',
 * 'shop ' and 'SHOP' are one type), a status by its words whatever their case and spacing.
 */
export function choiceKey(field: 'type' | 'status', value: string): string {
  if (field === 'type') return entryType(value)?.slug ?? '';
  return value.trim().replace(/\s+/g, ' ').toLowerCase();
}

/** The entries whose name holds the text (case and accents ignored) and that have the type and status chosen. */
export function filterEntries(entries: readonly MapDataEntry[], filter: EntryFilter): MapDataEntry[] {
  const needle = fold(filter.text.trim());
  return entries.filter(
    (entry) =>
      (needle === '' || fold(entry.name).includes(needle)) &&
      (filter.type === '' || choiceKey('type', entry.type) === filter.type) &&
      (filter.status === '' || choiceKey('status', entry.status) === filter.status),
  );
}

/** A filter's choice: the key it matches by, shown as the first spelling met. */
export interface Choice {
  key: string;
  label: string;
}

/** The distinct non-empty values of a field, one per key, sorted: the choices of its filter. */
export function choicesOf(entries: readonly MapDataEntry[], field: 'type' | 'status'): Choice[] {
  const byKey = new Map<string, string>();
  for (const entry of entries) {
    const label = entry[field].trim();
    const key = choiceKey(field, label);
    if (key !== '' && !byKey.has(key)) byKey.set(key, label);
  }
  return [...byKey].map(([key, label]) => ({ key, label })).sort((a, b) => a.label.localeCompare(b.label));
}
