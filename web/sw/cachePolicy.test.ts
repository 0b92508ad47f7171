import { api, ENDPOINTS, pathOf, SHEET_TABS } from '@saint-james/api-contract';
import { documentFor, precacheAddress, runtimeCacheFor, type RequestFacts } from './cachePolicy';

const ORIGIN = 'https://saint-james.example';
const PINS = new URL('/pins/', ORIGIN);
const request = (path: string, facts: Partial<RequestFacts> = {}): RequestFacts => ({
  method: 'GET',
  url: new URL(path, ORIGIN),
  authorized: false,
  ...facts,
});
const cacheOf = (path: string, facts?: Partial<RequestFacts>, pins = PINS) =>
  runtimeCacheFor(request(path, facts), ORIGIN, pins);

describe('what the service worker keeps', () => {
  it('keeps the public data a page shows offline', () => {
    expect(cacheOf('/api/sheets/properties')).toBe('data');
    expect(cacheOf('/api/sheets/map')).toBe('data');
    expect(cacheOf('/api/sheets/colours')).toBe('data');
    expect(cacheOf('/api/mapdata')).toBe('data');
    expect(cacheOf('/api/pages/activity')).toBe('data');
    expect(cacheOf('/api/pages/activity/6')).toBe('data');
    expect(cacheOf('/pins/park-pin.webp')).toBe('pin');
  });

  it('keeps the pin icons of an image host on another origin', () => {
    const host = new URL('https://img.example/saint-james/');
    expect(cacheOf('https://img.example/saint-james/park-pin.png', {}, host)).toBe('pin');
    expect(cacheOf('https://img.example/other/park-pin.png', {}, host)).toBeNull();
  });

  it('never keeps what is sent with an Authorization header, even a public address', () => {
    expect(cacheOf('/api/mapdata', { authorized: true })).toBeNull();
    expect(cacheOf('/api/sheets/map', { authorized: true })).toBeNull();
  });

  it("never keeps a member's or the admin's answers, nor any other api address", () => {
    for (const path of [
      '/api/upland/status',
      '/api/upland/portfolio',
      '/api/upland/init-auth',
      '/api/account',
      '/api/mapdata/trash',
      '/api/mapdata/abc/history',
      '/api/mapdata/export?format=csv',
      '/api/health',
      '/api/sheets/',
      '/api/sheets/map/extra',
      '/api/pages/activity/6/history',
      '/api/pages/activity/6/revert',
      '/api/pages/other',
    ]) {
      expect([path, cacheOf(path)]).toEqual([path, null]);
    }
  });

  it('follows the endpoint table: every public read a page shows is kept, nothing that needs a session is', () => {
    for (const tab of SHEET_TABS) expect(cacheOf(pathOf(api.sheets.tab, { tab }))).toBe('data');
    expect(cacheOf(api.mapData.list.path)).toBe('data');
    expect(cacheOf(api.pages.list.path)).toBe('data');
    expect(cacheOf(pathOf(api.pages.get, { n: '8' }))).toBe('data');
    const private_ = ENDPOINTS.filter((entry) => entry.auth === 'required' || entry.auth === 'admin');
    expect(private_.length).toBeGreaterThan(5);
    for (const { method, path } of private_) {
      const address = path.replace(/:[A-Za-z]+/g, 'some-id');
      expect([method, path, cacheOf(address, { method })]).toEqual([method, path, null]);
    }
  });

  it('keeps only reads: a change is never answered from a copy', () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'HEAD']) {
      expect(cacheOf('/api/mapdata', { method })).toBeNull();
    }
  });

  it("leaves other origins alone (the basemap's tiles: the provider's terms forbid storing them)", () => {
    expect(cacheOf('https://a.basemaps.cartocdn.com/light_all/3/4/2.png')).toBeNull();
    expect(cacheOf('https://other.example/api/sheets/map')).toBeNull();
    expect(cacheOf('/media/splash.webm')).toBeNull();
    // The build's own files (the districts among them) are the precache's.
    expect(cacheOf('/saint-james-districts.geojson')).toBeNull();
  });
});

describe('the document a navigation opens', () => {
  const documents = new Set(['/', '/map', '/sheet', '/city-hall', '/urbanism']);

  it("is a page's own document where the build has one, index.html otherwise", () => {
    expect(documentFor('/map', documents)).toBe('/map');
    expect(documentFor('/city-hall', documents)).toBe('/city-hall');
    expect(documentFor('/sheet/', documents)).toBe('/sheet');
    expect(documentFor('/', documents)).toBe('/');
    expect(documentFor('/activity/page3', documents)).toBe('/');
    expect(documentFor('/dashboard', documents)).toBe('/');
    expect(documentFor('/no-such-page', documents)).toBe('/');
  });

  it('is none for what Hosting answers with something else than a page', () => {
    for (const path of [
      '/api/sheets/map',
      '/api',
      '/assets/app-1234.js',
      '/__/auth/handler',
      '/robots.txt',
      '/map.html',
    ]) {
      expect([path, documentFor(path, documents)]).toEqual([path, null]);
    }
  });
});

describe('precacheAddress', () => {
  it('names the page documents by their clean address, as Hosting serves them', () => {
    expect(precacheAddress('index.html')).toBe('/');
    expect(precacheAddress('map.html')).toBe('/map');
    expect(precacheAddress('city-hall.html')).toBe('/city-hall');
    expect(precacheAddress('assets/MapPage-Bn6F_EsJ.js')).toBe('assets/MapPage-Bn6F_EsJ.js');
    expect(precacheAddress('media/hero.svg')).toBe('media/hero.svg');
  });
});
