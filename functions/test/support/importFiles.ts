/** Import files as tests write them: GeoJSON features and collections, CSV in the export's shape. */
import type { ApiServer, Json } from './apiServer';

export const feature = (properties: Json | null, coordinates: [number, number] | null = [-59.6, 13.2]) => ({
  type: 'Feature',
  geometry: coordinates ? { type: 'Point', coordinates } : null,
  properties,
});

export const collection = (...features: unknown[]) => JSON.stringify({ type: 'FeatureCollection', features });

export const CSV_HEADER = 'id,name,description,type,status,lat,lng';

/** A CSV file: the export's header, then each row, every line ending in CRLF as the export writes. */
export const csvFile = (...rows: string[]) => [CSV_HEADER, ...rows].map((line) => `${line}\r\n`).join('');

/** POST /import (with ?dryRun=1 when asked) of a GeoJSON or a CSV body, on a server based at /api/mapdata. */
export function importer(call: ApiServer['call']) {
  const send = (raw: string, contentType: string, dryRun: boolean) =>
    call('POST', `/import${dryRun ? '?dryRun=1' : ''}`, { raw, contentType });
  return {
    geojson: (raw: string, dryRun = false) => send(raw, 'application/geo+json', dryRun),
    csv: (raw: string, dryRun = false) => send(raw, 'text/csv', dryRun),
  };
}
