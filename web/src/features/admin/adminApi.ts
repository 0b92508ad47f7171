import {
  MapDataEntryListSchema,
  MapDataEntrySchema,
  type MapDataEntry,
  type MapDataFields,
} from '@saint-james/api-contract';
import { queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { ApiError, apiFetch, apiSend } from '../../lib/api';

const ENDPOINT = '/api/mapdata';
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
  return apiFetch(`${ENDPOINT}/${encodeURIComponent(entry.id)}`, MapDataEntrySchema, {
    method: 'PUT',
    token: await token(),
    body: { id: entry.id, ...fields, updatedAt: entry.updatedAt },
  });
}

export async function deleteEntry(token: GetToken, id: string): Promise<void> {
  await apiSend(`${ENDPOINT}/${encodeURIComponent(id)}`, { method: 'DELETE', token: await token() });
}
