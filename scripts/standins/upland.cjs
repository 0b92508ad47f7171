'use strict';
// A local stand-in for the Upland developer API, speaking the same HTTP and shapes as
// https://api.sandbox.upland.me/developers-api for the calls this site makes:
//   POST /auth/otp/init   HTTP Basic appId:accessKey -> 201 {code, expireAt}; 401 {statusCode, message}
//   GET  /user/profile, /user/assets/properties, /user/balances   Bearer <player access token>
//                         (upland/playerApi.cjs; what each player owns: upland/holdings.cjs)
// and, in place of "the player enters the code in the game", a control surface:
//   GET  /                          a small form a person can use
//   POST /_standin/enter-code       {code, username?}: sends Upland's AuthenticationSuccess webhook,
//                                   with a new access token for that player (or AuthenticationFailure
//                                   for an expired code) to webhookUrl
//   POST /_standin/otp-mode         {mode}: how /auth/otp/init answers next ('ok', 'unauthorized',
//                                   'no-code', 'error', 'hang')
//   POST /_standin/player-mode      {mode, delayMs?, username?}: how the /user/* calls answer ('ok',
//                                   'slow', 'down', '429'), for every player or for one
//   POST /_standin/revoke           {username} or {accessToken}: Upland forgets the token(s): 401 from then on
//   GET  /_standin/stats            {peakConcurrent, inFlight, calls}: the /user/* calls received
//   POST /_standin/stats/reset      starts the count again
// Plain CommonJS and Node's http only, so jest tests (require) and the .mjs scripts (import) share it.
const http = require('node:http');
const { randomBytes } = require('node:crypto');
const { basicCredentials, readFields, sendJson } = require('./upland/http.cjs');
const { createPlayerApi, PLAYER_MODES } = require('./upland/playerApi.cjs');

const OTP_MODES = ['ok', 'unauthorized', 'no-code', 'error', 'hang'];
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

function newCode() {
  let code = '';
  for (const byte of randomBytes(10)) code += CODE_ALPHABET[byte % CODE_ALPHABET.length];
  return code;
}

// The form a person sees: static text only (nothing from a request is ever written into HTML).
const FORM_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Upland stand-in</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 32rem; margin: 2rem auto; padding: 0 1rem">
<h1>Upland stand-in</h1>
<p>Pretend to be the player: enter the code the dashboard shows, as you would in the Upland game.
The stand-in then sends Upland's webhook to the site.</p>
<form method="post" action="/_standin/enter-code">
<p><label>Code<br><input name="code" required autocomplete="off"></label></p>
<p><label>Upland username<br><input name="username" value="saint_player"></label></p>
<p>saint_player owns 14 properties in Saint James; big_holder owns 1,200 in all.</p>
<p><button type="submit">Enter the code</button></p>
</form>
</body></html>`;

/**
 * Starts the stand-in. Options: port (0 = any free port), appId, accessKey, webhookSecret (sent as
 * `Authorization: Bearer <secret>`, Upland's webhook access token), webhookUrl (where the site's
 * /api/upland/webhook listens), codeTtlMs, log (a function, or nothing for silence).
 */
function startUplandStandIn(options = {}) {
  const {
    port = 0,
    host = '127.0.0.1',
    appId = 'demo-app-id',
    accessKey = 'demo-access-key',
    webhookSecret = 'demo-webhook-secret',
    codeTtlMs = 5 * 60 * 1000,
    latencyMs = 0,
    log = () => {},
  } = options;
  let webhookUrl = options.webhookUrl || '';
  let otpMode = 'ok';
  const codes = new Map(); // code -> {expireAt: ms}
  const otpRequests = []; // what /auth/otp/init received, for tests: {authorization}
  const playerApi = createPlayerApi({ latencyMs });

  async function sendWebhook(body) {
    if (!webhookUrl) return { status: 0, body: 'No webhook URL configured on the stand-in' };
    try {
      const res = await fetch(webhookUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${webhookSecret}` },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(15_000),
      });
      const text = await res.text();
      let parsed = text;
      try {
        parsed = JSON.parse(text);
      } catch {
        // not JSON: keep the text
      }
      return { status: res.status, body: parsed };
    } catch (err) {
      return { status: 0, body: `Webhook not delivered: ${err instanceof Error ? err.message : String(err)}` };
    }
  }

  /** "The player entered the code in the game." */
  async function enterCode({ code, username = 'saint_player' }) {
    const entered = String(code || '')
      .trim()
      .toUpperCase();
    const issued = codes.get(entered);
    if (!issued) return { status: 404, body: { statusCode: 404, message: 'Code not found' } };
    codes.delete(entered);
    if (issued.expireAt <= Date.now()) {
      const webhook = await sendWebhook({
        type: 'AuthenticationFailure',
        data: { code: entered, message: 'Code expired' },
      });
      return { status: 410, body: { statusCode: 410, message: 'Code expired', webhook } };
    }
    const { player, accessToken } = playerApi.issueToken(String(username).trim() || 'saint_player');
    const webhook = await sendWebhook({
      type: 'AuthenticationSuccess',
      data: { code: entered, userId: player.id, accessToken },
    });
    log(`Upland stand-in: code ${entered} entered by ${player.username}; webhook answered ${webhook.status}`);
    return { status: 200, body: { code: entered, userId: player.id, username: player.username, webhook } };
  }

  async function route(req, res) {
    const url = new URL(req.url, 'http://stand-in');
    const path = url.pathname.replace(/\/+$/, '') || '/';

    if (req.method === 'POST' && path === '/auth/otp/init') {
      otpRequests.push({ authorization: req.headers.authorization || '' });
      const credentials = basicCredentials(req.headers.authorization);
      const valid = credentials && credentials.id === appId && credentials.secret === accessKey;
      if (!valid || otpMode === 'unauthorized') {
        return sendJson(res, 401, { statusCode: 401, message: 'Unauthorized' });
      }
      if (otpMode === 'hang') return; // never answers: the caller's timeout must end it
      if (otpMode === 'error') {
        return sendJson(res, 500, { statusCode: 500, message: 'Internal server error' });
      }
      const expireAt = Date.now() + codeTtlMs;
      if (otpMode === 'no-code') return sendJson(res, 201, { expireAt: new Date(expireAt).toISOString() });
      const code = newCode();
      codes.set(code, { expireAt });
      log(`Upland stand-in: issued code ${code}`);
      return sendJson(res, 201, { code, expireAt: new Date(expireAt).toISOString() });
    }

    if (await playerApi.handle(req, res, url, path)) return;

    if (req.method === 'GET' && path === '/') {
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      return res.end(FORM_PAGE);
    }

    if (req.method === 'POST' && path === '/_standin/enter-code') {
      const fields = await readFields(req);
      const result = await enterCode(fields);
      if ((req.headers['content-type'] || '').includes('application/x-www-form-urlencoded')) {
        res.writeHead(result.status, { 'Content-Type': 'text/plain; charset=utf-8' });
        return res.end(
          `${JSON.stringify(result.body, null, 2)}\n\nGo back to the dashboard: it shows the link within a few seconds.\n`,
        );
      }
      return sendJson(res, result.status, result.body);
    }

    if (req.method === 'POST' && path === '/_standin/otp-mode') {
      const { mode } = await readFields(req);
      if (!OTP_MODES.includes(mode)) {
        return sendJson(res, 400, { error: `mode: one of ${OTP_MODES.join(', ')}` });
      }
      otpMode = mode;
      return sendJson(res, 200, { mode });
    }

    if (req.method === 'POST' && path === '/_standin/player-mode') {
      const { mode, delayMs, username } = await readFields(req);
      if (!PLAYER_MODES.includes(mode)) {
        return sendJson(res, 400, { error: `mode: one of ${PLAYER_MODES.join(', ')}` });
      }
      if (username !== undefined && typeof username !== 'string') {
        return sendJson(res, 400, { error: 'username: a stand-in player’s name, or absent for every player' });
      }
      playerApi.setMode(mode, { delayMs: delayMs === undefined ? undefined : Number(delayMs), username });
      return sendJson(res, 200, { mode });
    }

    if (req.method === 'POST' && path === '/_standin/revoke') {
      const { username, accessToken } = await readFields(req);
      return sendJson(res, 200, { revoked: playerApi.revoke({ username, accessToken }) });
    }

    if (path === '/_standin/stats') {
      return sendJson(res, 200, req.method === 'GET' ? playerApi.stats() : { error: 'GET it' });
    }

    if (req.method === 'POST' && path === '/_standin/stats/reset') {
      playerApi.resetStats();
      return sendJson(res, 200, playerApi.stats());
    }

    return sendJson(res, 404, { statusCode: 404, message: `Cannot ${req.method} ${path}` });
  }

  const server = http.createServer((req, res) => {
    route(req, res).catch((err) => {
      if (!res.headersSent) sendJson(res, 400, { error: err.message });
    });
  });

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const actualPort = /** @type {import('node:net').AddressInfo} */ (server.address()).port;
      resolve({
        url: `http://${host}:${actualPort}`,
        port: actualPort,
        otpRequests,
        setWebhookUrl: (next) => {
          webhookUrl = next;
        },
        setOtpMode: (mode) => {
          if (!OTP_MODES.includes(mode)) throw new Error(`unknown mode ${mode}`);
          otpMode = mode;
        },
        enterCode,
        setPlayerMode: playerApi.setMode,
        setLatency: playerApi.setLatency,
        revoke: playerApi.revoke,
        playerStats: playerApi.stats,
        resetPlayerStats: playerApi.resetStats,
        close: () =>
          /** @type {Promise<void>} */ (
            new Promise((done) => {
              server.closeAllConnections(); // includes the requests 'hang' and 'slow' never answered
              server.close(() => done());
            })
          ),
      });
    });
  });
}

module.exports = { startUplandStandIn, OTP_MODES, PLAYER_MODES };
