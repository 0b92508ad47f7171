/** One pin on the map, from the sheet or from the server's map data. */
export interface MapPin {
  /** Unique on the page: 'sheet:{row}' or 'server:{id}'. */
  key: string;
  source: 'sheet' | 'server';
  /** '' when the pin has none: the page shows 'Untitled' in the reader's language. */
  name: string;
  lat: number;
  lng: number;
  /** Category slug: the sheet's category, or COMMUNITY_CATEGORY for the server's map data. */
  category: string;
}

/**
 * The category of the admin's map-data entries. It has a colon, which no slug of a sheet category
 * can have, so the two never mix.
 */
export const COMMUNITY_CATEGORY = 'community:entries';
