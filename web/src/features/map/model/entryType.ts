/**
 * What a community map entry says it is (docs/product.md#map): its type and its status are the
 * admin's free text. The public map groups entries by type and the admin's map gives each type a
 * pin, so both read the type the same way, here: "shop", " Shop " and "SHOP" are one type.
 */
import { categorySlug } from './pinCategory';

export interface EntryType {
  /** a-z, 0-9, _ and -: a key, a saved selection's value, an icon's file name. */
  slug: string;
  /** As people read it: the admin's words, spaces tidied, the first letter capitalised. */
  label: string;
}

/** The type of an entry, or null when the admin gave none. A type with no a-z or 0-9 at all is 'other'. */
export function entryType(raw: string): EntryType | null {
  const words = raw.trim().replace(/\s+/g, ' ');
  if (words === '') return null;
  // Accents come off for the slug only ('Café' → 'cafe'); the label keeps them.
  const plain = words.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
  return { slug: categorySlug(plain) || 'other', label: words.charAt(0).toLocaleUpperCase() + words.slice(1) };
}

/** An entry whose status says it is closed is drawn faded and says "Closed". */
export const isClosedStatus = (status: string): boolean => status.trim().toLowerCase() === 'closed';

/**
 * The admin's pin for a type: the slug's first character on a colour of the type's own (a hue from
 * the slug, so every map and every visit gives a type the same colour). The letter comes from the
 * slug (a-z, 0-9, _ and -), never from the admin's raw text, so it is safe in the pin's markup.
 */
export function typeBadge(type: EntryType | null): { letter: string; hue: number } {
  if (!type) return { letter: '', hue: 270 };
  let hash = 0;
  for (const char of type.slug) hash = (hash * 31 + char.charCodeAt(0)) % 360;
  return { letter: type.slug.charAt(0).toUpperCase(), hue: hash };
}
