import { ACTIVITY_PAGE_NUMBERS, type ActivityPageNumber } from '@saint-james/api-contract';

/**
 * The activity pages (docs/product.md#activity-and-activitypage1-to-activitypage8): the contract's
 * page numbers, at /activity/page1 to /activity/page8.
 */
export interface ActivityPageLink {
  page: ActivityPageNumber;
  path: string;
}

export const activityPages: ActivityPageLink[] = ACTIVITY_PAGE_NUMBERS.map((page) => ({
  page,
  path: `/activity/page${page}`,
}));
