/**
 * How the pins and clusters look, for both who draw them: PinLayer's Leaflet markers and the still
 * picture /map opens on (StillMap). map.css styles the classes.
 */
import { isCommunityCategory, type MapPin } from './mapPin';

/** A cluster's bubble: small, medium or large, as the count grows, and its width in px. */
export function clusterSize(count: number): { name: 'small' | 'medium' | 'large'; px: number } {
  if (count < 10) return { name: 'small', px: 40 };
  if (count < 100) return { name: 'medium', px: 46 };
  return { name: 'large', px: 54 };
}

/** A pin's classes: a community entry's (faded when closed), or its sheet category's. */
export function pinClassName({ category, entry }: MapPin): string {
  if (isCommunityCategory(category)) return `map-pin map-pin-server${entry?.closed ? ' map-pin-closed' : ''}`;
  return `map-pin map-pin-sheet map-pin-cat-${category}`;
}
