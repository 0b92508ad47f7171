/** "Your Saint James" as shown: sorting, chart bars and the local way of writing numbers and times. */
import { NO_TIER, type PortfolioProperty } from '@saint-james/api-contract';
import { cityHallPath } from '../../../lib/cityHallLink';

export type PortfolioColumn = 'address' | 'neighborhood' | 'tier';
export interface PortfolioSort {
  column: PortfolioColumn;
  direction: 'ascending' | 'descending';
}

/** The list above this many rows draws only the rows in sight. */
export const WINDOW_ABOVE_ROWS = 200;

/** The properties in the asked order; no tier sorts after every tier (both ways), ties by address. */
export function sortProperties(properties: readonly PortfolioProperty[], sort: PortfolioSort): PortfolioProperty[] {
  const sign = sort.direction === 'ascending' ? 1 : -1;
  const byAddress = (a: PortfolioProperty, b: PortfolioProperty) =>
    a.address.localeCompare(b.address, undefined, { numeric: true });
  return [...properties].sort((a, b) => {
    if (sort.column === 'tier') {
      if (a.tier === null || b.tier === null) {
        if (a.tier !== b.tier) return a.tier === null ? 1 : -1;
      } else if (a.tier !== b.tier) return sign * (a.tier - b.tier);
      return byAddress(a, b);
    }
    const order = sort.column === 'address' ? byAddress(a, b) : a.neighborhood.localeCompare(b.neighborhood);
    return sign * (order || byAddress(a, b));
  });
}

/** A header pressed: the same column turns around, another starts ascending. */
export const nextSort = (sort: PortfolioSort, column: PortfolioColumn): PortfolioSort =>
  sort.column === column
    ? { column, direction: sort.direction === 'ascending' ? 'descending' : 'ascending' }
    : { column, direction: 'ascending' };

export interface Bar {
  /** The tier ("1".."4", "none") or the neighbourhood's name. */
  label: string;
  count: number;
}

/** The tier chart's bars: tiers in order, no tier last. */
export function tierBars(byTier: Record<string, number>): Bar[] {
  const tiers = Object.keys(byTier)
    .filter((tier) => tier !== NO_TIER)
    .sort((a, b) => Number(a) - Number(b));
  return [...tiers, NO_TIER].map((label) => ({ label, count: byTier[label] ?? 0 }));
}

/** The neighbourhood chart's bars: most properties first, then by name. */
export const neighborhoodBars = (byNeighborhood: Record<string, number>): Bar[] =>
  Object.entries(byNeighborhood)
    .map(([label, count]) => ({ label, count }))
    .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label));

/** UPX written the local way ("12,345.5" / "12 345,5"). */
export const formatUpx = (amount: number, locale: string) =>
  new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(amount);

/** The property in the game (opens in a new tab). */
export const gameUrl = (property: PortfolioProperty) =>
  `https://play.upland.me/?prop_id=${encodeURIComponent(property.id)}`;

/** The property's page in City Hall (its tier search). */
export const cityHallUrl = (property: PortfolioProperty) => cityHallPath(property.address);
