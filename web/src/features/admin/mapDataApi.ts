import { ApiError, apiFetch } from '../../lib/api';

/** The five admin-editable fields of a map-data entry, in the table's column order (spec §2). */
export const MAP_DATA_FIELDS = ['location', 'name', 'description', 'type', 'status'] as const;
export type MapDataField = (typeof MAP_DATA_FIELDS)[number];
export type MapDataFields = Record<MapDataField, string>;

/** A full entry as the API gives it to the admin; updatedAt is the version a PUT sends back. */
export interface MapDataEntry extends MapDataFields {
  id: string;
  createdAt: string;
  updatedAt: string;
  updatedBy: string;
}

const ENDPOINT = '/api/mapdata';

/**
 * The API answers the public shape (id, name, location) to anyone it does not take for the admin,
 * e.g. an unverified account holding the admin address. Editing that would blank the other fields.
 */
export function isFullEntryList(data: unknown): data is MapDataEntry[] {
  return (
    Array.isArray(data) &&
    data.every(
      (item) =>
        typeof item === 'object' &&
        item !== null &&
        typeof (item as MapDataEntry).id === 'string' &&
        typeof (item as MapDataEntry).updatedAt === 'string' &&
        MAP_DATA_FIELDS.every((field) => typeof (item as MapDataEntry)[field] === 'string'),
    )
  );
}

export async function listMapData(token: string, signal?: AbortSignal): Promise<MapDataEntry[]> {
  const data = await apiFetch<unknown>(ENDPOINT, { token, signal });
  if (!isFullEntryList(data)) {
    throw new ApiError(
      403,
      'The server did not send the full entries, so it does not take you for the admin. Is your e-mail address verified?',
    );
  }
  return data;
}

export const createMapData = (token: string, fields: MapDataFields) =>
  apiFetch<MapDataEntry>(ENDPOINT, { method: 'POST', token, body: fields });

/** Sends the version the admin loaded: the API answers 409 when another admin saved in between. */
export const updateMapData = (token: string, id: string, fields: MapDataFields, updatedAt: string) =>
  apiFetch<MapDataEntry>(`${ENDPOINT}/${encodeURIComponent(id)}`, {
    method: 'PUT',
    token,
    body: { id, ...fields, updatedAt },
  });

export const deleteMapData = (token: string, id: string) =>
  apiFetch<void>(`${ENDPOINT}/${encodeURIComponent(id)}`, { method: 'DELETE', token });
