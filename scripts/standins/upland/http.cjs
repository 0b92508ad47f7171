'use strict';
// The small HTTP helpers the Upland stand-in's modules share (Node's http only).

function sendJson(res, status, body, headers = {}) {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', ...headers });
  res.end(JSON.stringify(body));
}

function readBody(req) {
  return new Promise((resolve, reject) => {
    let text = '';
    req.setEncoding('utf8');
    req.on('data', (chunk) => {
      text += chunk;
      if (text.length > 64 * 1024) reject(new Error('body too large'));
    });
    req.on('end', () => resolve(text));
    req.on('error', reject);
  });
}

/** A JSON or form body as an object ({} for none). */
async function readFields(req) {
  const text = await readBody(req);
  const type = req.headers['content-type'] || '';
  if (type.includes('application/x-www-form-urlencoded')) {
    return Object.fromEntries(new URLSearchParams(text));
  }
  if (!text) return {};
  return JSON.parse(text);
}

function basicCredentials(header) {
  const match = /^Basic\s+(\S+)$/i.exec(header || '');
  if (!match) return null;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon < 0 ? null : { id: decoded.slice(0, colon), secret: decoded.slice(colon + 1) };
}

function bearerToken(header) {
  const match = /^Bearer\s+(\S+)$/i.exec(header || '');
  return match ? match[1] : null;
}

/** Upland's error body. */
const uplandError = (res, status, message, headers) => sendJson(res, status, { statusCode: status, message }, headers);

module.exports = { sendJson, readFields, basicCredentials, bearerToken, uplandError };
