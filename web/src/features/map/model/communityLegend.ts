/**
 * The legend's community part (docs/product.md#map): one category per entry type, after the
 * sheet's categories, sorted by the type's label; entries without a type last. Pure, so that the
 * legend's layout (a side panel, a phone's sheet) can change without touching the grouping.
 */
import { entryType } from './entryType';
import { COMMUNITY_CATEGORY, isCommunityCategory, type MapPin } from './mapPin';

export interface CommunityGroup {
  category: string;
  /** The type as people read it; null for the entries without one. */
  typeLabel: string | null;
}

/** The community's categories among the pins, each with its type's label (the first spelling met). */
export function communityGroups(pins: readonly MapPin[]): CommunityGroup[] {
  const labels = new Map<string, string | null>();
  for (const pin of pins) {
    if (!isCommunityCategory(pin.category) || labels.has(pin.category)) continue;
    labels.set(
      pin.category,
      pin.category === COMMUNITY_CATEGORY ? null : (entryType(pin.entry?.type ?? '')?.label ?? null),
    );
  }
  return [...labels]
    .map(([category, typeLabel]) => ({ category, typeLabel }))
    .sort((a, b) => (a.typeLabel === null ? 1 : b.typeLabel === null ? -1 : a.typeLabel.localeCompare(b.typeLabel)));
}
