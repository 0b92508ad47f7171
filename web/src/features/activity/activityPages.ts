import type { ActivityPageNumber } from '@saint-james/api-contract';

/**
 * The activity pages (docs/product.md#activity-and-activitypage1-to-activitypage8), at
 * /activity/page1 to /activity/page8. Their numbers are written here rather than imported: the
 * contract's module would bring its schemas (valibot) into the code every page opens with.
 * activityPages.test.ts checks they are the contract's.
 */
const PAGE_NUMBERS: readonly ActivityPageNumber[] = ['1', '2', '3', '4', '5', '6', '7', '8'];

export interface ActivityPageLink {
  page: ActivityPageNumber;
  path: string;
}

export const activityPages: ActivityPageLink[] = PAGE_NUMBERS.map((page) => ({ page, path: `/activity/page${page}` }));
