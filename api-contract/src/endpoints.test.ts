import * as v from 'valibot';
import { pathOf, type AnswerOf, type BodyOf, type ParamsOf, type SentAnswerOf } from './endpoint';
import { api, ENDPOINTS } from './endpoints';

describe('the endpoint table', () => {
  it('lists every endpoint once, each under /api with its own method and path', () => {
    const routes = ENDPOINTS.map((entry) => `${entry.method} ${entry.path}`);
    expect(new Set(routes).size).toBe(routes.length);
    expect(routes).toContain('PUT /api/mapdata/:id');
    expect(routes).toContain('GET /api/upland/status');
    for (const entry of ENDPOINTS) expect(entry.path).toMatch(/^\/api\/[a-z-]+(\/(:[A-Za-z]+|[a-z-]+))*$/);
  });

  it('gives a body only to POST and PUT, and a 204 only to what answers nothing', () => {
    for (const entry of ENDPOINTS) {
      if (entry.body !== undefined) expect(['POST', 'PUT']).toContain(entry.method);
      expect(entry.answer === 'no-content').toBe(entry.status === 204);
    }
  });

  it('names a schema for every path parameter it declares, and only for those', () => {
    for (const entry of ENDPOINTS) {
      const names = [...entry.path.matchAll(/:([A-Za-z]+)/g)].map((match) => match[1]);
      if (entry.params) expect(Object.keys(entry.params).sort()).toEqual(names.sort());
    }
  });
});

describe('pathOf', () => {
  it('fills the path parameters, URL-encoded', () => {
    expect(pathOf(api.mapData.update, { id: 'a b/c' })).toBe('/api/mapdata/a%20b%2Fc');
    expect(pathOf(api.mapData.history, { id: 'x1' })).toBe('/api/mapdata/x1/history');
    expect(pathOf(api.mapData.list)).toBe('/api/mapdata');
  });

  it('adds the query parameters that have a value', () => {
    expect(pathOf(api.mapData.export, {}, { format: 'csv' })).toBe('/api/mapdata/export?format=csv');
    expect(pathOf(api.mapData.import, {}, { dryRun: undefined })).toBe('/api/mapdata/import');
    expect(pathOf(api.mapData.import, {}, { dryRun: '1' })).toBe('/api/mapdata/import?dryRun=1');
  });

  it('refuses to build an address with a parameter missing', () => {
    expect(() => pathOf(api.mapData.restore, {})).toThrow('POST /api/mapdata/:id/restore: no value for :id');
  });
});

describe('the types read off an entry', () => {
  it('type the parameters, the body and the answer (checked by the compiler)', () => {
    const params: ParamsOf<typeof api.mapData.update> = { id: 'x' };
    // @ts-expect-error -- a tab the spreadsheet does not have
    const badTab: ParamsOf<typeof api.sheets.tab> = { tab: 'nope' };
    const body: BodyOf<typeof api.mapData.create> = { location: '', name: '', description: '', type: '', status: '' };
    // @ts-expect-error -- the create body has no 'colour'
    const badBody: BodyOf<typeof api.mapData.create> = { ...body, colour: 'red' };
    const sent: SentAnswerOf<typeof api.upland.status> = { linked: false };
    // @ts-expect-error -- a status answer says whether the member is linked
    const badSent: SentAnswerOf<typeof api.upland.status> = { username: 'x' };
    const nothing: AnswerOf<typeof api.mapData.remove> = undefined;
    expect([params, badTab, badBody, badSent, nothing]).toHaveLength(5);
    expect(v.is(api.upland.status.answer, sent)).toBe(true);
  });

  it('read the admin list and the public one from GET /api/mapdata', () => {
    const entry = {
      id: 'a',
      location: '',
      name: 'n',
      description: '',
      type: '',
      status: '',
      createdAt: 't',
      updatedAt: 't',
      updatedBy: 'admin@x',
    };
    expect(v.parse(api.mapData.list.answer, [entry])).toEqual([entry]);
    const item = { id: 'a', name: 'n', location: '1,2', description: 'd', type: 'shop', status: 'closed' };
    expect(v.parse(api.mapData.list.answer, [item])).toEqual([item]);
    expect(v.is(api.mapData.list.answer, [{ id: 'a', name: 3 }])).toBe(false);
    // A public item says what the entry is: without its description, type and status it is refused.
    expect(v.is(api.mapData.list.answer, [{ id: 'a', name: 'n', location: '1,2' }])).toBe(false);
  });
});
