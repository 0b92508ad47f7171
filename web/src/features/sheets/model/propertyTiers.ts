import { addressKey, PROPERTY_COLUMNS } from '@saint-james/api-contract';
import { fold } from '../../../lib/searchText';
import { cellAt } from './sheetRows';

/*
 * Tier search on the properties tab: address in column E (index 4), tier in column I (index 8)
 * (docs/decisions/0003-spreadsheet-columns.md); row 0 is the header and is skipped.
 */
export const MIN_QUERY_LENGTH = 3;
/** The dropdown lists at most this many addresses, and counts the rest. */
export const MAX_SUGGESTIONS = 20;

export interface PropertyTier {
  /** Row index in the tab: a stable key, even when two rows share an address. */
  row: number;
  address: string;
  tier: string;
  neighborhood: string;
  street: string;
  /** The size in m², as the sheet writes it. */
  size: string;
  /** The address folded once (case and accents, lib/searchText.ts), for matching. */
  search: string;
}

export function propertyTiers(values: readonly (readonly string[])[]): PropertyTier[] {
  const properties: PropertyTier[] = [];
  for (let row = 1; row < values.length; row++) {
    const address = cellAt(values[row], PROPERTY_COLUMNS.address).trim();
    if (address === '') continue;
    const cell = (column: number) => cellAt(values[row], column).trim();
    properties.push({
      row,
      address,
      tier: cell(PROPERTY_COLUMNS.tier),
      neighborhood: cell(PROPERTY_COLUMNS.neighborhood),
      street: cell(PROPERTY_COLUMNS.street),
      size: cell(PROPERTY_COLUMNS.size),
      search: fold(address),
    });
  }
  return properties;
}

export type TierSearchResult =
  { kind: 'tooShort' } | { kind: 'noMatch' } | { kind: 'matches'; shown: PropertyTier[]; total: number };

/**
 * Substring match on the address ignoring case (and accents: 'vallee' finds 'Vallée'), from
 * MIN_QUERY_LENGTH typed characters.
 */
export function searchTiers(
  properties: readonly PropertyTier[],
  query: string,
  limit = MAX_SUGGESTIONS,
): TierSearchResult {
  const typed = query.trim();
  const needle = fold(typed);
  if (typed.length < MIN_QUERY_LENGTH) return { kind: 'tooShort' };
  const shown: PropertyTier[] = [];
  let total = 0;
  for (const property of properties) {
    if (!property.search.includes(needle)) continue;
    total++;
    if (shown.length < limit) shown.push(property);
  }
  return total === 0 ? { kind: 'noMatch' } : { kind: 'matches', shown, total };
}

/**
 * The property at `address`, for a shared link: the same street address (the part before the first
 * comma) whatever the case, accents and spacing, as the server's portfolio joins tiers
 * (api-contract's addressKey). Null if none.
 */
export function propertyAt(properties: readonly PropertyTier[], address: string): PropertyTier | null {
  const wanted = addressKey(address);
  if (wanted === '') return null;
  return properties.find((property) => addressKey(property.address) === wanted) ?? null;
}
