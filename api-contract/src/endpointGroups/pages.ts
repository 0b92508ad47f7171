// A group of the endpoint table (../endpoints.ts); why a file each: ./sheets.ts.
import * as v from 'valibot';
import {
  ACTIVITY_PAGE_NUMBERS,
  ActivityCardListSchema,
  ActivityPageSchema,
  ActivityPageWriteSchema,
  PageRevisionListSchema,
} from '../activityPages';
import { endpoint, type EndpointGroup } from '../endpoint';
import { RevertBodySchema } from '../mapDataHistory';

/** The activity pages the admin writes (public reads are CDN-cached: docs/decisions/0026). */
export const pagesEndpoints = {
  list: endpoint({ method: 'GET', path: '/api/pages/activity', auth: 'none', answer: ActivityCardListSchema }),
  get: endpoint({
    method: 'GET',
    path: '/api/pages/activity/:n',
    auth: 'none',
    params: { n: v.picklist(ACTIVITY_PAGE_NUMBERS) },
    answer: ActivityPageSchema,
  }),
  /** updatedAt: the version loaded, null (or omitted) for a page never written; a stale one is 409. */
  save: endpoint({
    method: 'PUT',
    path: '/api/pages/activity/:n',
    auth: 'admin',
    params: { n: v.picklist(ACTIVITY_PAGE_NUMBERS) },
    body: ActivityPageWriteSchema,
    answer: ActivityPageSchema,
  }),
  /** Newest first; the newest is the page as stored now (what the editor loads: never a CDN's copy). */
  history: endpoint({
    method: 'GET',
    path: '/api/pages/activity/:n/history',
    auth: 'admin',
    params: { n: v.picklist(ACTIVITY_PAGE_NUMBERS) },
    answer: PageRevisionListSchema,
  }),
  revert: endpoint({
    method: 'POST',
    path: '/api/pages/activity/:n/revert',
    auth: 'admin',
    params: { n: v.picklist(ACTIVITY_PAGE_NUMBERS) },
    body: RevertBodySchema,
    answer: ActivityPageSchema,
  }),
} as const satisfies EndpointGroup;
