/**
 * Every /api endpoint, in one table: method, path, who may call it, its parameters, body and
 * answer. The web's api client takes an entry (web/src/lib/api.ts); the server registers its routes
 * from the entries and writes answers with `send`, which compiles only with the entry's answer
 * type (functions/src/http/route.ts). A new endpoint is one entry in its group's file
 * (endpointGroups/).
 *
 * The web imports the group it calls (`mapDataReadEndpoints.list`), never `api` (ESLint says so):
 * a page's JavaScript then holds only its own endpoints' schemas. The public map does not carry
 * the admin's import report or the activity pages' (/map has a budget: `npm run bench`).
 */
import * as v from 'valibot';
import { endpoint, type Endpoint, type EndpointGroup } from './endpoint';
import { accountEndpoints } from './endpointGroups/account';
import { mapDataAdminEndpoints } from './endpointGroups/mapDataAdmin';
import { mapDataReadEndpoints } from './endpointGroups/mapDataRead';
import { pagesEndpoints } from './endpointGroups/pages';
import { sheetsEndpoints } from './endpointGroups/sheets';
import { uplandEndpoints } from './endpointGroups/upland';

export * from './endpointGroups/account';
export * from './endpointGroups/mapDataAdmin';
export * from './endpointGroups/mapDataRead';
export * from './endpointGroups/pages';
export * from './endpointGroups/sheets';
export * from './endpointGroups/upland';

export const healthEndpoint = endpoint({
  method: 'GET',
  path: '/api/health',
  auth: 'none',
  answer: v.object({ ok: v.literal(true) }),
});

export const api = {
  health: healthEndpoint,
  sheets: sheetsEndpoints,
  mapData: { ...mapDataReadEndpoints, ...mapDataAdminEndpoints },
  pages: pagesEndpoints,
  upland: uplandEndpoints,
  account: accountEndpoints,
} as const satisfies Record<string, Endpoint | EndpointGroup>;

/** The table as a list, for what goes through every endpoint (tests, docs). */
export const ENDPOINTS: readonly Endpoint[] = Object.values(api).flatMap((group): Endpoint[] =>
  'method' in group ? [group as Endpoint] : Object.values(group),
);
