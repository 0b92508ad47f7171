/**
 * The portfolio answer, from what Upland gave (cached or fresh) and the properties tab: only the
 * properties in Saint James, each joined with the tab's tier by address (api-contract's addressKey:
 * the street address, case, accents and spacing aside), and the totals. Pure: unit tested.
 */
import {
  NO_TIER,
  PORTFOLIO_CITY,
  PORTFOLIO_TIERS,
  addressKey,
  sheetPropertiesByAddress,
  type Portfolio,
  type PortfolioProperty,
  type SheetProperty,
} from '@saint-james/api-contract';
import type { UplandHoldings, UplandProperty } from './uplandPlayer';

const CITY_KEY = addressKey(PORTFOLIO_CITY);

/**
 * addressKey, remembered: a member's answers ask for the same addresses again and again (a few
 * microseconds each, times 1,200). Forgotten wholesale past 100,000 addresses.
 */
const keys = new Map<string, string>();
function keyOf(address: string): string {
  let key = keys.get(address);
  if (key === undefined) {
    if (keys.size >= 100_000) keys.clear();
    key = addressKey(address);
    keys.set(address, key);
  }
  return key;
}
const byAddressOrder = new Intl.Collator('en', { numeric: true });

/**
 * Only what the portfolio shows: the holdings in Saint James (the cache keeps nothing else), sorted
 * by address (numbers as numbers). Sorting is the dearest step of an answer: the cache keeps them
 * sorted, so that sorting them again on each answer costs one pass.
 */
export function portfolioHoldings(properties: readonly UplandProperty[]): UplandProperty[] {
  return properties
    .filter((property) => keyOf(property.city) === CITY_KEY)
    .sort((a, b) => byAddressOrder.compare(a.address, b.address) || byAddressOrder.compare(a.id, b.id));
}

/** The last index built, by the sheet's rows: the tab changes every few seconds at most. */
let lastIndex: { values: readonly (readonly string[])[]; byAddress: Map<string, SheetProperty> } | null = null;
function indexOf(values: readonly (readonly string[])[]): Map<string, SheetProperty> {
  if (lastIndex?.values !== values) lastIndex = { values, byAddress: sheetPropertiesByAddress(values) };
  return lastIndex.byAddress;
}

export function joinTiers(
  properties: readonly UplandProperty[],
  sheetValues: readonly (readonly string[])[],
): PortfolioProperty[] {
  const byAddress = indexOf(sheetValues);
  return portfolioHoldings(properties).map((property) => {
    const listed = byAddress.get(keyOf(property.address));
    return {
      id: property.id,
      address: property.address,
      // The sheet's neighbourhood names the districts on the map; Upland's stands in when unlisted.
      neighborhood: listed?.neighborhood || property.neighborhood,
      tier: listed?.tier ?? null,
      inSheet: listed !== undefined,
    };
  });
}

/** Counts by tier (1 to 4 and "none" always there) and by neighbourhood, whatever the names hold. */
export function portfolioTotals(properties: readonly PortfolioProperty[]): Portfolio['totals'] {
  const byTier = new Map<string, number>([...PORTFOLIO_TIERS.map(String), NO_TIER].map((key) => [key, 0]));
  // A Map, then fromEntries: a neighbourhood called "__proto__" is a name like any other.
  const byNeighborhood = new Map<string, number>();
  for (const { tier, neighborhood } of properties) {
    const tierKey = tier === null ? NO_TIER : String(tier);
    byTier.set(tierKey, (byTier.get(tierKey) ?? 0) + 1);
    byNeighborhood.set(neighborhood, (byNeighborhood.get(neighborhood) ?? 0) + 1);
  }
  return {
    count: properties.length,
    byTier: Object.fromEntries(byTier),
    byNeighborhood: Object.fromEntries(byNeighborhood),
  };
}

export function portfolioAnswer(
  holdings: UplandHoldings,
  sheetValues: readonly (readonly string[])[],
  { fetchedAt, stale }: { fetchedAt: number; stale: boolean },
): Portfolio {
  const properties = joinTiers(holdings.properties, sheetValues);
  const { username, level, networth } = holdings.profile;
  return {
    profile: { username, level, networth },
    ...(holdings.balances ? { balances: holdings.balances } : {}),
    properties,
    totals: portfolioTotals(properties),
    fetchedAt: new Date(fetchedAt).toISOString(),
    stale,
  };
}
