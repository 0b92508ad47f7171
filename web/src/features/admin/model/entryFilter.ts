import type { MapDataEntry } from '@saint-james/api-contract';
import { fold } from '../../../lib/searchText';

/** What the admin narrows the table to: words in the name, a type, a status ('' = any). */
export interface EntryFilter {
  text: string;
  type: string;
  status: string;
}

export const NO_FILTER: EntryFilter = { text: '', type: '', status: '' };

export const isFiltering = (filter: EntryFilter) =>
  filter.text.trim() !== '' || filter.type !== '' || filter.status !== '';

/** The entries whose name holds the text (case and accents ignored) and that have the type and status chosen. */
export function filterEntries(entries: readonly MapDataEntry[], filter: EntryFilter): MapDataEntry[] {
  const needle = fold(filter.text.trim());
  return entries.filter(
    (entry) =>
      (needle === '' || fold(entry.name).includes(needle)) &&
      (filter.type === '' || entry.type.trim() === filter.type) &&
      (filter.status === '' || entry.status.trim() === filter.status),
  );
}

/** The distinct non-empty values of a field, sorted: the choices of its filter. */
export function choicesOf(entries: readonly MapDataEntry[], field: 'type' | 'status'): string[] {
  const values = new Set(entries.map((entry) => entry[field].trim()).filter((value) => value !== ''));
  return [...values].sort((a, b) => a.localeCompare(b));
}
