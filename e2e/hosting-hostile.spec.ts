import { api, pathOf } from '@saint-james/api-contract';
import { request as httpRequest } from 'node:http';
import { gzipSync } from 'node:zlib';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { publicEntries, warmUpApi } from './map-helpers';
import { idTokenOf } from './support/auth';
import { demoAccounts, emulator } from './support/env';

// Hostile input through the production path: the Hosting emulator's port, its rewrite to the
// Functions emulator, and the Functions runtime, which parses every body before the api runs (and
// would quietly decode bytes that are not UTF-8). Each refusal is the api's JSON error body, and
// nothing is written.

/** The stored entries' names that match (map-helpers.ts publicEntries says why not a count). */
const entriesNamed = async (request: APIRequestContext, name: RegExp): Promise<string[]> =>
  (await publicEntries(request)).map((entry) => entry.name).filter((each) => name.test(each));

/**
 * The Functions emulator serving the api function, as Hosting's rewrite reaches it: the function's
 * own address, then the path the app sees.
 */
const functionUrl = `http://127.0.0.1:${process.env.SJ_FUNCTIONS_PORT ?? '5011'}/${emulator.projectId}/us-central1/api`;

/** A request sent exactly as written: node:http keeps a path's escapes (fetch would normalise them). */
function raw(
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body?: Buffer,
  base = emulator.hostingUrl,
) {
  const { hostname, port, pathname } = new URL(base);
  path = `${pathname.replace(/\/$/, '')}${path}`;
  const sent = body ? { ...headers, 'Content-Length': String(body.length) } : headers;
  return new Promise<{ status: number; type: string; json: unknown }>((resolve, reject) => {
    const req = httpRequest({ hostname, port, method, path, headers: sent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let json: unknown = null;
        try {
          json = JSON.parse(text);
        } catch {
          json = text;
        }
        resolve({ status: res.statusCode ?? 0, type: res.headers['content-type'] ?? '', json });
      });
    });
    req.on('error', reject);
    req.end(body);
  });
}

let admin: string;
test.beforeAll(async ({ browserName: _browser }, testInfo) => {
  await warmUpApi(testInfo);
  // The function's first Firestore call loads its client (seconds on a busy machine): here, not in a test.
  await fetch(`${emulator.hostingUrl}/api/mapdata`, { signal: AbortSignal.timeout(110_000) });
  admin = `Bearer ${await idTokenOf(demoAccounts.admin.email, demoAccounts.admin.password)}`;
});

test('a body that is not UTF-8 is a 400 the runtime cannot hide, and nothing is written', async ({ request }) => {
  const json = Buffer.from('{"location":"","name":"Caf\xe9","description":"","type":"","status":""}', 'latin1');
  const csv = Buffer.from('id,name,description,type,status,lat,lng\r\n,Caf\xe9,,,,,\r\n', 'latin1');
  for (const [path, type, body] of [
    [api.mapData.create.path, 'application/json', json],
    [api.mapData.import.path, 'text/csv', csv],
  ] as const) {
    const res = await raw('POST', path, { Authorization: admin, 'Content-Type': type }, body);
    expect([path, res.status, res.json]).toEqual([
      path,
      400,
      { error: 'The body is not UTF-8 text', code: 'invalid-encoding' },
    ]);
  }
  expect(await entriesNamed(request, /^Caf/)).toEqual([]);
});

// UTF-16 text is valid UTF-8 bytes (a NUL between the letters): only the charset it names tells.
test('a file said to be in another charset than UTF-8 is a 415 naming it, and nothing is imported', async ({
  request,
}) => {
  const csv = Buffer.from('id,name,description,type,status,lat,lng\r\n,Sixteen,,,,,\r\n', 'utf16le');
  const headers = { Authorization: admin, 'Content-Type': 'text/csv; charset=utf-16' };
  const res = await raw('POST', api.mapData.import.path, headers, csv);
  expect([res.status, res.json]).toEqual([
    415,
    { error: 'Send the body as UTF-8 text (it says charset=utf-16)', code: 'invalid-encoding' },
  ]);
  expect(await entriesNamed(request, /Sixteen/)).toEqual([]);
});

// The runtime's own body parser refuses these before the api runs, with its own page: that page
// must say no more than "Bad Request" (functions/.env sets NODE_ENV=production, as a deployed
// function runs: Express prints a stack trace, with the server's paths, only outside production).
test('a body the runtime cannot parse is its plain 400, with no stack trace or server path', async () => {
  const bodies: [string, Buffer][] = [
    ['application/json', Buffer.from('{"name":')],
    ['application/json', Buffer.from('42')],
    ['application/json; charset=latin1', Buffer.from('{}')],
  ];
  for (const [type, body] of bodies) {
    const res = await raw('POST', api.mapData.create.path, { Authorization: admin, 'Content-Type': type }, body);
    expect([type, res.status >= 400 && res.status < 500]).toEqual([type, true]);
    expect(String(res.json)).not.toMatch(/node_modules|\bat \w|Error:/);
  }
});

// Straight to the Functions runtime. Neither emulator lets such a path reach the api: the Hosting
// emulator (superstatic) fails it itself before any rewrite (its decodeURI throws: a 500 of its own,
// not the api's), and the Functions runtime's own Express (app.all('/*'), as the Cloud Functions
// framework has it) refuses it with a 400 page before calling the function. The api's JSON answer
// for a runtime that would pass it on (400 invalid-path) is tested in-process
// (functions/test/integration/malformedRequests.test.ts).
test('a malformed %-escape in an /api path: the Functions runtime refuses it (400), never a 500', async () => {
  for (const path of ['/api/sheets/%E0%A4%A', '/api/mapdata/%ED%A0%80/history', '/api/mapdata/%FF']) {
    const res = await raw('GET', path, { Authorization: admin }, undefined, functionUrl);
    expect([path, res.status]).toEqual([path, 400]);
  }
  // The same function, asked properly, answers as the api does.
  const res = await raw('GET', '/api/mapdata/%E2%82%AC/history', { Authorization: admin }, undefined, functionUrl);
  expect([res.status, res.json]).toEqual([404, { error: "No map-data entry with id '€'", code: 'not-found' }]);
});

test('a method the api does not take at a path it has is a 405 that names the ones it does, and changes nothing', async ({
  request,
}) => {
  const [entry] = (await (await request.get(api.mapData.list.path)).json()) as { id: string; name: string }[];
  const res = await request.fetch(pathOf(api.mapData.update, { id: entry.id }), {
    method: 'PATCH',
    headers: { Authorization: admin },
    data: { name: 'Patched by hand' },
  });
  expect([res.status(), res.headers()['allow']]).toEqual([405, 'PUT, DELETE']);
  expect((await res.json()).code).toBe('method-not-allowed');
  expect(await entriesNamed(request, /^Patched by hand$/)).toEqual([]);
});

test('an Authorization header that is not one bearer token is a 401, not the public answer, on every route', async ({
  request,
}) => {
  const paths = [api.mapData.list.path, api.health.path, api.pages.list.path, pathOf(api.sheets.tab, { tab: 'map' })];
  for (const path of paths) {
    for (const authorization of ['Bearer ', 'Basic YWRtaW46eA==', 'Bearer a b']) {
      const res = await request.get(path, { headers: { Authorization: authorization } });
      expect([path, authorization, res.status()]).toEqual([path, authorization, 401]);
      expect((await res.json()).code).toBe('unauthenticated');
    }
  }
});

test('a compressed body is a 415 although the runtime inflates it, and nothing is written', async ({ request }) => {
  const entry = '{"location":"","name":"Gzipped","description":"","type":"","status":""}';
  const headers = { Authorization: admin, 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' };
  const res = await raw('POST', api.mapData.create.path, headers, gzipSync(entry));
  expect([res.status, res.json]).toEqual([
    415,
    { error: 'Send the body as UTF-8 text, not compressed', code: 'invalid-encoding' },
  ]);
  expect(await entriesNamed(request, /^Gzipped$/)).toEqual([]);
});

test("the import's limit and dryRun hold however its path is spelt; a dryRun not '1' imports nothing", async ({
  request,
}) => {
  // A file well over the 128 KB of other routes and under the import's 1 MB.
  const rows = Array.from({ length: 200 }, (_, i) => `,Spelt ${i},${'x'.repeat(1000)},,,,`);
  const csv = `id,name,description,type,status,lat,lng\r\n${rows.join('\r\n')}\r\n`;
  for (const path of ['/api/mapdata/import/?dryRun=1', '/api/mapdata/IMPORT?dryRun=1']) {
    const res = await request.post(path, { headers: { Authorization: admin, 'Content-Type': 'text/csv' }, data: csv });
    expect([path, res.status()]).toEqual([path, 200]);
    expect(await res.json()).toMatchObject({ dryRun: true, created: 200, errors: [] });
  }
  for (const query of ['dryRun=true', 'dryRun=1&dryRun=1', 'dryRun=0']) {
    const res = await request.post(`${api.mapData.import.path}?${query}`, {
      headers: { Authorization: admin, 'Content-Type': 'text/csv' },
      data: csv,
    });
    expect([query, res.status()]).toEqual([query, 400]);
    expect(await res.json()).toMatchObject({ code: 'invalid-field', field: 'dryRun' });
  }
  expect(await entriesNamed(request, /^Spelt \d+$/)).toEqual([]);
});

test('a NUL in a field and a revision id with a slash are refused by name, and nothing is written', async ({
  request,
}) => {
  const nul = await request.post(api.mapData.create.path, {
    headers: { Authorization: admin, 'Content-Type': 'application/json' },
    data: '{"location":"","name":"a\\u0000b","description":"","type":"","status":""}',
  });
  expect(nul.status()).toBe(400);
  expect(await nul.json()).toMatchObject({ code: 'invalid-field', field: 'name', problem: 'control-character' });
  const [first] = (await (await request.get(api.mapData.list.path)).json()) as { id: string }[];
  const revert = await request.post(pathOf(api.mapData.revert, { id: first.id }), {
    headers: { Authorization: admin },
    data: { revision: 'a/b', updatedAt: 'x' },
  });
  expect(revert.status()).toBe(404);
  expect((await revert.json()).code).toBe('revision-not-found');
  expect(await entriesNamed(request, /^a.?b$/)).toEqual([]);
});

test('a CSV whose rows end in CRLF, LF and CR is read row by row through the runtime', async ({ request }) => {
  const rows = Array.from({ length: 6 }, (_, i) => `,Hostile test ${i},,,,,`);
  const csv = `id,name,description,type,status,lat,lng\r\n${rows.slice(0, 4).join('\r\n')}\n${rows[4]}\r${rows[5]}\r\n`;
  const res = await request.post(pathOf(api.mapData.import, {}, { dryRun: '1' }), {
    headers: { Authorization: admin, 'Content-Type': 'text/csv' },
    data: csv,
  });
  expect(res.status()).toBe(200);
  expect(await res.json()).toMatchObject({ dryRun: true, created: 6, updated: 0, unchanged: 0, errors: [] });
});
