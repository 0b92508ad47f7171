/**
 * Which pin categories are shown (docs/product.md#map): the selection starts from the one saved in browser
 * storage under pinCategories when it is there and non-empty, otherwise all categories, and it is
 * saved on every change. Corrupt stored JSON is ignored.
 *
 * A category the reader has never seen (a new one in the sheet, or the community entries for a
 * selection saved before they had a category) starts checked: the categories known at the last
 * save are kept under pinCategoriesKnown for that.
 */
import { isCommunityCategory } from './mapPin';

export const PIN_CATEGORIES_KEY = 'pinCategories';
export const PIN_CATEGORIES_KNOWN_KEY = 'pinCategoriesKnown';

type ReadableStorage = Pick<Storage, 'getItem'>;
type WritableStorage = Pick<Storage, 'setItem'>;

/** The stored selection when it is a non-empty JSON array of strings, otherwise null. */
export function parseStoredSelection(raw: string | null): string[] | null {
  if (raw === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!Array.isArray(value)) return null;
  const categories = value.filter((item): item is string => typeof item === 'string');
  return categories.length > 0 ? categories : null;
}

/** An item of storage, or null when it is not there or the storage refuses to be read. */
function read(storage: ReadableStorage | null, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    // Storage can throw (disabled cookies, privacy modes).
    return null;
  }
}

/** The selection the page starts with, given the storage (null when unavailable). */
export function initialSelection(storage: ReadableStorage | null, categories: readonly string[]): Set<string> {
  const stored = parseStoredSelection(read(storage, PIN_CATEGORIES_KEY));
  if (!stored) return new Set(categories);
  // Saved before the known list existed: every sheet category was known then, not the community's.
  const known = new Set(
    parseStoredSelection(read(storage, PIN_CATEGORIES_KNOWN_KEY)) ??
      categories.filter((category) => !isCommunityCategory(category)),
  );
  return withNewCategories(stored, known, categories);
}

/** A selection with the categories that were not known when it was made added (checked). */
export function withNewCategories(
  selection: Iterable<string>,
  known: ReadonlySet<string>,
  categories: readonly string[],
): Set<string> {
  return new Set([...selection, ...categories.filter((category) => !known.has(category))]);
}

/** The selection with one category checked or unchecked. */
export function toggleCategory(selection: ReadonlySet<string>, category: string, checked: boolean): Set<string> {
  const next = new Set(selection);
  if (checked) next.add(category);
  else next.delete(category);
  return next;
}

/** Saves the selection; a storage that refuses (quota, privacy mode) only loses the memory. */
export function saveSelection(
  storage: WritableStorage | null,
  selection: ReadonlySet<string>,
  categories: readonly string[],
): void {
  try {
    storage?.setItem(PIN_CATEGORIES_KEY, JSON.stringify([...selection]));
    storage?.setItem(PIN_CATEGORIES_KNOWN_KEY, JSON.stringify(categories));
  } catch (err) {
    console.warn('Could not save the pin category selection:', err);
  }
}
