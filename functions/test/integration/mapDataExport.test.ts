import { withApiServer, json, type Json } from '../support/apiServer';
import { CHAPEL, resetMapData, seeded } from '../support/mapDataState';

jest.setTimeout(30_000);

// GET /api/mapdata/export (GeoJSON and CSV), in-process against the Auth and Firestore emulators with real ID tokens.

describe('/api/mapdata/export', () => {
  const api = withApiServer({ base: '/api/mapdata', as: 'admin', memberEmail: 'history-member@saint-james.test' });
  const { call } = api;

  beforeEach(() => resetMapData({ chapel: seeded(CHAPEL) }));

  describe('export', () => {
    beforeEach(async () => {
      await call('POST', '', {
        body: { ...CHAPEL, location: '', name: '=HYPERLINK("x")', description: 'No place yet' },
      });
    });

    it('GeoJSON: a FeatureCollection of Points [lng, lat] with id, name, description, type and status', async () => {
      const res = await call('GET', '/export?format=geojson');
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('application/geo+json');
      expect(res.headers.get('content-disposition')).toMatch(
        /attachment; filename="saint-james-map-entries-.+\.geojson"/,
      );
      const collection = await json(res);
      expect(collection.type).toBe('FeatureCollection');
      const features = collection.features as Json[];
      expect(features[0]).toEqual({
        type: 'Feature',
        geometry: { type: 'Point', coordinates: [-59.638, 13.187] },
        properties: {
          id: 'chapel',
          name: CHAPEL.name,
          description: CHAPEL.description,
          type: 'landmark',
          status: 'open',
        },
      });
      expect(features[1].geometry).toBeNull();
    });

    it('CSV: a header row, one row per entry, a formula kept as text', async () => {
      const res = await call('GET', '/export?format=csv');
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/csv');
      const lines = (await res.text()).trimEnd().split('\r\n');
      expect(lines[0]).toBe('id,name,description,type,status,lat,lng');
      expect(lines[1]).toBe('chapel,Holetown Chapel,The oldest church of the parish,landmark,open,13.187,-59.638');
      expect(lines[2]).toMatch(/^[^,]+,"'=HYPERLINK\(""x""\)",No place yet,landmark,open,,$/);
    });

    it.each([['?format=kml'], [''], ['?format=']])(
      'an unknown or missing format (%p) is a 400 naming the field',
      async (query) => {
        const res = await call('GET', `/export${query}`);
        expect(res.status).toBe(400);
        expect(await json(res)).toMatchObject({ code: 'invalid-field', field: 'format' });
      },
    );
  });
});
