import { withApiServer, json } from '../support/apiServer';
import { CHAPEL, everything, resetMapData, SEEDED_AT, seeded } from '../support/mapDataState';

jest.setTimeout(30_000);

// Requests a probe sent that used to make a 500: ids that cannot name a document, malformed
// %-escapes in the path. Each must be a 4xx with the JSON error body, and write nothing.

describe('input that used to make a 500', () => {
  const api = withApiServer({ as: 'admin', memberEmail: 'malformed-member@saint-james.test' });

  beforeEach(() => resetMapData({ chapel: seeded(CHAPEL) }));

  // JSON text written by hand: a lone surrogate's escape reaches the parser as it is.
  it.each([
    ['a/b', 'a/b'],
    ['..', '..'],
    ['.', '.'],
    ['__x__', '__x__'],
    ['empty', ''],
    ['a lone surrogate', '\\ud800'],
    ['a lone low surrogate inside', 'x\\udc00y'],
    ['1,501 bytes', 'r'.repeat(1501)],
  ])(
    'POST /api/mapdata/chapel/revert with revision %s: 404 or 400, never a 500, nothing written',
    async (_what, revision) => {
      const before = await everything();
      const res = await api.call('POST', '/api/mapdata/chapel/revert', {
        raw: `{"revision": "${revision}", "updatedAt": "${SEEDED_AT}"}`,
      });
      expect([400, 404]).toContain(res.status);
      const body = await json(res);
      expect(body.code).toMatch(revision === '' ? /^invalid-field$/ : /^revision-not-found$/);
      expect(body.field).toBe('revision');
      expect(await everything()).toEqual(before);
    },
  );

  it.each([
    ['GET', '/api/sheets/%E0%A4%A'],
    ['GET', '/api/sheets/%'],
    ['PUT', '/api/mapdata/%E0%A4%A'],
    ['DELETE', '/api/mapdata/%ZZ'],
    ['GET', '/api/mapdata/%C0%80/history'],
    ['POST', '/api/mapdata/%ED%A0%80/restore'],
    ['POST', '/api/mapdata/%FF/revert'],
    ['GET', '/api/no-such-route/%E0%A4%A'],
  ])('%s %s (a malformed %%-escape): 400 invalid-path, nothing written', async (method, path) => {
    const before = await everything();
    const res = await api.call(method, path, method === 'GET' || method === 'DELETE' ? {} : { body: CHAPEL });
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    const body = await json(res);
    if (path.startsWith('/api/no-such-route')) {
      // A path no route has is a 404 whatever its escapes.
      expect([res.status, body.code]).toEqual([404, 'not-found']);
    } else {
      expect([res.status, body]).toEqual([
        400,
        { error: 'The address has a malformed %-escape (it is not UTF-8 text)', code: 'invalid-path' },
      ]);
    }
    expect(await everything()).toEqual(before);
  });

  // A key twice: the parsed body holds only the last, so '"name": "Mill", "name": ""' would save an
  // empty name and answer 201. Refused as the import refuses it.
  const fields = '"location": "", "description": "", "type": "", "status": ""';
  it.each([
    ['POST', '/api/mapdata', `{"name": "Mill", ${fields}, "name": ""}`, 'name'],
    [
      'PUT',
      '/api/mapdata/chapel',
      `{"name": "Mill", ${fields}, "status": "open", "updatedAt": "${SEEDED_AT}"}`,
      'status',
    ],
    [
      'POST',
      '/api/mapdata/chapel/revert',
      `{"revision": "a", "revision": "b", "updatedAt": "${SEEDED_AT}"}`,
      'revision',
    ],
  ])(
    '%s %s with a key given twice: 400 invalid-body naming the key, nothing written',
    async (method, path, raw, key) => {
      const before = await everything();
      const res = await api.call(method, path, { raw });
      expect(res.status).toBe(400);
      expect(await json(res)).toEqual({
        error: expect.stringMatching(new RegExp(`^${key}: given twice`)),
        code: 'invalid-body',
        field: key,
      });
      expect(await everything()).toEqual(before);
    },
  );

  it('an entry nested 20,000 levels deep (under the size limit): 400, never a 500, nothing written', async () => {
    const before = await everything();
    const raw = `{"name": ${'['.repeat(20_000)}${']'.repeat(20_000)}, ${fields}}`;
    const res = await api.call('POST', '/api/mapdata', { raw });
    expect(res.status).toBe(400);
    expect((await json(res)).code).toBe('invalid-body');
    expect(await everything()).toEqual(before);
  });
});
