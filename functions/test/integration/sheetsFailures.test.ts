import { CACHE_CONTROL, PROPERTIES, sheetAnswer, sheetsHarness } from '../support/sheetsApi';
import type { ApiDeps } from '../../src/app';
import type { SheetsConfig } from '../../src/config';
import type { GoogleSheetsStandIn } from '../support/googleSheetsStandIn';
// GET /api/sheets/{tab} when Google fails: the 502, the stale copy and the back-off.

const h = sheetsHarness();

describe('when Google fails and there is no copy: 502 {"error": "Failed to fetch sheet"}', () => {
  const cases: [
    string,
    (g: GoogleSheetsStandIn) => { sheets?: Partial<SheetsConfig>; deps?: Partial<ApiDeps> },
    RegExp,
  ][] = [
    ['400 invalid API key', () => ({ sheets: { apiKey: 'not-a-key' } }), /400 INVALID_ARGUMENT: API key not valid/],
    [
      '403 key restricted to other APIs',
      () => ({ sheets: { apiKey: 'blocked-key' } }),
      /403 PERMISSION_DENIED: Requests to this API/,
    ],
    [
      '403 spreadsheet not shared',
      (g) => (g.setShared(false), {}),
      /403 PERMISSION_DENIED: The caller does not have permission/,
    ],
    [
      '404 unknown spreadsheet',
      () => ({ sheets: { spreadsheetId: 'someone-elses' } }),
      /404 NOT_FOUND: Requested entity was not found/,
    ],
    ['500 Google internal error', (g) => (g.setOutage(500), {}), /500 INTERNAL/],
    ['503 Google unavailable', (g) => (g.setOutage(503), {}), /503 UNAVAILABLE/],
    [
      'no answer before the timeout',
      (g) => (g.setLatency(3000), { sheets: { timeoutMs: 200 } }),
      /no answer within 200 ms/,
    ],
    ['Google unreachable', () => ({ sheets: { baseUrl: 'http://127.0.0.1:1' } }), /unreachable: network failure/],
    [
      'an answer that is not JSON',
      () => ({ deps: { fetch: (async () => new Response('<html>oops</html>', { status: 200 })) as typeof fetch } }),
      /not JSON/,
    ],
  ];

  it.each(cases)('%s', async (_, arrange, logPattern) => {
    const { sheets, deps } = arrange(h.google);
    const { get } = await h.api(sheets, deps);
    const res = await get('properties');
    expect(res.status).toBe(502);
    expect(await sheetAnswer(res)).toEqual({ error: 'Failed to fetch sheet', code: 'sheet-fetch-failed' });
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('x-sheet-stale')).toBeNull();
    expect(h.logged()).toMatch(logPattern);
  });

  it('400 bad range (the tab was renamed in the spreadsheet)', async () => {
    const tabs = { [PROPERTIES]: [['a']] };
    await h.restartGoogle({ tabs });
    const res = await (await h.api()).get('colours');
    expect(res.status).toBe(502);
    expect(h.logged()).toContain("400 INVALID_ARGUMENT: Unable to parse range: '3. colour scheme'!A1:D35");
  });

  it('429 quota exhausted', async () => {
    await h.restartGoogle({ readsPerMinute: 0 });
    const res = await (await h.api()).get('properties');
    expect(res.status).toBe(502);
    expect(await sheetAnswer(res)).toEqual({ error: 'Failed to fetch sheet', code: 'sheet-fetch-failed' });
    expect(h.logged()).toMatch(/429 RESOURCE_EXHAUSTED: Quota exceeded for quota metric 'Read requests'/);
  });

  it('never puts the API key in an answer or a log line', async () => {
    h.google.setOutage(503);
    const res = await (await h.api({ apiKey: h.google.apiKey })).get('properties');
    expect(await res.text()).not.toContain(h.google.apiKey);
    expect(h.logged()).not.toContain(h.google.apiKey);
  });
});

describe('stale fallback', () => {
  it('serves the last good copy marked stale, backs off for 5 s, then recovers', async () => {
    const { get } = await h.api();
    const fresh = await get('properties');
    const freshBody = await sheetAnswer(fresh);
    expect(h.google.readsOf(PROPERTIES)).toBe(1);

    h.google.setOutage(503);
    h.advance(6000);
    const stale = await get('properties');
    expect(stale.status).toBe(200);
    expect(stale.headers.get('x-sheet-stale')).toBe('true');
    expect(stale.headers.get('cache-control')).toBe(CACHE_CONTROL);
    expect(await sheetAnswer(stale)).toEqual(freshBody);
    expect(h.google.readsOf(PROPERTIES)).toBe(2);

    // Within 5 s of the failure Google is not asked again.
    h.advance(2000);
    expect((await get('properties')).headers.get('x-sheet-stale')).toBe('true');
    expect(h.google.readsOf(PROPERTIES)).toBe(2);

    h.google.setOutage(null);
    h.advance(3000);
    const recovered = await get('properties');
    expect(recovered.headers.get('x-sheet-stale')).toBeNull();
    // Google answered again, with the same rows: the same version (fetchedAt: when it first came).
    expect(await sheetAnswer(recovered)).toEqual(freshBody);
    expect(h.google.readsOf(PROPERTIES)).toBe(3);
  });

  it('falls back to the copy when the quota runs out', async () => {
    await h.restartGoogle({ readsPerMinute: 1 });
    const { get } = await h.api();
    expect((await get('map')).status).toBe(200);
    h.advance(5000);
    const res = await get('map');
    expect(res.status).toBe(200);
    expect(res.headers.get('x-sheet-stale')).toBe('true');
    expect(h.google.reads.map((r) => r.status)).toEqual([200, 429]);
  });

  it('with no copy, backs off too: one failed call answers 502 for 5 s', async () => {
    h.google.setOutage(500);
    const { get } = await h.api();
    expect((await get('map')).status).toBe(502);
    h.advance(4000);
    expect((await get('map')).status).toBe(502);
    expect(h.google.readsOf('5. map')).toBe(1);
    h.google.setOutage(null);
    h.advance(1000);
    expect((await get('map')).status).toBe(200);
    expect(h.google.readsOf('5. map')).toBe(2);
  });
});
