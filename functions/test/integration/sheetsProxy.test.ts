import { CACHE_CONTROL, COLOURS, PROPERTIES, sheetAnswer, sheetsHarness } from '../support/sheetsApi';
import { demoWorkbook } from '../../src/sheets/demoWorkbook';
// GET /api/sheets/{tab} reading Google (the stand-in): configuration, answers, the cache, ETags and gzip.

const h = sheetsHarness();

describe('configuration', () => {
  it.each([
    ['no API key', { apiKey: '' }],
    ['no spreadsheet id', { spreadsheetId: '' }],
  ])('answers 500 "Missing Google Sheets configuration" with %s, without calling Google', async (_, sheets) => {
    const res = await (await h.api(sheets)).get('properties');
    expect(res.status).toBe(500);
    expect(await sheetAnswer(res)).toEqual({
      error: 'Missing Google Sheets configuration',
      code: 'sheets-not-configured',
    });
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(h.google.reads).toHaveLength(0);
  });

  it('serves the demo workbook in the emulator with no key, with the cache headers', async () => {
    const res = await (await h.api({ apiKey: '', spreadsheetId: '', useDemoWorkbook: true })).get('colours');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe(CACHE_CONTROL);
    const body = await sheetAnswer(res);
    expect(body.values).toEqual(demoWorkbook.colours.values);
    expect(body.fetchedAt).toBe(new Date(h.now).toISOString());
    expect(h.google.reads).toHaveLength(0);
  });

  it('answers 404 for a tab that is not one of properties, map, colours', async () => {
    const res = await (await h.api()).get('secrets');
    expect(res.status).toBe(404);
    expect((await sheetAnswer(res)).error).toMatch(/properties, map, colours/);
  });
});

describe('reading Google', () => {
  it('answers {values, fetchedAt} from values.get with Cache-Control public, max-age=5, s-maxage=5', async () => {
    h.google.setTab(COLOURS, [
      ['Zone', 'Colour name', 'Hex', 'Use'],
      ['Residential', '', '', ''],
      ['Cottage', 'Sea Foam', '#9fe2bf', 'Plots zoned cottage'],
    ]);
    const res = await (await h.api()).get('colours');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('cache-control')).toBe(CACHE_CONTROL);
    expect(res.headers.get('x-sheet-stale')).toBeNull();
    expect(await sheetAnswer(res)).toEqual({
      // Google drops trailing empty cells: the section row comes back as one cell.
      values: [
        ['Zone', 'Colour name', 'Hex', 'Use'],
        ['Residential'],
        ['Cottage', 'Sea Foam', '#9fe2bf', 'Plots zoned cottage'],
      ],
      fetchedAt: new Date(h.now).toISOString(),
    });
    expect(h.google.reads).toEqual([expect.objectContaining({ title: COLOURS, status: 200 })]);
  });

  it('reads the whole properties range: a header and 2,367 rows of nine columns', async () => {
    const body = await sheetAnswer(await (await h.api()).get('properties'));
    expect(body.values).toHaveLength(2368);
    expect(body.values[0][4]).toBe('Address');
    expect(body.values[0][8]).toBe('Tier');
    expect(h.google.readsOf(PROPERTIES)).toBe(1);
  });

  it("never serves a property's owner id, minting or sync date: columns 1, 6 and 7 blank in every row, the rest as read", async () => {
    const header = ['Property ID', 'Owner ID', 'Neighborhood', 'Street', 'Address', 'Size', 'Minted', 'Synced', 'Tier'];
    h.google.setTab(PROPERTIES, [
      header,
      ['81', 'owner-a', 'Holetown', 'Bay St', '1 Bay St', '120', '2024-01-02', '2026-11-01', '2'],
      ['82', 'owner-b', 'Holetown', 'Bay St', '2 Bay St', '99', '2024-01-03'],
    ]);
    const body = await sheetAnswer(await (await h.api()).get('properties'));
    expect(body.values).toEqual([
      ['Property ID', '', 'Neighborhood', 'Street', 'Address', 'Size', '', '', 'Tier'],
      ['81', '', 'Holetown', 'Bay St', '1 Bay St', '120', '', '', '2'],
      ['82', '', 'Holetown', 'Bay St', '2 Bay St', '99', ''],
    ]);
    expect(JSON.stringify(body)).not.toMatch(/owner-|2024-|2026-11-01/);
    // The demo workbook, served in the emulator, is blanked alike.
    const demo = await sheetAnswer(await (await h.api({ apiKey: '', useDemoWorkbook: true })).get('properties'));
    expect(demo.values.every((row) => row[1] === '' && row[6] === '' && row[7] === '')).toBe(true);
    expect(demo.values.map((row) => row[4])).toEqual(demoWorkbook.properties.values.map((row) => row[4]));
  });

  it('shares one upstream call between concurrent requests and one copy for 5 s', async () => {
    h.google.setLatency(150);
    const { get } = await h.api();
    const answers = await Promise.all(Array.from({ length: 40 }, () => get('properties')));
    expect(answers.map((r) => r.status)).toEqual(Array(40).fill(200));
    expect(h.google.readsOf(PROPERTIES)).toBe(1);

    h.advance(4999);
    expect((await get('properties')).status).toBe(200);
    expect(h.google.readsOf(PROPERTIES)).toBe(1);

    h.advance(1);
    const later = await get('properties');
    expect(later.status).toBe(200);
    expect(h.google.readsOf(PROPERTIES)).toBe(2);
    // Each tab has its own copy.
    await get('map');
    expect(h.google.readsOf('5. map')).toBe(1);
  });

  it('answers 304 to a revalidation with the current ETag', async () => {
    const { get } = await h.api();
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
    const { get } = await h.api();
    const first = await get('properties');
    const etag = first.headers.get('etag')!;
    const { fetchedAt } = await sheetAnswer(first);

    h.advance(6000); // past the 5 s cache: Google is read again, and says the same
    const again = await get('properties', { 'If-None-Match': etag });
    expect(h.google.readsOf(PROPERTIES)).toBe(2);
    expect(again.status).toBe(304);
    expect((await again.arrayBuffer()).byteLength).toBe(0);
    expect((await sheetAnswer(await get('properties'))).fetchedAt).toBe(fetchedAt);

    // A changed cell is a new version: a new ETag, and the full answer.
    h.advance(6000);
    const rows = demoWorkbook.properties.values.map((row) => [...row]);
    rows[1][8] = '4';
    h.google.setTab(PROPERTIES, rows);
    const changed = await get('properties', { 'If-None-Match': etag });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
    expect((await sheetAnswer(changed)).values[1][8]).toBe('4');
  });

  it('says when the rows last changed, the same from every instance: one started later says the same time', async () => {
    const early = await h.api();
    const arrived = new Date(h.now).toISOString();
    expect((await sheetAnswer(await early.get('colours'))).fetchedAt).toBe(arrived);

    h.advance(60_000); // an instance started a minute later (a cold start, another region's)
    const late = await h.api();
    expect((await sheetAnswer(await late.get('colours'))).fetchedAt).toBe(arrived);

    h.google.setTab(COLOURS, [['Zone', 'Colour name', 'Hex', 'Use'], ['Changed']]);
    expect((await sheetAnswer(await late.get('colours'))).fetchedAt).toBe(arrived); // within its 5 s
    h.advance(6000);
    expect((await sheetAnswer(await late.get('colours'))).fetchedAt).toBe(new Date(h.now).toISOString());
    h.advance(3000); // the early instance meets the change after the late one, and says when it came
    expect((await sheetAnswer(await early.get('colours'))).fetchedAt).toBe(new Date(h.now - 3000).toISOString());
  });

  it('gzips the answer for a caller that accepts it (Vary: Accept-Encoding), plain otherwise', async () => {
    const { get } = await h.api();
    // Node's fetch asks for gzip and decodes it: compare what came over the wire with a plain ask.
    const zipped = await get('properties', { 'Accept-Encoding': 'gzip' });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(zipped.headers.get('vary')).toMatch(/Accept-Encoding/);
    const wireSize = Number(zipped.headers.get('content-length'));
    const plain = await get('properties', { 'Accept-Encoding': 'identity' });
    expect(plain.headers.get('content-encoding')).toBeNull();
    const plainSize = Number(plain.headers.get('content-length'));
    expect(await zipped.json()).toEqual(await plain.json());
    // 250 KB of JSON (owner ids and dates blanked): under a quarter of that over the wire.
    expect(plainSize).toBeGreaterThan(200_000);
    expect(wireSize).toBeLessThan(plainSize / 4);
  });
});
