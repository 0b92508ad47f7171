/**
 * Which pin categories are shown (docs/product.md#map): the selection starts from the one saved in browser
 * storage under pinCategories when it is there and non-empty, otherwise all categories, and it is
 * saved on every change. Corrupt stored JSON is ignored.
 */
export const PIN_CATEGORIES_KEY = 'pinCategories';

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

/** The selection the page starts with, given the storage (null when unavailable). */
export function initialSelection(storage: ReadableStorage | null, categories: readonly string[]): Set<string> {
  let raw: string | null = null;
  try {
    raw = storage?.getItem(PIN_CATEGORIES_KEY) ?? null;
  } catch {
    // Storage can throw (disabled cookies, privacy modes): start from all categories.
  }
  return new Set(parseStoredSelection(raw) ?? categories);
}

/** The selection with one category checked or unchecked. */
export function toggleCategory(selection: ReadonlySet<string>, category: string, checked: boolean): Set<string> {
  const next = new Set(selection);
  if (checked) next.add(category);
  else next.delete(category);
  return next;
}

/** Saves the selection; a storage that refuses (quota, privacy mode) only loses the memory. */
export function saveSelection(storage: WritableStorage | null, selection: ReadonlySet<string>): void {
  try {
    storage?.setItem(PIN_CATEGORIES_KEY, JSON.stringify([...selection]));
  } catch (err) {
    console.warn('Could not save the pin category selection:', err);
  }
}
