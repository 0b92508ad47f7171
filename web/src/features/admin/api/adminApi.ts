import {
  ImportReportSchema,
  MapDataEntryListSchema,
  MapDataEntrySchema,
  RevisionListSchema,
  TrashListSchema,
  type ImportReport,
  type MapDataEntry,
  type MapDataFields,
} from '@saint-james/api-contract';
import { queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { ApiError, apiFetch, apiFile, apiSend } from '../../../lib/api';

const ENDPOINT = '/api/mapdata';
const entryPath = (id: string) => `${ENDPOINT}/${encodeURIComponent(id)}`;
export type GetToken = () => Promise<string>;

/** The admin's list: full entries with their versions. Private to the account (key 'account', uid). */
export const adminEntriesQuery = (uid: string, token: GetToken) =>
  queryOptions({
    queryKey: ['account', uid, 'mapdata', 'full'],
    queryFn: async ({ signal }) => {
      const data = await apiFetch(ENDPOINT, v.array(v.unknown()), { token: await token(), signal });
      // Anyone the server does not take for the admin gets the public shape (id, name, location):
      // editing that would blank the other fields, so it is refused here.
      const entries = v.safeParse(MapDataEntryListSchema, data);
      if (!entries.success) throw new ApiError(403, 'forbidden', 'The server did not send the full entries.');
      return entries.output;
    },
    // The admin's drafts sit on top of this list: it changes only through the admin's own saves, or
    // when asked (Retry, Reload this entry), never under the admin's typing.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });

export async function createEntry(token: GetToken, fields: MapDataFields): Promise<MapDataEntry> {
  return apiFetch(ENDPOINT, MapDataEntrySchema, { method: 'POST', token: await token(), body: fields });
}

/** Sends the version the admin loaded: the api answers 409 when another admin saved in between. */
export async function updateEntry(token: GetToken, entry: MapDataEntry, fields: MapDataFields): Promise<MapDataEntry> {
  return apiFetch(entryPath(entry.id), MapDataEntrySchema, {
    method: 'PUT',
    token: await token(),
    body: { id: entry.id, ...fields, updatedAt: entry.updatedAt },
  });
}

export async function deleteEntry(token: GetToken, id: string): Promise<void> {
  await apiSend(entryPath(id), { method: 'DELETE', token: await token() });
}

/** An entry's revisions, newest first (asked for when the admin opens its history). */
export const historyQuery = (uid: string, id: string, token: GetToken) =>
  queryOptions({
    queryKey: ['account', uid, 'mapdata', 'history', id],
    queryFn: async ({ signal }) =>
      apiFetch(`${entryPath(id)}/history`, RevisionListSchema, { token: await token(), signal }),
    staleTime: 0,
  });

/** The deleted entries, most recently deleted first. */
export const trashQuery = (uid: string, token: GetToken) =>
  queryOptions({
    queryKey: ['account', uid, 'mapdata', 'trash'],
    queryFn: async ({ signal }) => apiFetch(`${ENDPOINT}/trash`, TrashListSchema, { token: await token(), signal }),
    staleTime: 0,
  });

/** Goes back to a revision's fields; 409 when the entry changed since `entry` was loaded. */
export async function revertEntry(token: GetToken, entry: MapDataEntry, revision: string): Promise<MapDataEntry> {
  return apiFetch(`${entryPath(entry.id)}/revert`, MapDataEntrySchema, {
    method: 'POST',
    token: await token(),
    body: { revision, updatedAt: entry.updatedAt },
  });
}

export async function restoreEntry(token: GetToken, id: string): Promise<MapDataEntry> {
  return apiFetch(`${entryPath(id)}/restore`, MapDataEntrySchema, { method: 'POST', token: await token() });
}

export type ExportFormat = 'geojson' | 'csv';

export async function exportEntries(token: GetToken, format: ExportFormat) {
  return apiFile(`${ENDPOINT}/export?format=${format}`, { token: await token() });
}

/** A file's import: with `dryRun`, what it would do; otherwise done, all or nothing. */
export async function importEntries(
  token: GetToken,
  file: { text: string; type: string },
  dryRun: boolean,
): Promise<ImportReport> {
  return apiFetch(`${ENDPOINT}/import${dryRun ? '?dryRun=1' : ''}`, ImportReportSchema, {
    method: 'POST',
    token: await token(),
    file,
  });
}
