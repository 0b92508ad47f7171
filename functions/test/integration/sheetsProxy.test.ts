import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { createApp, type ApiDeps } from '../../src/app';
import type { SheetsConfig } from '../../src/config';
import { demoWorkbook } from '../../src/sheets/demoWorkbook';
import { startGoogleSheetsStandIn, type GoogleSheetsStandIn } from '../support/googleSheetsStandIn';
import { recordingLog } from '../support/recordingLog';
import { listen } from '../support/server';
import { testConfig } from '../support/testConfig';

// GET /api/sheets/{tab}: the api app in-process, its real Google code path pointed at the local
// Google Sheets stand-in (which answers in Google's shapes), and an injected clock for the cache.

const CACHE_CONTROL = 'public, max-age=5, s-maxage=5';
const PROPERTIES = '4. properties';
const COLOURS = '3. colour scheme';

// The sheets routes never touch Firestore; createApp still wants one (lazy: no connection made).
const adminApp =
  getApps().find((a) => a.name === 'sheets-tests') ?? initializeApp({ projectId: 'demo-sj-test' }, 'sheets-tests');
const firestore = getFirestore(adminApp);
const verifyIdToken: ApiDeps['verifyIdToken'] = async () => {
  throw new Error('no token checks in these tests');
};

let clock = Date.parse('2026-11-22T12:00:00.000Z');
const advance = (ms: number) => {
  clock += ms;
};

let google: GoogleSheetsStandIn;
const servers: { close: () => Promise<void> }[] = [];
let recorder = recordingLog();

beforeEach(async () => {
  google = await startGoogleSheetsStandIn({ blockedKeys: ['blocked-key'] });
  recorder = recordingLog();
});
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
  await google.close();
});

/** The api app with its sheets config pointed at the stand-in (override what a test needs). */
async function api(sheets: Partial<SheetsConfig> = {}, deps: Partial<ApiDeps> = {}) {
  const config = testConfig();
  config.sheets = {
    baseUrl: google.url,
    spreadsheetId: google.spreadsheetId,
    apiKey: google.apiKey,
    useDemoWorkbook: false,
    ...sheets,
  };
  const server = await listen(
    createApp({ config, verifyIdToken, firestore, now: () => clock, log: recorder.log, ...deps }),
  );
  servers.push(server);
  return {
    get: (tab: string, headers: Record<string, string> = {}) => fetch(`${server.url}/api/sheets/${tab}`, { headers }),
  };
}

interface SheetAnswer {
  values: string[][];
  fetchedAt: string;
  error?: string;
  code?: string;
}
const json = async (res: Response) => (await res.json()) as SheetAnswer;

const logged = () => recorder.text();

describe('configuration', () => {
  it.each([
    ['no API key', { apiKey: '' }],
    ['no spreadsheet id', { spreadsheetId: '' }],
  ])('answers 500 "Missing Google Sheets configuration" with %s, without calling Google', async (_, sheets) => {
    const res = await (await api(sheets)).get('properties');
    expect(res.status).toBe(500);
    expect(await json(res)).toEqual({ error: 'Missing Google Sheets configuration', code: 'sheets-not-configured' });
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(google.reads).toHaveLength(0);
  });

  it('serves the demo workbook in the emulator with no key, with the cache headers', async () => {
    const res = await (await api({ apiKey: '', spreadsheetId: '', useDemoWorkbook: true })).get('colours');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe(CACHE_CONTROL);
    const body = await json(res);
    expect(body.values).toEqual(demoWorkbook.colours.values);
    expect(body.fetchedAt).toBe(new Date(clock).toISOString());
    expect(google.reads).toHaveLength(0);
  });

  it('answers 404 for a tab that is not one of properties, map, colours', async () => {
    const res = await (await api()).get('secrets');
    expect(res.status).toBe(404);
    expect((await json(res)).error).toMatch(/properties, map, colours/);
  });
});

describe('reading Google', () => {
  it('answers {values, fetchedAt} from values.get with Cache-Control public, max-age=5, s-maxage=5', async () => {
    google.setTab(COLOURS, [
      ['Zone', 'Colour name', 'Hex', 'Use'],
      ['Residential', '', '', ''],
      ['Cottage', 'Sea Foam', '#9fe2bf', 'Plots zoned cottage'],
    ]);
    const res = await (await api()).get('colours');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('cache-control')).toBe(CACHE_CONTROL);
    expect(res.headers.get('x-sheet-stale')).toBeNull();
    expect(await json(res)).toEqual({
      // Google drops trailing empty cells: the section row comes back as one cell.
      values: [
        ['Zone', 'Colour name', 'Hex', 'Use'],
        ['Residential'],
        ['Cottage', 'Sea Foam', '#9fe2bf', 'Plots zoned cottage'],
      ],
      fetchedAt: new Date(clock).toISOString(),
    });
    expect(google.reads).toEqual([expect.objectContaining({ title: COLOURS, status: 200 })]);
  });

  it('reads the whole properties range: a header and 2,367 rows of nine columns', async () => {
    const body = await json(await (await api()).get('properties'));
    expect(body.values).toHaveLength(2368);
    expect(body.values[0][4]).toBe('Address');
    expect(body.values[0][8]).toBe('Tier');
    expect(google.readsOf(PROPERTIES)).toBe(1);
  });

  it('shares one upstream call between concurrent requests and one copy for 5 s', async () => {
    google.setLatency(150);
    const { get } = await api();
    const answers = await Promise.all(Array.from({ length: 40 }, () => get('properties')));
    expect(answers.map((r) => r.status)).toEqual(Array(40).fill(200));
    expect(google.readsOf(PROPERTIES)).toBe(1);

    advance(4999);
    expect((await get('properties')).status).toBe(200);
    expect(google.readsOf(PROPERTIES)).toBe(1);

    advance(1);
    const later = await get('properties');
    expect(later.status).toBe(200);
    expect(google.readsOf(PROPERTIES)).toBe(2);
    // Each tab has its own copy.
    await get('map');
    expect(google.readsOf('5. map')).toBe(1);
  });

  it('answers 304 to a revalidation with the current ETag', async () => {
    const { get } = await api();
    const first = await get('map');
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    // A CDN revalidating sends max-age=0; Hosting forwards every request to a function with
    // Cache-Control: no-cache. Both get the 304 (the origin answers If-None-Match whatever the
    // request's cache directives).
    for (const cacheControl of ['max-age=0', 'no-cache, no-store']) {
      const again = await get('map', { 'If-None-Match': etag!, 'Cache-Control': cacheControl });
      expect(again.status).toBe(304);
      expect(again.headers.get('cache-control')).toBe(CACHE_CONTROL);
      expect(again.headers.get('etag')).toBe(etag);
    }
    const other = await get('map', { 'If-None-Match': 'W/"something-else"' });
    expect(other.status).toBe(200);
  });

  it('keeps the ETag (and fetchedAt) while Google returns the same rows: every later poll is a 304', async () => {
    const { get } = await api();
    const first = await get('properties');
    const etag = first.headers.get('etag')!;
    const { fetchedAt } = await json(first);

    advance(6000); // past the 5 s cache: Google is read again, and says the same
    const again = await get('properties', { 'If-None-Match': etag });
    expect(google.readsOf(PROPERTIES)).toBe(2);
    expect(again.status).toBe(304);
    expect((await again.arrayBuffer()).byteLength).toBe(0);
    expect((await json(await get('properties'))).fetchedAt).toBe(fetchedAt);

    // A changed cell is a new version: a new ETag, and the full answer.
    advance(6000);
    const rows = demoWorkbook.properties.values.map((row) => [...row]);
    rows[1][8] = '4';
    google.setTab(PROPERTIES, rows);
    const changed = await get('properties', { 'If-None-Match': etag });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
    expect((await json(changed)).values[1][8]).toBe('4');
  });

  it('gzips the answer for a caller that accepts it (Vary: Accept-Encoding), plain otherwise', async () => {
    const { get } = await api();
    // Node's fetch asks for gzip and decodes it: compare what came over the wire with a plain ask.
    const zipped = await get('properties', { 'Accept-Encoding': 'gzip' });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(zipped.headers.get('vary')).toMatch(/Accept-Encoding/);
    const wireSize = Number(zipped.headers.get('content-length'));
    const plain = await get('properties', { 'Accept-Encoding': 'identity' });
    expect(plain.headers.get('content-encoding')).toBeNull();
    const plainSize = Number(plain.headers.get('content-length'));
    expect(await zipped.json()).toEqual(await plain.json());
    // 350 KB of JSON: about a seventh over the wire.
    expect(plainSize).toBeGreaterThan(300_000);
    expect(wireSize).toBeLessThan(plainSize / 4);
  });
});

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
    const { sheets, deps } = arrange(google);
    const { get } = await api(sheets, deps);
    const res = await get('properties');
    expect(res.status).toBe(502);
    expect(await json(res)).toEqual({ error: 'Failed to fetch sheet', code: 'sheet-fetch-failed' });
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('x-sheet-stale')).toBeNull();
    expect(logged()).toMatch(logPattern);
  });

  it('400 bad range (the tab was renamed in the spreadsheet)', async () => {
    const tabs = { [PROPERTIES]: [['a']] };
    await google.close();
    google = await startGoogleSheetsStandIn({ tabs });
    const res = await (await api()).get('colours');
    expect(res.status).toBe(502);
    expect(logged()).toContain("400 INVALID_ARGUMENT: Unable to parse range: '3. colour scheme'!A1:D35");
  });

  it('429 quota exhausted', async () => {
    await google.close();
    google = await startGoogleSheetsStandIn({ readsPerMinute: 0 });
    const res = await (await api()).get('properties');
    expect(res.status).toBe(502);
    expect(await json(res)).toEqual({ error: 'Failed to fetch sheet', code: 'sheet-fetch-failed' });
    expect(logged()).toMatch(/429 RESOURCE_EXHAUSTED: Quota exceeded for quota metric 'Read requests'/);
  });

  it('never puts the API key in an answer or a log line', async () => {
    google.setOutage(503);
    const res = await (await api({ apiKey: google.apiKey })).get('properties');
    expect(await res.text()).not.toContain(google.apiKey);
    expect(logged()).not.toContain(google.apiKey);
  });
});

describe('stale fallback', () => {
  it('serves the last good copy marked stale, backs off for 5 s, then recovers', async () => {
    const { get } = await api();
    const fresh = await get('properties');
    const freshBody = await json(fresh);
    expect(google.readsOf(PROPERTIES)).toBe(1);

    google.setOutage(503);
    advance(6000);
    const stale = await get('properties');
    expect(stale.status).toBe(200);
    expect(stale.headers.get('x-sheet-stale')).toBe('true');
    expect(stale.headers.get('cache-control')).toBe(CACHE_CONTROL);
    expect(await json(stale)).toEqual(freshBody);
    expect(google.readsOf(PROPERTIES)).toBe(2);

    // Within 5 s of the failure Google is not asked again.
    advance(2000);
    expect((await get('properties')).headers.get('x-sheet-stale')).toBe('true');
    expect(google.readsOf(PROPERTIES)).toBe(2);

    google.setOutage(null);
    advance(3000);
    const recovered = await get('properties');
    expect(recovered.headers.get('x-sheet-stale')).toBeNull();
    // Google answered again, with the same rows: the same version (fetchedAt: when it first came).
    expect(await json(recovered)).toEqual(freshBody);
    expect(google.readsOf(PROPERTIES)).toBe(3);
  });

  it('falls back to the copy when the quota runs out', async () => {
    await google.close();
    google = await startGoogleSheetsStandIn({ readsPerMinute: 1 });
    const { get } = await api();
    expect((await get('map')).status).toBe(200);
    advance(5000);
    const res = await get('map');
    expect(res.status).toBe(200);
    expect(res.headers.get('x-sheet-stale')).toBe('true');
    expect(google.reads.map((r) => r.status)).toEqual([200, 429]);
  });

  it('with no copy, backs off too: one failed call answers 502 for 5 s', async () => {
    google.setOutage(500);
    const { get } = await api();
    expect((await get('map')).status).toBe(502);
    advance(4000);
    expect((await get('map')).status).toBe(502);
    expect(google.readsOf('5. map')).toBe(1);
    google.setOutage(null);
    advance(1000);
    expect((await get('map')).status).toBe(200);
    expect(google.readsOf('5. map')).toBe(2);
  });
});
