'use strict';
// The player's side of the Upland developer API on the stand-in, with the player's access token
// (`Authorization: Bearer <accessToken>`, as the AuthenticationSuccess webhook delivers it):
//   GET /user/profile                                  {id, eosId, username, networth, level, ...}
//   GET /user/assets/properties?currentPage&pageSize    {currentPage, pageSize, totalResults, results}
//   GET /user/balances                                 {availableUpx, availableSpark, stakedSpark, availableSends}
// 401 for an unknown or revoked token; a page size above 50 is refused (400). Test modes: 'ok',
// 'slow' (every call waits delayMs first), 'down' (503), '429' (with Retry-After), for every
// player or for one (so that browser tests running side by side do not see each other's outage;
// a player's own mode wins, 'ok' forgets it). It counts every
// call and the peak number of calls in progress at once, so a test can hold the site to its bound.
const { randomBytes } = require('node:crypto');
const { accountOf, holdingsOf, identityOf } = require('./holdings.cjs');
const { bearerToken, sendJson, uplandError } = require('./http.cjs');

const PLAYER_MODES = ['ok', 'slow', 'down', '429'];
const MAX_PAGE_SIZE = 50;
const DEFAULT_SLOW_MS = 30_000;

// Unref'd: a slow answer that the site gave up on never keeps a test process alive.
const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms).unref());

/** A whole number in [min, max] from a query value, or null. */
function intParam(value, fallback, min, max) {
  if (value === null) return fallback;
  if (!/^\d{1,9}$/.test(value)) return null;
  const n = Number(value);
  return n >= min && n <= max ? n : null;
}

function createPlayerApi({ latencyMs = 0 } = {}) {
  const players = new Map(); // username -> {id, eosId, username}
  const tokens = new Map(); // accessToken -> username
  let everyone = { mode: 'ok', slowMs: DEFAULT_SLOW_MS };
  const playerModes = new Map(); // username -> {mode, slowMs}
  let latency = latencyMs;
  /** @type {{inFlight: number, peakConcurrent: number, calls: {path: string, query: object, status: number}[]}} */
  const stats = { inFlight: 0, peakConcurrent: 0, calls: [] };

  function playerFor(username) {
    if (!players.has(username)) players.set(username, { username, ...identityOf(username) });
    return players.get(username);
  }

  /** A new access token for the player (each link the player makes in the game gets one). */
  function issueToken(username) {
    const player = playerFor(username);
    const accessToken = randomBytes(24).toString('base64url');
    tokens.set(accessToken, username);
    return { player, accessToken };
  }

  /**
   * Revokes one token, or every token of a username; says how many went.
   * @param {{username?: string, accessToken?: string}} which
   */
  function revoke({ username, accessToken } = {}) {
    let revoked = 0;
    for (const [token, owner] of tokens) {
      if (token === accessToken || (username !== undefined && owner === username)) {
        tokens.delete(token);
        revoked++;
      }
    }
    return revoked;
  }

  /**
   * @param {string} next
   * @param {{delayMs?: number, username?: string}} options  without a username: every player
   */
  function setMode(next, { delayMs, username } = {}) {
    if (!PLAYER_MODES.includes(next)) throw new Error(`mode: one of ${PLAYER_MODES.join(', ')}`);
    const slowMs = delayMs !== undefined && Number.isFinite(delayMs) && delayMs >= 0 ? delayMs : DEFAULT_SLOW_MS;
    if (username === undefined) everyone = { mode: next, slowMs };
    else if (next === 'ok') playerModes.delete(username);
    else playerModes.set(username, { mode: next, slowMs });
  }

  function answer(path, url, username, res) {
    const player = playerFor(username);
    if (path === '/user/profile') return sendJson(res, 200, accountOf(player).profile);
    if (path === '/user/balances') return sendJson(res, 200, accountOf(player).balances);
    const currentPage = intParam(url.searchParams.get('currentPage'), 1, 1, 1e9);
    const pageSize = intParam(url.searchParams.get('pageSize'), 20, 1, MAX_PAGE_SIZE);
    if (currentPage === null) return uplandError(res, 400, 'currentPage must be a whole number from 1');
    if (pageSize === null) return uplandError(res, 400, `pageSize must be a whole number from 1 to ${MAX_PAGE_SIZE}`);
    const owned = holdingsOf(username);
    const results = owned.slice((currentPage - 1) * pageSize, currentPage * pageSize);
    return sendJson(res, 200, { currentPage, pageSize, totalResults: owned.length, results });
  }

  /** Handles a /user/* request; false when the path is not one of the player's calls. */
  async function handle(req, res, url, path) {
    if (req.method !== 'GET' || !['/user/profile', '/user/balances', '/user/assets/properties'].includes(path)) {
      return false;
    }
    const call = { path, query: Object.fromEntries(url.searchParams), status: 0 };
    stats.calls.push(call);
    stats.inFlight++;
    stats.peakConcurrent = Math.max(stats.peakConcurrent, stats.inFlight);
    res.on('close', () => stats.inFlight--);
    if (latency > 0) await wait(latency);
    const username = tokens.get(bearerToken(req.headers.authorization));
    const { mode, slowMs } = (username !== undefined && playerModes.get(username)) || everyone;
    if (mode === 'slow') await wait(slowMs);
    if (mode === 'down') uplandError(res, 503, 'Service Unavailable');
    else if (mode === '429') uplandError(res, 429, 'Too Many Requests', { 'Retry-After': '60' });
    else if (!username) uplandError(res, 401, 'Unauthorized');
    else answer(path, url, username, res);
    call.status = res.statusCode;
    return true;
  }

  return {
    handle,
    playerFor,
    issueToken,
    revoke,
    setMode,
    setLatency: (ms) => {
      latency = ms;
    },
    stats: () => ({ peakConcurrent: stats.peakConcurrent, inFlight: stats.inFlight, calls: [...stats.calls] }),
    resetStats: () => {
      stats.peakConcurrent = stats.inFlight;
      stats.calls.length = 0;
    },
  };
}

module.exports = { createPlayerApi, PLAYER_MODES, MAX_PAGE_SIZE };
