import { formatViewHash, parseViewHash } from './mapView';

describe('parseViewHash', () => {
  it('reads #lat,lng,zoom', () => {
    expect(parseViewHash('#13.188,-59.634,15')).toEqual({ lat: 13.188, lng: -59.634, zoom: 15 });
    expect(parseViewHash('0,0,2')).toEqual({ lat: 0, lng: 0, zoom: 2 });
  });

  it.each([
    [''],
    ['#'],
    ['#13.1,-59.6'],
    ['#13.1,-59.6,15,1'],
    ['#north,-59.6,15'],
    ['#95,0,3'],
    ['#13,-59,40'],
    ['#13,-59,0'],
    ['#13,-59,'],
  ])('names no view in %j', (hash) => {
    expect(parseViewHash(hash)).toBeNull();
  });
});

describe('formatViewHash', () => {
  it('writes five decimals and the zoom, and reads back', () => {
    const hash = formatViewHash({ lat: 13.1880012, lng: -59.6340049, zoom: 15 });
    expect(hash).toBe('#13.18800,-59.63400,15');
    expect(parseViewHash(hash)).toEqual({ lat: 13.188, lng: -59.634, zoom: 15 });
  });

  it('wraps a longitude panned around the world back into ±180', () => {
    expect(formatViewHash({ lat: 0, lng: 190, zoom: 2 })).toBe('#0.00000,-170.00000,2');
  });
});
