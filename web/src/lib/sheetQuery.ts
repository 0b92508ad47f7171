import { SheetAnswerSchema, type SheetTab } from '@saint-james/api-contract';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from './api';

/**
 * One tab of the community spreadsheet, read through the api (the sheet pages and the map both read
 * tabs). `revalidate`: the browser asks with If-None-Match, so an unchanged tab costs a 304.
 */
export const sheetQuery = (tab: SheetTab) =>
  queryOptions({
    queryKey: ['sheet', tab],
    queryFn: ({ signal }) => apiFetch(`/api/sheets/${tab}`, SheetAnswerSchema, { signal, revalidate: true }),
  });
