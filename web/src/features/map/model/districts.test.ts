import {
  DEFAULT_DISTRICT_COLOR,
  districtCollection,
  districtCorners,
  districtLabel,
  districtMapLink,
  districtStyle,
  findDistrict,
  yourDistricts,
  yoursIn,
} from './districts';

describe('districtStyle', () => {
  it('takes the colour from properties.color, fill opacity 0.3, weight 2', () => {
    expect(districtStyle({ properties: { color: '#e4572e' } })).toEqual({
      color: '#e4572e',
      fillColor: '#e4572e',
      fillOpacity: 0.3,
      weight: 2,
    });
  });

  it('defaults to blue when the colour is missing or not a plain colour', () => {
    for (const color of [undefined, '', 42, 'red; background: url(x)', 'url(javascript:1)']) {
      expect(districtStyle({ properties: { color } }).color).toBe(DEFAULT_DISTRICT_COLOR);
    }
    expect(districtStyle(undefined).color).toBe(DEFAULT_DISTRICT_COLOR);
    expect(districtStyle({ properties: null }).fillColor).toBe(DEFAULT_DISTRICT_COLOR);
  });
});

describe('districtLabel', () => {
  it('is properties.name, or empty', () => {
    expect(districtLabel({ properties: { name: ' Holetown ' } })).toBe('Holetown');
    expect(districtLabel({ properties: {} })).toBe('');
    expect(districtLabel({ properties: { name: 7 } })).toBe('');
  });
});

describe('districtCollection', () => {
  it('accepts a FeatureCollection and nothing else', () => {
    const collection = { type: 'FeatureCollection', features: [] };
    expect(districtCollection(collection)).toBe(collection);
    expect(districtCollection({ type: 'Feature' })).toBeNull();
    expect(districtCollection('<html>')).toBeNull();
    expect(districtCollection(null)).toBeNull();
  });
});

describe("a linked member's districts", () => {
  const holetown = { type: 'Feature', properties: { name: 'Holetown' }, geometry: null } as const;
  const oistins = { type: 'Feature', properties: { name: 'Oistins' }, geometry: null } as const;
  const yours = yourDistricts([{ neighborhood: 'Holetown' }, { neighborhood: 'Holetown' }, { neighborhood: 'Bay' }]);

  it('counts their properties per district, and outlines only those districts', () => {
    expect(yoursIn(yours, 'Holetown')).toBe(2);
    expect(yoursIn(yours, 'Bay')).toBe(1);
    expect(districtStyle(holetown, yours)).toMatchObject({ weight: 4, className: 'district-yours' });
    expect(districtStyle(oistins, yours)).toEqual(districtStyle(oistins));
    expect(districtStyle(holetown, null)).not.toHaveProperty('className');
  });

  it('matches a neighbourhood to its district as /map?district= does: accents, case and spacing aside', () => {
    const typed = yourDistricts([{ neighborhood: ' HOLETOWN' }, { neighborhood: 'Vallee' }, { neighborhood: '  ' }]);
    expect(yoursIn(typed, 'Holetown')).toBe(1);
    expect(yoursIn(typed, 'Vallée')).toBe(1);
    expect(yoursIn(typed, 'Oistins')).toBe(0);
    expect(typed.size).toBe(2);
    expect(districtStyle(holetown, typed)).toMatchObject({ className: 'district-yours' });
    expect(yoursIn(null, 'Holetown')).toBe(0);
  });
});

describe('the district a neighbourhood names (/map?district=…)', () => {
  const square = {
    type: 'Polygon' as const,
    coordinates: [
      [
        [0, 0],
        [1, 0],
        [1, 1],
        [0, 0],
      ],
    ],
  };
  const file: GeoJSON.FeatureCollection = {
    type: 'FeatureCollection',
    features: [
      { type: 'Feature', properties: { name: 'Holetown' }, geometry: square },
      { type: 'Feature', properties: { name: 'Mount  Standfast' }, geometry: square },
      { type: 'Feature', properties: null, geometry: square },
    ],
  };

  it('is found whatever the accents, case and spacing', () => {
    expect(findDistrict(file, ' holetown ')?.properties?.name).toBe('Holetown');
    expect(findDistrict(file, 'Hôletown')?.properties?.name).toBe('Holetown');
    expect(findDistrict(file, 'Mount Standfast')?.properties?.name).toBe('Mount  Standfast');
  });

  it('is null for a name the file does not draw, and for no name at all', () => {
    expect(findDistrict(file, 'Speightstown')).toBeNull();
    expect(findDistrict(file, '  ')).toBeNull();
  });

  it('is linked to with its name in the query', () => {
    expect(districtMapLink(' Sandy Lane ')).toBe('/map?district=Sandy+Lane');
  });
});

describe('districtCorners', () => {
  const polygon = (ring: number[][]): GeoJSON.Feature => ({
    type: 'Feature',
    properties: {},
    geometry: { type: 'Polygon', coordinates: [ring] },
  });

  it('is the box around every district, polygons and multipolygons alike (GeoJSON is lng, lat)', () => {
    const collection: GeoJSON.FeatureCollection = {
      type: 'FeatureCollection',
      features: [
        polygon([
          [-59.64, 13.2],
          [-59.62, 13.21],
          [-59.63, 13.18],
        ]),
        {
          type: 'Feature',
          properties: {},
          geometry: { type: 'MultiPolygon', coordinates: [[[[-59.61, 13.15]]], [[[-59.65, 13.24]]]] },
        },
      ],
    };
    expect(districtCorners(collection)).toEqual([
      { lat: 13.15, lng: -59.65 },
      { lat: 13.24, lng: -59.61 },
    ]);
  });

  it('is nothing for a file without coordinates', () => {
    expect(districtCorners({ type: 'FeatureCollection', features: [] })).toEqual([]);
    const noGeometry = { type: 'Feature', properties: {}, geometry: null } as unknown as GeoJSON.Feature;
    expect(districtCorners({ type: 'FeatureCollection', features: [noGeometry] })).toEqual([]);
  });
});
