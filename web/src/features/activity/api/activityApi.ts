import { pagesEndpoints, type ActivityPageNumber } from '@saint-james/api-contract';
import { apiQuery } from '../../../lib/apiQuery';
import { queryKeys } from '../../../lib/queryKeys';

// What the activity pages read: the eight cards on /activity, and one page. Visitors ask without a
// token (the CDN's copy is at most 5 minutes old: docs/decisions/0026).

export const activityCardsQuery = () => apiQuery({ key: queryKeys.activityCards, endpoint: pagesEndpoints.list });

export const activityPageQuery = (n: ActivityPageNumber) =>
  apiQuery({ key: queryKeys.activityPage(n), endpoint: pagesEndpoints.get, request: { params: { n } } });
