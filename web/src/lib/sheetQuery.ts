import { SHEET_REFRESH_MS, SheetAnswerSchema, type SheetTab } from '@saint-james/api-contract';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from './api';

/**
 * One tab of the community spreadsheet, read through the api (the sheet pages and the map both read
 * tabs). `revalidate`: the browser asks with If-None-Match, so an unchanged tab costs a 304.
 * Fresh for the 5 s the api and the CDN hold a copy too: a page opened just after a prefetch of its
 * tab does not ask again at once (its polling still runs every 5 s).
 */
export const sheetQuery = (tab: SheetTab) =>
  queryOptions({
    queryKey: ['sheet', tab],
    staleTime: SHEET_REFRESH_MS,
    queryFn: ({ signal }) => apiFetch(`/api/sheets/${tab}`, SheetAnswerSchema, { signal, revalidate: true }),
  });
