/**
 * Finding a pin by name, from the sheet and the community entries alike: case and accents are
 * ignored, names that are the text come first, then those that start with it, then the others,
 * each in map order.
 */
import { fold } from '../../../lib/searchText';
import type { MapPin } from './mapPin';

/** At most this many names are listed; the rest are counted. */
export const PIN_MATCH_LIMIT = 20;

export interface PinMatches {
  shown: MapPin[];
  total: number;
}

export interface SearchablePin {
  pin: MapPin;
  folded: string;
}

/** The pins with a name, each with its folded name (computed once per set of pins). */
export const searchablePins = (pins: readonly MapPin[]): SearchablePin[] =>
  pins.filter((pin) => pin.name !== '').map((pin) => ({ pin, folded: fold(pin.name) }));

/** The pins whose name holds the text; none for an empty text. */
export function searchPins(pins: readonly SearchablePin[], text: string, limit = PIN_MATCH_LIMIT): PinMatches {
  const needle = fold(text.trim());
  if (needle === '') return { shown: [], total: 0 };
  const named: MapPin[] = [];
  const starts: MapPin[] = [];
  const contains: MapPin[] = [];
  for (const { pin, folded } of pins) {
    const at = folded.indexOf(needle);
    if (at === 0) (folded === needle ? named : starts).push(pin);
    else if (at > 0) contains.push(pin);
  }
  // The name typed whole first: in the list's sight, and where Enter looks (pinForEnter).
  const all = named.concat(starts, contains);
  return { shown: all.slice(0, limit), total: all.length };
}

/**
 * The place Enter takes when no suggestion is highlighted: the one whose whole name is the text
 * (case and accents aside), else the only match; none when several match and none is named so.
 */
export function pinForEnter(matches: PinMatches, text: string): MapPin | null {
  const needle = fold(text.trim());
  if (needle === '') return null;
  const named = matches.shown.find((pin) => fold(pin.name) === needle);
  return named ?? (matches.total === 1 ? matches.shown[0] : null);
}
