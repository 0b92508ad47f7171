import {
  mapDataAdminEndpoints,
  MapDataEntryListSchema,
  mapDataReadEndpoints,
  type ExportFormat,
  type FileBody,
  type ImportReport,
  type MapDataEntry,
  type MapDataFields,
  type TrashPage,
} from '@saint-james/api-contract';
import { infiniteQueryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { ApiError, apiFetch } from '../../../lib/api';
import { apiQuery } from '../../../lib/apiQuery';
import { queryKeys } from '../../../lib/queryKeys';

// The admin's calls. Every one sends the ID token (the api client adds it); the server decides
// whether the caller is the admin.

/** The admin's list: full entries with their versions. Private to the account (key 'account', uid). */
export const adminEntriesQuery = (uid: string) =>
  apiQuery({
    key: queryKeys.account(uid).adminEntries,
    endpoint: mapDataReadEndpoints.list,
    // Anyone the server does not take for the admin gets the public shape (id, name, location):
    // editing that would blank the other fields, so it is refused here.
    read: (list): MapDataEntry[] => {
      if (!v.is(MapDataEntryListSchema, list)) {
        throw new ApiError(403, 'forbidden', 'The server did not send the full entries.');
      }
      return list;
    },
    // The admin's drafts sit on top of this list: it changes only through the admin's own saves, or
    // when asked (Retry, Reload this entry), never under the admin's typing.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });

/** An entry's revisions, newest first (asked for when the admin opens its history). */
export const historyQuery = (uid: string, id: string) =>
  apiQuery({
    key: queryKeys.account(uid).history(id),
    endpoint: mapDataAdminEndpoints.history,
    request: { params: { id } },
    staleTime: 0,
  });

/** The deleted entries, most recently deleted first, a page (50) at a time: the next page asks `after`. */
export const trashQuery = (uid: string) =>
  infiniteQueryOptions({
    queryKey: queryKeys.account(uid).trash,
    queryFn: ({ pageParam, signal }): Promise<TrashPage> =>
      apiFetch(mapDataAdminEndpoints.trash, { query: { after: pageParam ?? undefined }, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next,
    staleTime: 0,
  });

export const createEntry = (fields: MapDataFields): Promise<MapDataEntry> =>
  apiFetch(mapDataAdminEndpoints.create, { body: fields });

/** Sends the version the admin loaded: the api answers 409 when another admin saved in between. */
export const updateEntry = (entry: MapDataEntry, fields: MapDataFields): Promise<MapDataEntry> =>
  apiFetch(mapDataAdminEndpoints.update, {
    params: { id: entry.id },
    body: { id: entry.id, ...fields, updatedAt: entry.updatedAt },
  });

export const deleteEntry = (id: string): Promise<void> => apiFetch(mapDataAdminEndpoints.remove, { params: { id } });

/** Goes back to a revision's fields; 409 when the entry changed since `entry` was loaded. */
export const revertEntry = (entry: MapDataEntry, revision: string): Promise<MapDataEntry> =>
  apiFetch(mapDataAdminEndpoints.revert, { params: { id: entry.id }, body: { revision, updatedAt: entry.updatedAt } });

export const restoreEntry = (id: string): Promise<MapDataEntry> =>
  apiFetch(mapDataAdminEndpoints.restore, { params: { id } });

export const exportEntries = (format: ExportFormat) => apiFetch(mapDataAdminEndpoints.export, { query: { format } });

/** A file's import: with `dryRun`, what it would do; otherwise done, all or nothing. */
export const importEntries = (file: FileBody, dryRun: boolean): Promise<ImportReport> =>
  apiFetch(mapDataAdminEndpoints.import, { file, query: { dryRun: dryRun ? '1' : undefined } });
