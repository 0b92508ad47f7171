/**
 * The legend's community part (docs/product.md#map): one category per entry type, after the
 * sheet's categories, sorted by the type's label; entries without a type last. Pure, so that the
 * legend's layout (a side panel, a phone's sheet) can change without touching the grouping.
 */
import type { Translate } from '../../../lib/i18n/useT';
import { fold } from '../../../lib/searchText';
import { entryType } from './entryType';
import { COMMUNITY_CATEGORY, isCommunityCategory, type MapPin } from './mapPin';

export interface CommunityGroup {
  category: string;
  /** The type as people read it; null for the entries without one. */
  typeLabel: string | null;
}

/**
 * The community's categories among the pins, each with its type's label (the first spelling met).
 * A type that is `word` itself (the reader's word for the community) comes first: its name is the
 * word alone (communityCategoryName), before every 'Community · …'.
 */
export function communityGroups(pins: readonly MapPin[], word = ''): CommunityGroup[] {
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
    .sort((a, b) => rank(a.typeLabel, word) - rank(b.typeLabel, word) || byLabel(a.typeLabel ?? '', b.typeLabel ?? ''));
}

const isTheWord = (typeLabel: string, word: string) => fold(typeLabel) === fold(word);
/** The word itself first, the other types by label, the entries without a type last. */
const rank = (typeLabel: string | null, word: string) => (typeLabel === null ? 2 : isTheWord(typeLabel, word) ? 0 : 1);

/**
 * A community category's name in the legend: 'Community · Shop', 'Community map entries' for the
 * entries without a type. A type that is the word itself ('community', as the demo's Saints HQ has)
 * is not said twice: 'Community', not 'Community · Community'.
 */
export function communityCategoryName(typeLabel: string | null, t: Translate): string {
  if (typeLabel === null) return t('map.communityCategory');
  const word = t('map.community');
  return isTheWord(typeLabel, word) ? word : t('map.communityType', { type: typeLabel });
}

/**
 * Labels in alphabetical order, accents and case aside ('Café' before 'Casino', 'école' beside
 * 'Ecole', 'Œuvre' as 'oeuvre'). Not localeCompare: the map draws its legend as it opens, and a page
 * load's first collation costs 10 ms here (ICU's tables; docs/decisions/0036-no-number-data-while-a-page-opens.md).
 */
const sortKey = (label: string) => fold(label).replace(/œ/g, 'oe').replace(/æ/g, 'ae').replace(/’/g, "'");
function byLabel(a: string, b: string): number {
  const [keyA, keyB] = [sortKey(a), sortKey(b)];
  if (keyA !== keyB) return keyA < keyB ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
}
