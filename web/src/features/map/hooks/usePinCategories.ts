import { useCallback, useMemo } from 'react';
import { useT } from '../../../lib/i18n/useT';
import { communityCategoryName, communityGroups } from '../model/communityLegend';
import { isCommunityCategory, type MapPin } from '../model/mapPin';
import { prettifyCategory } from '../model/pinCategory';
import { PLACEHOLDER_PIN_ICON } from '../model/pinIcons';
import { pinCategories } from '../model/sheetPins';
import { usePinIcons } from './usePinIcons';

/** The community's entries share one local icon. */
export const COMMUNITY_PIN_ICON = '/pins/map-entry.svg';

export interface PinCategories {
  /** The legend's categories: the sheet's, then one per community entry type; null while the sheet loads. */
  categories: readonly string[] | null;
  /** Category → the icon its pins wear. */
  icons: ReadonlyMap<string, string>;
  /** A category's name in the reader's language: 'Beach Club', 'Community · Shop'. */
  categoryName: (category: string) => string;
}

/**
 * The map's categories, their icons and names. The legend waits for the sheet; the community's
 * types join after its categories once the map data has answered.
 */
export function usePinCategories(sheetPins: readonly MapPin[] | null, serverPins: readonly MapPin[] | null) {
  const { t } = useT();
  const sheetCategories = useMemo(() => (sheetPins ? pinCategories(sheetPins) : null), [sheetPins]);
  const groups = useMemo(() => communityGroups(serverPins ?? [], t('map.community')), [serverPins, t]);
  const categories = useMemo(
    () => (sheetCategories ? [...sheetCategories, ...groups.map((group) => group.category)] : null),
    [sheetCategories, groups],
  );
  const found = usePinIcons(sheetCategories);
  // Until a category's icon is known (an image host elsewhere is still being asked) its pins wear
  // the placeholder.
  const icons = useMemo(() => {
    const map = new Map<string, string>(groups.map((group) => [group.category, COMMUNITY_PIN_ICON]));
    for (const category of sheetCategories ?? []) map.set(category, found.get(category) ?? PLACEHOLDER_PIN_ICON);
    return map;
  }, [sheetCategories, groups, found]);
  const categoryName = useCallback(
    (category: string) => {
      if (!isCommunityCategory(category)) return prettifyCategory(category);
      return communityCategoryName(groups.find((group) => group.category === category)?.typeLabel ?? null, t);
    },
    [groups, t],
  );
  return { categories, icons, categoryName } satisfies PinCategories;
}
