// A group of the endpoint table (../endpoints.ts); why a file each: ./sheets.ts.
import { endpoint, type EndpointGroup } from '../endpoint';
import { MapDataListSchema } from '../mapData';

/** The map's entries as anyone reads them (a visitor, a member, the admin). */
export const mapDataReadEndpoints = {
  list: endpoint({ method: 'GET', path: '/api/mapdata', auth: 'optional', answer: MapDataListSchema }),
} as const satisfies EndpointGroup;
