/**
 * Pin categories (docs/product.md#map): the sheet's free-text category becomes a slug, used as the filter's
 * key, the stored selection and the icon file name; the filter shows a prettified label.
 */

/** Trimmed, lowercased, each run of spaces to one underscore, everything but a-z, 0-9, _ and - removed. */
export function categorySlug(raw: unknown): string {
  if (typeof raw !== 'string') return '';
  return raw
    .trim()
    .toLowerCase()
    .replace(/\s+/g, '_')
    .replace(/[^a-z0-9_-]/g, '');
}

/** Dashes and underscores become spaces, words capitalised: 'treasure-hunt' → 'Treasure Hunt'. */
export function prettifyCategory(slug: string): string {
  return slug
    .split(/[-_\s]+/)
    .filter((word) => word !== '')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}
