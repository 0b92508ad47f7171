// A group of the endpoint table (../endpoints.ts), in a file of its own: a page's JavaScript holds
// the groups it calls and no other (the bundler keeps or drops a file as a whole).
import * as v from 'valibot';
import { endpoint, type EndpointGroup } from '../endpoint';
import { SHEET_TABS, SheetAnswerSchema } from '../sheets';

/** The community spreadsheet. */
export const sheetsEndpoints = {
  /** A tab of the community spreadsheet (CDN-cached, 304 when unchanged: docs/product.md). */
  tab: endpoint({
    method: 'GET',
    path: '/api/sheets/:tab',
    auth: 'none',
    params: { tab: v.picklist(SHEET_TABS) },
    answer: SheetAnswerSchema,
  }),
} as const satisfies EndpointGroup;
