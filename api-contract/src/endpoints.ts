/**
 * Every /api endpoint, in one table: method, path, who may call it, its parameters, body and
 * answer. The web's api client takes an entry (web/src/lib/api.ts); the server registers its routes
 * from the entries and writes answers with `send`, which compiles only with the entry's answer
 * type (functions/src/http/route.ts). A new endpoint is one entry here, in its group.
 */
import * as v from 'valibot';
import { endpoint, type Endpoint } from './endpoint';
import { MapDataEntrySchema, MapDataFieldsSchema, MapDataListSchema, MapDataUpdateSchema } from './mapData';
import {
  ACTIVITY_PAGE_NUMBERS,
  ActivityCardListSchema,
  ActivityPageSchema,
  ActivityPageWriteSchema,
  PageRevisionListSchema,
} from './activityPages';
import { RevertBodySchema, RevisionListSchema, TrashPageSchema } from './mapDataHistory';
import { ImportReportSchema } from './mapDataTransfer';
import { PortfolioSchema } from './portfolio';
import { SHEET_TABS, SheetAnswerSchema } from './sheets';
import {
  InitAuthBodySchema,
  LinkCodeSchema,
  LinkStatusSchema,
  UplandWebhookBodySchema,
  WebhookAnswerSchema,
} from './upland';

export const EXPORT_FORMATS = ['geojson', 'csv'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export const api = {
  health: endpoint({ method: 'GET', path: '/api/health', auth: 'none', answer: v.object({ ok: v.literal(true) }) }),

  sheets: {
    /** A tab of the community spreadsheet (CDN-cached, 304 when unchanged: docs/product.md). */
    tab: endpoint({
      method: 'GET',
      path: '/api/sheets/:tab',
      auth: 'none',
      params: { tab: v.picklist(SHEET_TABS) },
      answer: SheetAnswerSchema,
    }),
  },

  mapData: {
    list: endpoint({ method: 'GET', path: '/api/mapdata', auth: 'optional', answer: MapDataListSchema }),
    create: endpoint({
      method: 'POST',
      path: '/api/mapdata',
      auth: 'admin',
      body: MapDataFieldsSchema,
      answer: MapDataEntrySchema,
      status: 201,
    }),
    /** The body's updatedAt asks for the 409 check. */
    update: endpoint({
      method: 'PUT',
      path: '/api/mapdata/:id',
      auth: 'admin',
      body: MapDataUpdateSchema,
      answer: MapDataEntrySchema,
    }),
    /** The entry goes to the trash. */
    remove: endpoint({
      method: 'DELETE',
      path: '/api/mapdata/:id',
      auth: 'admin',
      answer: 'no-content',
      status: 204,
    }),
    /** A page of the trash, newest first: limit 1 to 100 (50 by default), after = the previous page's next. */
    trash: endpoint({
      method: 'GET',
      path: '/api/mapdata/trash',
      auth: 'admin',
      query: { limit: v.optional(v.string()), after: v.optional(v.string()) },
      answer: TrashPageSchema,
    }),
    export: endpoint({
      method: 'GET',
      path: '/api/mapdata/export',
      auth: 'admin',
      query: { format: v.picklist(EXPORT_FORMATS) },
      answer: 'file',
    }),
    /** GeoJSON, or CSV sent as text/csv; with dryRun=1 only the report of what it would do. */
    import: endpoint({
      method: 'POST',
      path: '/api/mapdata/import',
      auth: 'admin',
      query: { dryRun: v.optional(v.literal('1')) },
      body: 'file',
      answer: ImportReportSchema,
    }),
    history: endpoint({ method: 'GET', path: '/api/mapdata/:id/history', auth: 'admin', answer: RevisionListSchema }),
    revert: endpoint({
      method: 'POST',
      path: '/api/mapdata/:id/revert',
      auth: 'admin',
      body: RevertBodySchema,
      answer: MapDataEntrySchema,
    }),
    restore: endpoint({ method: 'POST', path: '/api/mapdata/:id/restore', auth: 'admin', answer: MapDataEntrySchema }),
  },

  /** The activity pages the admin writes (public reads are CDN-cached: docs/decisions/0026). */
  pages: {
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
  },

  upland: {
    initAuth: endpoint({
      method: 'POST',
      path: '/api/upland/init-auth',
      auth: 'required',
      body: InitAuthBodySchema,
      answer: LinkCodeSchema,
    }),
    /** Upland's, not a member's: it presents the webhook access token instead of an ID token. */
    webhook: endpoint({
      method: 'POST',
      path: '/api/upland/webhook',
      auth: 'none',
      body: UplandWebhookBodySchema,
      answer: WebhookAnswerSchema,
    }),
    /** Linked or not, as whom, and needsRelink when Upland refused the stored token. */
    status: endpoint({ method: 'GET', path: '/api/upland/status', auth: 'required', answer: LinkStatusSchema }),
    /**
     * The member's own Saint James properties with the sheet's tiers: cached 10 minutes; 409
     * not-linked | relink, 503 upland-unavailable (portfolio.ts).
     */
    portfolio: endpoint({ method: 'GET', path: '/api/upland/portfolio', auth: 'required', answer: PortfolioSchema }),
    /** The portfolio fetched from Upland now: at most once a minute (429 too-many-refreshes, Retry-After). */
    refreshPortfolio: endpoint({
      method: 'POST',
      path: '/api/upland/portfolio/refresh',
      auth: 'required',
      answer: PortfolioSchema,
    }),
    /** Unlink: the link, its token and the cached portfolio go (204 even when nothing was linked). */
    unlink: endpoint({
      method: 'DELETE',
      path: '/api/upland/link',
      auth: 'required',
      answer: 'no-content',
      status: 204,
    }),
  },

  account: {
    /** The member deletes their own account and everything of theirs; 403 for the admin. */
    remove: endpoint({ method: 'DELETE', path: '/api/account', auth: 'required', answer: 'no-content', status: 204 }),
  },
} as const satisfies Record<string, Endpoint | Record<string, Endpoint>>;

/** The table as a list, for what goes through every endpoint (tests, docs). */
export const ENDPOINTS: readonly Endpoint[] = Object.values(api).flatMap((group): Endpoint[] =>
  'method' in group ? [group as Endpoint] : Object.values(group),
);
