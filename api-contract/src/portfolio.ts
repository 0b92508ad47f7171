/**
 * "Your Saint James": a linked member's own properties in Saint James, joined with the community's
 * tiers (docs/product.md "Your Saint James"; docs/decisions/0022-the-portfolio-cache-and-the-address-rule.md).
 *
 * The endpoints (endpoints.ts):
 * - api.upland.portfolio (GET) -> Portfolio; 409 not-linked | relink; 503 upland-unavailable
 * - api.upland.refreshPortfolio (POST) -> Portfolio fetched anew; 429 too-many-refreshes (Retry-After)
 * - api.upland.unlink (DELETE /api/upland/link) -> 204: the link, the token and the cached portfolio go
 * - api.account.remove (DELETE /api/account) -> 204: the account and all its data go; 403 for the admin
 */
import * as v from 'valibot';

/** The game city whose properties the portfolio keeps (Upland's `city`, case and spacing aside). */
export const PORTFOLIO_CITY = 'Saint James';
/** How long a fetched portfolio is served from the cache before Upland is asked again. */
export const PORTFOLIO_FRESH_MS = 10 * 60 * 1000;
/** A member may ask for a refresh at most once per this long. */
export const PORTFOLIO_REFRESH_INTERVAL_MS = 60 * 1000;
/** The tiers the totals always count (zero included), besides "none" and any other the sheet uses. */
export const PORTFOLIO_TIERS = [1, 2, 3, 4] as const;
/** The key of `totals.byTier` for properties the sheet gives no tier. */
export const NO_TIER = 'none';

const count = v.pipe(v.number(), v.integer(), v.minValue(0));

export const PortfolioPropertySchema = v.object({
  /** Upland's property id. */
  id: v.string(),
  /** The street address, as Upland writes it ("210 Mullins Bay Road"). */
  address: v.string(),
  /** The sheet's neighbourhood for the address (the districts' names), else Upland's. */
  neighborhood: v.string(),
  /** The properties tab's tier for the address, or null when the sheet has no row (or no tier). */
  tier: v.nullable(v.number()),
  /**
   * Whether the properties tab has a row for the address (a row may give no tier). Optional for a
   * page of an older version reading a newer answer, and the other way round.
   */
  inSheet: v.optional(v.boolean()),
});
export type PortfolioProperty = v.InferOutput<typeof PortfolioPropertySchema>;

export const PortfolioSchema = v.object({
  profile: v.object({ username: v.string(), level: v.string(), networth: v.number() }),
  /** Left out when Upland could not tell the balances while it told the rest. */
  balances: v.optional(
    v.object({
      availableUpx: v.number(),
      availableSpark: v.number(),
      stakedSpark: v.number(),
      availableSends: v.number(),
    }),
  ),
  /** Sorted by address. */
  properties: v.array(PortfolioPropertySchema),
  totals: v.object({
    count,
    /** {"1": n, "2": n, "3": n, "4": n, "none": n}, plus any other tier the sheet uses. */
    byTier: v.record(v.string(), count),
    byNeighborhood: v.record(v.string(), count),
  }),
  /** When Upland gave these holdings (ISO 8601). */
  fetchedAt: v.string(),
  /** True when Upland did not answer and this is the last copy the server kept. */
  stale: v.boolean(),
});
export type Portfolio = v.InferOutput<typeof PortfolioSchema>;
