// A group of the endpoint table (../endpoints.ts); why a file each: ./sheets.ts.
import * as v from 'valibot';
import { endpoint, type EndpointGroup } from '../endpoint';
import { MapDataEntrySchema, MapDataFieldsSchema, MapDataUpdateSchema } from '../mapData';
import { RevertBodySchema, RevisionListSchema, TrashPageSchema } from '../mapDataHistory';
import { ImportReportSchema } from '../mapDataTransfer';

export const EXPORT_FORMATS = ['geojson', 'csv'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** The admin's work on the map's entries: writes, the trash, history, export and import. */
export const mapDataAdminEndpoints = {
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
    slow: true,
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
} as const satisfies EndpointGroup;
