/** What a community entry says about itself, shown in its popup as text. */
export interface EntryDetails {
  description: string;
  type: string;
  status: string;
  closed: boolean;
}

/** One pin on the map, from the sheet or from the server's map data. */
export interface MapPin {
  /** Unique on the page: 'sheet:{row}' or 'server:{id}'. */
  key: string;
  source: 'sheet' | 'server';
  /** '' when the pin has none: the page shows 'Untitled' in the reader's language. */
  name: string;
  lat: number;
  lng: number;
  /** Category slug: the sheet's category, or a community category (communityCategory) for the map data. */
  category: string;
  /** A community entry's description, type and status (server pins only). */
  entry?: EntryDetails;
}

/**
 * The category of the admin's map-data entries that have no type. Community categories have a
 * colon, which no slug of a sheet category can have, so the two never mix.
 */
export const COMMUNITY_CATEGORY = 'community:entries';
const COMMUNITY_PREFIX = 'community:';

/** The legend's category of a community entry: one per type ('community:shop'), or COMMUNITY_CATEGORY. */
export const communityCategory = (typeSlug: string | null): string =>
  typeSlug ? `${COMMUNITY_PREFIX}${typeSlug}` : COMMUNITY_CATEGORY;

export const isCommunityCategory = (category: string): boolean => category.startsWith(COMMUNITY_PREFIX);
