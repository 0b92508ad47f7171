/**
 * The activity pages (docs/product.md#activity-and-activitypage1-to-activitypage8): 8 of them,
 * /activity/page1 to /activity/page8.
 */
export const ACTIVITY_PAGE_COUNT = 8;

export interface ActivityPageLink {
  page: number;
  path: string;
}

export const activityPages: ActivityPageLink[] = Array.from({ length: ACTIVITY_PAGE_COUNT }, (_, i) => ({
  page: i + 1,
  path: `/activity/page${i + 1}`,
}));
