import { allowedMethods } from './allowedMethods';

describe('allowedMethods', () => {
  it('lists every method the endpoint table routes at a path, with HEAD beside GET', () => {
    expect(allowedMethods('/api/mapdata')).toEqual(['GET', 'POST', 'HEAD']);
    expect(allowedMethods('/api/mapdata/some-id')).toEqual(['PUT', 'DELETE']);
    expect(allowedMethods('/api/sheets/map')).toEqual(['GET', 'HEAD']);
  });

  it('matches as Express does: any case, one trailing slash, a parameter is any one segment', () => {
    expect(allowedMethods('/API/MapData/')).toEqual(['GET', 'POST', 'HEAD']);
    expect(allowedMethods('/api/mapdata/%E2%82%AC')).toEqual(['PUT', 'DELETE']);
  });

  it('is empty for a path no endpoint has', () => {
    expect(allowedMethods('/api/nope')).toEqual([]);
    expect(allowedMethods('/api/mapdata/a/b/c/d')).toEqual([]);
    expect(allowedMethods('/api/mapdata//')).toEqual([]);
  });
});
