/**
 * When the data on a page was read, for the offline notice ("Offline — shown as of 2:02 PM";
 * docs/product.md#offline): the page's queries are those with observers (the components on
 * screen), each dated by TanStack Query's dataUpdatedAt (a copy served offline keeps the time the
 * network last answered: readTimes.ts; 0 when not known). The oldest wins: everything on screen is
 * at least that recent.
 */
export interface QueryFacts {
  observers: number;
  hasData: boolean;
  /** Its read failed and nothing was kept: the page shows an error where this data would be. */
  failed: boolean;
  dataUpdatedAt: number;
}

/**
 * The time (ms) of the oldest data on the page, or null when no data on it has a known time, or
 * when some of the page's data could not be read at all: "shown as of" would then claim a page that
 * is not there (its error says so), and the notice says only 'Offline'.
 */
export function shownAsOf(queries: readonly QueryFacts[]): number | null {
  let oldest: number | null = null;
  for (const { observers, hasData, failed, dataUpdatedAt } of queries) {
    if (observers > 0 && failed && !hasData) return null;
    if (observers === 0 || !hasData || dataUpdatedAt === 0) continue;
    oldest = oldest === null ? dataUpdatedAt : Math.min(oldest, dataUpdatedAt);
  }
  return oldest;
}
