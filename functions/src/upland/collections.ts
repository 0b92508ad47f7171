/**
 * The Firestore collections of the Upland link, in one place: the link's store, the portfolio's and
 * the rate limit's each write to the others' (an unlink deletes the cached portfolio; a portfolio
 * is kept only while the link it was read with stands). linkStore.ts says what each holds.
 */
export const CODES_COLLECTION = 'uplandLinkCodes';
export const MEMBERS_COLLECTION = 'members';
export const TOKENS_COLLECTION = 'uplandTokens';
export const PORTFOLIOS_COLLECTION = 'uplandPortfolios';
export const RATE_LIMIT_COLLECTION = 'uplandRateLimits';
