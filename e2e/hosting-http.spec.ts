import { api, MAX_BODY_BYTES, pathOf } from '@saint-james/api-contract';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { demoAccounts } from './support/env';
import { idTokenOf } from './support/auth';
import { publicEntries } from './map-helpers';

// The production path as it really runs: every request goes through the Hosting emulator's port, so
// Hosting's rewrites and header rules (firebase.json) and the Functions runtime's own body parsing
// stand between the caller and the api app, as they do on Firebase.

const root = path.resolve(__dirname, '..');

/** The demo webhook secret the emulator's api holds (functions/.secret.local, written by the scripts). */
function demoWebhookSecret(): string {
  const line = readFileSync(path.join(root, 'functions', '.secret.local'), 'utf8')
    .split('\n')
    .find((l) => l.startsWith('UPLAND_WEBHOOK_SECRET='));
  return line!.slice('UPLAND_WEBHOOK_SECRET='.length).trim();
}

const ENTRY = {
  location: '13.19,-59.64',
  name: 'Hosting test entry',
  description: '',
  type: 'test',
  status: 'open',
};

/** The stored entries of one type (map-helpers.ts publicEntries says why not a count). */
const entriesOfType = async (request: APIRequestContext, type: string) =>
  (await publicEntries(request)).filter((entry) => entry.type === type);

test.describe('Hosting rules, checked on the final headers', () => {
  test('/api/sheets/* keeps its own Cache-Control (s-maxage) and answers 304 to a matching If-None-Match', async ({
    request,
  }) => {
    const first = await request.get(pathOf(api.sheets.tab, { tab: 'colours' }));
    expect(first.status()).toBe(200);
    expect(first.headers()['cache-control']).toBe('public, max-age=5, s-maxage=5');
    const etag = first.headers()['etag'];
    expect(etag).toMatch(/^W\/".+"$/);

    const again = await request.get(pathOf(api.sheets.tab, { tab: 'colours' }), { headers: { 'If-None-Match': etag } });
    expect(again.status()).toBe(304);
    expect((await again.body()).length).toBe(0);
  });

  test('/api/sheets/* is gzipped for a caller that accepts it, and plain for one that does not', async ({
    request,
  }) => {
    // Playwright's request context would decode the body for us: ask raw, and compare sizes.
    const gzipped = await request.get(pathOf(api.sheets.tab, { tab: 'properties' }), {
      headers: { 'Accept-Encoding': 'gzip' },
    });
    expect(gzipped.status()).toBe(200);
    expect(gzipped.headers()['content-encoding']).toBe('gzip');
    expect(gzipped.headers()['vary']).toContain('Accept-Encoding');
    const gzippedLength = Number(gzipped.headers()['content-length']);

    const plain = await request.get(pathOf(api.sheets.tab, { tab: 'properties' }), {
      headers: { 'Accept-Encoding': 'identity' },
    });
    expect(plain.status()).toBe(200);
    expect(plain.headers()['content-encoding']).toBeUndefined();
    const plainLength = Number(plain.headers()['content-length']);
    // The same rows either way (the same version: the ETag follows the rows), and gzip makes the
    // answer several times smaller. Not fetchedAt: the emulator may answer the two requests from two
    // function instances, and the second says the first one's time only if Firestore tells it
    // within 3 s (functions/src/sheets/sheetVersions.ts; tested in the integration tests).
    expect((await gzipped.json()).values).toEqual((await plain.json()).values);
    expect(gzippedLength).toBeGreaterThan(0);
    expect(gzippedLength * 4).toBeLessThan(plainLength);
    expect(gzipped.headers()['etag']).toBe(plain.headers()['etag']);
  });

  test("pages carry the site's Content-Security-Policy; api answers a short one of their own", async ({ request }) => {
    for (const url of ['/', '/sheet', '/city-hall']) {
      const policy = (await request.get(url)).headers()['content-security-policy'];
      expect(policy, url).toContain("default-src 'self'");
      expect(policy, url).toContain("frame-ancestors 'none'");
    }
    for (const url of [api.health.path, pathOf(api.sheets.tab, { tab: 'colours' })]) {
      const headers = (await request.get(url)).headers();
      expect(headers['content-security-policy'], url).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(headers['x-content-type-options'], url).toBe('nosniff');
    }
  });

  test('/api/health and unknown api paths keep no-store (/api/mapdata: e2e/map-entries.spec.ts)', async ({
    request,
  }) => {
    for (const url of [api.health.path, '/api/no-such-route']) {
      expect((await request.get(url)).headers()['cache-control'], url).toBe('no-store');
    }
    // (X-Powered-By: functions/test/integration/entryPoint.test.ts; the emulator's own hub adds one here.)
  });

  test('index.html is no-cache on every page address, and hashed assets are kept ten minutes', async ({ request }) => {
    for (const url of ['/', '/index.html', '/sheet', '/activity/page1', '/admin/dashboard', '/lumen-poetry']) {
      const page = await request.get(url);
      expect(page.status(), url).toBe(200);
      expect(page.headers()['content-type'], url).toContain('text/html');
      expect(page.headers()['cache-control'], url).toBe('no-cache');
    }
    const html = await (await request.get('/')).text();
    const script = /<script type="module"[^>]*src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeTruthy();
    const asset = await request.get(script!);
    expect(asset.status()).toBe(200);
    expect(asset.headers()['content-type']).toContain('javascript');
    expect(asset.headers()['cache-control']).toBe('public, max-age=600');
  });

  test("/map, /sheet, /city-hall, /urbanism and /dashboard get a document that preloads the page's own code", async ({
    request,
  }) => {
    const index = await (await request.get('/')).text();
    for (const [url, chunk] of [
      ['/map', 'MapPage'],
      ['/sheet', 'SheetPage'],
      ['/city-hall', 'CityHallPage'],
      ['/urbanism', 'UrbanismPage'],
      ['/dashboard', 'DashboardPage'],
    ]) {
      const page = await request.get(url, { maxRedirects: 0 });
      expect(page.status(), url).toBe(200);
      expect(page.headers()['cache-control'], url).toBe('no-cache');
      expect(page.headers()['content-security-policy'], url).toContain("script-src 'self'");
      const html = await page.text();
      // index.html's own tags, plus the page's chunk (and what it imports), each one served.
      expect(html, url).toContain('<div id="root"><header class="site-header">');
      const preloads = [...html.matchAll(/<link rel="modulepreload" crossorigin href="(\/assets\/[^"]+)">/g)].map(
        (match) => match[1],
      );
      expect(
        preloads.some((file) => file.startsWith(`/assets/${chunk}-`)),
        url,
      ).toBe(true);
      // A member's words of the catalogs come with a member's page only, the properties' with
      // /sheet's and /city-hall's.
      const part = (name: string) => preloads.some((file) => file.startsWith(`/assets/en-${name}-`));
      expect([part('member'), part('properties')], url).toEqual([
        url === '/dashboard',
        url === '/sheet' || url === '/city-hall',
      ]);
      expect(index).not.toContain(`/assets/${chunk}-`);
      // Leaflet has its own chunk, asked for by the map once the page is on screen: no page waits for it.
      expect(
        preloads.filter((file) => file.startsWith('/assets/leaflet-')),
        url,
      ).toEqual([]);
      for (const file of preloads) expect((await request.get(file)).status(), file).toBe(200);
    }
    // The file's own name leads to its clean address; other pages keep index.html.
    const byName = await request.get('/map.html', { maxRedirects: 0 });
    expect(byName.status()).toBe(301);
    expect(byName.headers()['location']).toMatch(/\/map$/);
    expect(await (await request.get('/contact')).text()).toBe(index);
  });

  test('a hashed asset that no longer exists is a 404 kept ten minutes, never index.html nor a year', async ({
    request,
  }) => {
    const missing = await request.get('/assets/index-OLDHASH.js');
    expect(missing.status()).toBe(404);
    expect(missing.headers()['content-type'] ?? '').not.toContain('javascript');
    expect(await missing.text()).not.toContain('<div id="root">');
    // After a rollback brings the chunk back, a browser that met this 404 asks again within ten minutes.
    expect(missing.headers()['cache-control']).toBe('public, max-age=600');
  });
});

test.describe('HTTP hygiene through the Functions runtime', () => {
  let adminToken: string;
  test.beforeAll(async () => {
    adminToken = await idTokenOf(demoAccounts.admin.email, demoAccounts.admin.password);
  });

  test('a valid entry padded past 128 KB is refused with 413 JSON, and nothing is written', async ({ request }) => {
    const type = 'hosting-too-large';
    // Fields within their 2,000-character limits, padded with JSON whitespace past the limit: the
    // runtime parses it (its own limit is 32 MB); the app's check on req.rawBody must refuse it.
    const json = JSON.stringify({ ...ENTRY, type, description: 'é'.repeat(2000), name: 'ñ'.repeat(2000) });
    const body = json.slice(0, -1) + ' '.repeat(MAX_BODY_BYTES - json.length + 1) + '}';
    const res = await request.post(api.mapData.create.path, {
      headers: { Authorization: `Bearer ${adminToken}`, 'Content-Type': 'application/json' },
      data: body,
    });
    expect(res.status()).toBe(413);
    expect(res.headers()['content-type']).toContain('application/json');
    expect(await res.json()).toEqual({ error: 'Request body is too large', code: 'body-too-large' });
    expect(await entriesOfType(request, type)).toEqual([]);
  });

  test('a lone surrogate is a 400 that names the field, never a 500, and nothing is written', async ({ request }) => {
    const type = 'hosting-lone-surrogate';
    const res = await request.post(api.mapData.create.path, {
      headers: { Authorization: `Bearer ${adminToken}`, 'Content-Type': 'application/json' },
      // Written by hand: the JSON escape of a lone surrogate reaches the runtime's parser as is.
      data: JSON.stringify({ ...ENTRY, type, name: 'PLACEHOLDER' }).replace('PLACEHOLDER', 'x\\ud800y'),
    });
    expect(res.status()).toBe(400);
    expect(await res.json()).toEqual({
      error: 'name: must be well-formed Unicode text (it has a lone surrogate)',
      code: 'invalid-field',
      field: 'name',
      problem: 'lone-surrogate',
    });
    expect(await entriesOfType(request, type)).toEqual([]);
  });

  test('an Upland webhook code that cannot be a document id is a 404, never a 500', async ({ request }) => {
    const secret = demoWebhookSecret();
    for (const code of ['a/b', '..', '__x__']) {
      const res = await request.post(api.upland.webhook.path, {
        headers: { Authorization: `Bearer ${secret}` },
        data: { type: 'AuthenticationSuccess', data: { code, userId: 'u-1' } },
      });
      expect(res.status(), code).toBe(404);
      expect(await res.json()).toEqual({ error: 'Unknown Upland link code', code: 'not-found' });
    }
  });

  test('the admin can PUT an entry back exactly as GET returned it', async ({ request }) => {
    const created = await request.post(api.mapData.create.path, {
      headers: { Authorization: `Bearer ${adminToken}` },
      data: ENTRY,
    });
    expect(created.status()).toBe(201);
    const entry = (await created.json()) as Record<string, string>;
    try {
      const list = (await (
        await request.get(api.mapData.list.path, { headers: { Authorization: `Bearer ${adminToken}` } })
      ).json()) as Record<string, string>[];
      const asReturned = list.find((item) => item.id === entry.id)!;
      const put = await request.put(pathOf(api.mapData.update, { id: entry.id }), {
        headers: { Authorization: `Bearer ${adminToken}` },
        data: { ...asReturned, status: 'closed' },
      });
      expect(put.status()).toBe(200);
      expect(((await put.json()) as Record<string, string>).status).toBe('closed');
    } finally {
      await request.delete(pathOf(api.mapData.remove, { id: entry.id }), {
        headers: { Authorization: `Bearer ${adminToken}` },
      });
    }
  });
});
