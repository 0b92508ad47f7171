import { isErrorCode, readErrorBody } from '@saint-james/api-contract';
import fc from 'fast-check';
import { request } from 'node:http';
import { startUplandStandIn, type UplandStandIn } from '../../../scripts/standins/upland.cjs';
import { body, caller, contentType, method, path, query } from '../support/apiArbitraries';
import { withApiServer } from '../support/apiServer';
import { CHAPEL, entries, everything, MARKET, resetMapData, seeded } from '../support/mapDataState';
import { silentLog } from '../support/recordingLog';
import { testConfig } from '../support/testConfig';

// The property a probe checked by hand, over generated requests to every route: whatever a caller
// sends (paths with escapes that are not UTF-8, odd query strings, bodies from near-valid entries to
// raw bytes, any content type and Authorization header), the api never answers 5xx, every error is
// the JSON error body with a known code, and a refused request writes nothing.
// A fixed seed, so a run is repeatable; SJ_PROPERTY_RUNS (default 200) and SJ_PROPERTY_SEED change them.
const RUNS = Number(process.env.SJ_PROPERTY_RUNS ?? 200);
const SEED = Number(process.env.SJ_PROPERTY_SEED ?? 20261123);
jest.setTimeout(Math.max(120_000, RUNS * 600));

const UPLAND = { appId: 'app-p', accessKey: 'key-p', webhookSecret: 'hook-p' };

interface Answer {
  status: number;
  type: string;
  text: string;
}

/** One request exactly as generated: node:http sends the path as it is (fetch would normalise it). */
function send(base: string, init: { method: string; path: string; headers: Record<string, string>; body?: Buffer }) {
  const { hostname, port } = new URL(base);
  return new Promise<Answer>((resolve, reject) => {
    const req = request({ hostname, port, method: init.method, path: init.path, headers: init.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          type: res.headers['content-type'] ?? '',
          text: Buffer.concat(chunks).toString('utf8'),
        }),
      );
    });
    req.on('error', reject);
    req.end(init.body);
  });
}

describe('any request to the api', () => {
  let upland: UplandStandIn;
  beforeAll(async () => {
    upland = await startUplandStandIn({ ...UPLAND, codeTtlMs: 60_000 });
  });
  afterAll(() => upland?.close());
  const api = withApiServer({
    memberEmail: 'property-member@saint-james.test',
    deps: {
      // Read when the server starts (after the stand-in): every upstream answers, so a 5xx is ours.
      get config() {
        return testConfig({
          sheets: { baseUrl: 'http://127.0.0.1:1', spreadsheetId: '', apiKey: '', useDemoWorkbook: true },
          upland: { baseUrl: upland.url, ...UPLAND },
        });
      },
      log: silentLog,
    },
  });

  beforeAll(() => resetMapData({ chapel: seeded(CHAPEL), market: seeded(MARKET) }));

  it(`never answers 5xx, always a JSON error body, and writes nothing on refusal (${RUNS} runs)`, async () => {
    const authorization = (who: string) =>
      who === 'admin' ? `Bearer ${api.adminToken}` : who === 'member' ? `Bearer ${api.memberToken}` : who;
    await fc.assert(
      fc.asyncProperty(
        method,
        path,
        query,
        body,
        contentType,
        caller,
        async (verb, where, search, bytes, type, who) => {
          const writes = verb !== 'GET';
          const before = writes ? await everything() : null;
          const headers: Record<string, string> = {};
          if (who !== 'nobody') headers.Authorization = authorization(who);
          if (type && bytes) headers['Content-Type'] = type;
          // (Node's client sends a DELETE's body without a length otherwise: the server would read garbage.)
          if (bytes) headers['Content-Length'] = String(bytes.length);
          const answer = await send(api.url, { method: verb, path: where + search, headers, body: bytes });
          expect([verb, where + search, answer.status < 500]).toEqual([verb, where + search, true]);
          if (answer.status >= 400) {
            expect(answer.type).toMatch(/^application\/json/);
            const error = readErrorBody(JSON.parse(answer.text));
            expect(error).not.toBeNull();
            expect(isErrorCode(error!.code)).toBe(true);
            if (before) expect(await everything()).toEqual(before);
          }
          // Keep the store small: what the successful writes added goes after a while.
          if (writes && answer.status < 300 && (await entries().count().get()).data().count > 20) {
            await resetMapData({ chapel: seeded(CHAPEL), market: seeded(MARKET) });
          }
        },
      ),
      { numRuns: RUNS, seed: SEED, endOnFailure: true },
    );
  });
});
