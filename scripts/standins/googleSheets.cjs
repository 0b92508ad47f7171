// A local stand-in for the Google Sheets API v4 `spreadsheets.values.get`, for tests and the
// benchmark: the api function's real Google code path runs against it (SHEETS_BASE_URL).
//
//   GET /v4/spreadsheets/{spreadsheetId}/values/{range}?key=...
//   200 {range, majorDimension: 'ROWS', values}     (values left out when the range is empty;
//                                                    trailing empty cells and rows dropped, as Google does)
//   errors {error: {code, message, status[, details]}}, in Google's words:
//   400 INVALID_ARGUMENT   'Unable to parse range: …' (unknown tab or bad A1 notation)
//   400 INVALID_ARGUMENT   'API key not valid. Please pass a valid API key.' (unknown key)
//   403 PERMISSION_DENIED  'The request is missing a valid API key.' (no key)
//   403 PERMISSION_DENIED  'Requests to this API … are blocked.' (a key restricted to other APIs)
//   403 PERMISSION_DENIED  'The caller does not have permission' (spreadsheet not shared)
//   404 NOT_FOUND          'Requested entity was not found.' (unknown spreadsheet)
//   429 RESOURCE_EXHAUSTED 'Quota exceeded for quota metric …' (over readsPerMinute in 60 s)
//   500 INTERNAL / 503 UNAVAILABLE when told to (setOutage)
//
// Plain CommonJS so that jest (ts-jest) tests and the .mjs bench can both start it:
//   const { startGoogleSheetsStandIn } = require('scripts/standins/googleSheets.cjs');
//   const google = await startGoogleSheetsStandIn({ port: 0 });   // google.url, google.close()
// Or on its own: node scripts/standins/googleSheets.cjs [port]
'use strict';

const http = require('node:http');
const fs = require('node:fs');
const path = require('node:path');
const { echoRange, parseRange, slice } = require('./sheetsA1.cjs');

const DEMO_DIR = path.resolve(__dirname, '../../functions/src/sheets/demo');
const SERVICE = 'sheets.googleapis.com';
const PROJECT_NUMBER = '000000000000';

/** The demo workbook (functions/src/sheets/demo/*.json) as {tab title: rows}. */
function demoTabs() {
  const tabs = {};
  for (const file of fs.readdirSync(DEMO_DIR).filter((f) => f.endsWith('.json'))) {
    const { range, values } = JSON.parse(fs.readFileSync(path.join(DEMO_DIR, file), 'utf8'));
    const parsed = parseRange(range);
    if (parsed) tabs[parsed.title] = values;
  }
  return tabs;
}

// ── Google's error bodies ──────────────────────────────────────────────────────────────────────
const errorInfo = (reason, metadata = {}) => ({
  '@type': 'type.googleapis.com/google.rpc.ErrorInfo',
  reason,
  domain: 'googleapis.com',
  metadata: { service: SERVICE, ...metadata },
});

const ERRORS = {
  badRange: (range) => [400, { code: 400, message: `Unable to parse range: ${range}`, status: 'INVALID_ARGUMENT' }],
  invalidKey: () => [
    400,
    {
      code: 400,
      message: 'API key not valid. Please pass a valid API key.',
      status: 'INVALID_ARGUMENT',
      details: [errorInfo('API_KEY_INVALID')],
    },
  ],
  missingKey: () => [
    403,
    { code: 403, message: 'The request is missing a valid API key.', status: 'PERMISSION_DENIED' },
  ],
  blockedKey: () => [
    403,
    {
      code: 403,
      message: `Requests to this API ${SERVICE} method google.apps.sheets.v4.SpreadsheetsService.GetValues are blocked.`,
      status: 'PERMISSION_DENIED',
      details: [
        errorInfo('API_KEY_SERVICE_BLOCKED', {
          methodName: 'google.apps.sheets.v4.SpreadsheetsService.GetValues',
          consumer: `projects/${PROJECT_NUMBER}`,
        }),
      ],
    },
  ],
  notShared: () => [403, { code: 403, message: 'The caller does not have permission', status: 'PERMISSION_DENIED' }],
  notFound: () => [404, { code: 404, message: 'Requested entity was not found.', status: 'NOT_FOUND' }],
  quota: () => [
    429,
    {
      code: 429,
      message:
        "Quota exceeded for quota metric 'Read requests' and limit 'Read requests per minute' of service " +
        `'${SERVICE}' for consumer 'project_number:${PROJECT_NUMBER}'.`,
      status: 'RESOURCE_EXHAUSTED',
      details: [
        errorInfo('RATE_LIMIT_EXCEEDED', {
          quota_metric: `${SERVICE}/read_requests`,
          quota_limit: 'ReadRequestsPerMinutePerProject',
          consumer: `projects/${PROJECT_NUMBER}`,
        }),
      ],
    },
  ],
  500: () => [500, { code: 500, message: 'Internal error encountered.', status: 'INTERNAL' }],
  503: () => [503, { code: 503, message: 'The service is currently unavailable.', status: 'UNAVAILABLE' }],
};

/**
 * Starts the stand-in. Options (all optional):
 *   port (0 = any free port), apiKey, spreadsheetId, tabs {title: rows} (default: the demo
 *   workbook), blockedKeys [keys that exist but may not call the Sheets API], latencyMs (added
 *   before every answer), readsPerMinute (the project quota, default 300, sliding 60 s window),
 *   now (clock for the quota window, default Date.now).
 * Resolves with { url, apiKey, spreadsheetId, reads, readsOf(title), setTab(title, rows),
 *   setShared(bool), setOutage(null|500|503), setLatency(ms), close() }.
 */
async function startGoogleSheetsStandIn(options = {}) {
  const apiKey = options.apiKey ?? 'standin-api-key';
  const spreadsheetId = options.spreadsheetId ?? 'standin-spreadsheet';
  const tabs = { ...(options.tabs ?? demoTabs()) };
  const blockedKeys = new Set(options.blockedKeys ?? []);
  const readsPerMinute = options.readsPerMinute ?? 300;
  const now = options.now ?? Date.now;
  let latencyMs = options.latencyMs ?? 0;
  let shared = true;
  let outage = null;
  /** Every values.get that reached the stand-in: {title, status, at}. */
  const reads = [];
  const quotaWindow = [];

  function answer(url) {
    const match = /^\/v4\/spreadsheets\/([^/]+)\/values\/([^/]+)$/.exec(url.pathname);
    if (!match) return ERRORS.notFound();
    const key = url.searchParams.get('key');
    if (!key) return ERRORS.missingKey();
    if (blockedKeys.has(key)) return ERRORS.blockedKey();
    if (key !== apiKey) return ERRORS.invalidKey();
    if (outage) return ERRORS[outage]();
    // The quota counts every request the project makes in the last 60 s.
    const time = now();
    while (quotaWindow.length > 0 && time - quotaWindow[0] >= 60_000) quotaWindow.shift();
    if (quotaWindow.length >= readsPerMinute) return ERRORS.quota();
    quotaWindow.push(time);
    if (decodeURIComponent(match[1]) !== spreadsheetId) return ERRORS.notFound();
    if (!shared) return ERRORS.notShared();
    const rangeText = decodeURIComponent(match[2]);
    const range = parseRange(rangeText);
    if (!range || !Object.prototype.hasOwnProperty.call(tabs, range.title)) return ERRORS.badRange(rangeText);
    const values = slice(tabs[range.title], range);
    const body = { range: echoRange(range, values), majorDimension: 'ROWS' };
    if (values.length > 0) body.values = values;
    return [200, body];
  }

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    let status;
    let body;
    if (req.method !== 'GET') {
      [status, body] = [405, { error: { code: 405, message: 'Method not allowed.', status: 'UNIMPLEMENTED' } }];
    } else {
      const [code, payload] = answer(url);
      status = code;
      body = code === 200 ? payload : { error: payload };
      const tab = /\/values\/([^/]+)$/.exec(url.pathname);
      const title = tab ? (parseRange(decodeURIComponent(tab[1]))?.title ?? null) : null;
      reads.push({ title, status, at: now() });
    }
    const text = JSON.stringify(body, null, 2);
    const send = () => {
      if (res.destroyed) return;
      res.writeHead(status, {
        'Content-Type': 'application/json; charset=UTF-8',
        'Content-Length': Buffer.byteLength(text),
      });
      res.end(text);
    };
    if (latencyMs > 0) setTimeout(send, latencyMs);
    else send();
  });
  // Keep-alive sockets would hold close() open.
  server.keepAliveTimeout = 1000;

  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve(undefined));
  });
  const { address, port } = /** @type {import('node:net').AddressInfo} */ (server.address());

  return {
    url: `http://${address}:${port}`,
    apiKey,
    spreadsheetId,
    reads,
    /** How many values.get calls reached the stand-in for one tab title. */
    readsOf: (title) => reads.filter((r) => r.title === title).length,
    setTab: (title, rows) => {
      tabs[title] = rows;
    },
    /** false: the spreadsheet is no longer shared with 'anyone with the link' (403). */
    setShared: (value) => {
      shared = value;
    },
    /** null, 500 or 503: Google itself failing. */
    setOutage: (status) => {
      if (status !== null && !ERRORS[status]) throw new Error(`setOutage: use null, 500 or 503, not ${status}`);
      outage = status;
    },
    setLatency: (ms) => {
      latencyMs = ms;
    },
    close: () =>
      /** @type {Promise<void>} */ (
        new Promise((resolve) => {
          server.closeAllConnections?.();
          server.close(() => resolve());
        })
      ),
  };
}

module.exports = { startGoogleSheetsStandIn, parseRange, demoTabs };

if (require.main === module) {
  const port = Number(process.argv[2] ?? 5056);
  startGoogleSheetsStandIn({ port }).then((google) => {
    console.log(
      `Google Sheets stand-in at ${google.url} (key '${google.apiKey}', spreadsheet '${google.spreadsheetId}')`,
    );
  });
}
