import { ACTIVITY_PAGE_NUMBERS } from '@saint-james/api-contract';
import { activityPages } from './activityPages';

describe('activityPages', () => {
  it("lists the contract's pages, Page 1 to Page 8, at /activity/page1 to /activity/page8", () => {
    expect(activityPages.map((p) => p.page)).toEqual([...ACTIVITY_PAGE_NUMBERS]);
    expect(activityPages.map((p) => p.path)).toEqual([1, 2, 3, 4, 5, 6, 7, 8].map((n) => `/activity/page${n}`));
  });
});
