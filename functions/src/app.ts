import { isUtf8 } from 'node:buffer';
import type { IncomingMessage } from 'node:http';
import { api, MAX_BODY_BYTES } from '@saint-james/api-contract';
import express, { type Express, type Request, type RequestHandler } from 'express';
import type { ApiDeps } from './deps';
import { bearerToken, malformedAuthorization } from './auth/guard';
import { BODY_TOO_LARGE, errorHandler, HttpError, unroutedHandler } from './http/errors';
import { functionsLog } from './log';
import { route, send } from './http/route';
import { mapDataRouter } from './mapData/router';
import { pagesRouter } from './pages/router';
import { accountRouter } from './account/router';
import { sheetsRouter } from './sheets/router';
import { createSheetSource } from './sheets/sheetSource';
import { uplandRouter } from './upland/router';

export type { ApiDeps } from './deps';

/** POST /api/mapdata/import takes a whole file: its own, larger limit. */
export const MAX_IMPORT_BYTES = 1024 * 1024;
const IMPORT_PATH = api.mapData.import.path;
const WEBHOOK_PATH = api.upland.webhook.path;
/**
 * PUT /api/pages/activity/{n} takes two languages of 32 KB of Markdown, a 200-character title and a
 * 500-character summary each, however JSON escapes them: a byte of UTF-8 is at most 3 bytes escaped
 * ('é', 2 bytes, is \u00e9; an emoji, 4, is 12), a character at most 12. 2 × (96 KB + 700 × 12) is
 * about 213 KB.
 */
export const MAX_PAGE_BYTES = 224 * 1024;
/** The contract's '/api/pages/activity/:n', its parameter any one path segment. */
const PAGE_PATH = new RegExp(`^${api.pages.save.path.replace(/:\w+/g, '[^/]+')}$`);

/**
 * A path as Express's routing matches it (without regard to case, with one trailing slash or none),
 * so that a POST to '/api/mapdata/IMPORT/' gets the import's limit and reader, as it gets its route.
 */
const routedPath = (path: string) => path.toLowerCase().replace(/(.)\/$/, '$1');
const isImport = (req: Request) => req.method === 'POST' && routedPath(req.path) === IMPORT_PATH;
const isPage = (req: Request) => req.method === 'PUT' && PAGE_PATH.test(routedPath(req.path));
const isWebhook = (req: Request) => routedPath(req.path) === WEBHOOK_PATH;

/** The body limit of a request: the import's and a page's are their own. */
const limitOf = (req: Request) => (isImport(req) ? MAX_IMPORT_BYTES : isPage(req) ? MAX_PAGE_BYTES : MAX_BODY_BYTES);

/**
 * The body limit, checked on the bytes the Functions runtime already read. The runtime parses every
 * body (up to 32 MB) before the app runs and keeps the bytes in req.rawBody, so express.json's own
 * limit never runs there (docs/decisions/0007-the-runtime-parses-the-body.md).
 */
const bodyLimit: RequestHandler = (req, _res, next) => {
  const limit = limitOf(req);
  const raw = (req as { rawBody?: Buffer }).rawBody;
  const declared = Number(req.get('content-length') ?? 0);
  next((raw && raw.length > limit) || declared > limit ? BODY_TOO_LARGE() : undefined);
};

const keepRawBody = (req: IncomingMessage, _res: unknown, bytes: Buffer) => {
  (req as { rawBody?: Buffer }).rawBody ??= bytes;
};

/**
 * Only UTF-8 text gets in: the parsers would turn other bytes into U+FFFD and the entry would be
 * stored with its text quietly changed. Checked on the bytes as they came.
 */
const utf8Body: RequestHandler = (req, _res, next) => {
  const raw = (req as { rawBody?: Buffer }).rawBody;
  next(raw && !isUtf8(raw) ? new HttpError(400, 'The body is not UTF-8 text', 'invalid-encoding') : undefined);
};

/**
 * The charset a Content-Type names ('utf-16' in 'text/csv; charset="UTF-16"'), lower-cased; null
 * when none (an empty one is left to the parsers, which refuse the header). Two charsets are
 * refused by name: the parsers would take the last, this the first.
 */
function declaredCharset(contentType: string): string | null {
  const named = [...contentType.matchAll(/;\s*charset\s*=\s*"?([^";\s]*)/gi)]
    .map((match) => match[1].toLowerCase())
    .filter((name) => name !== '');
  if (named.length > 1) return named.join(' and ');
  return named[0] ?? null;
}

/**
 * A body said to be in another charset than UTF-8 is refused (415) rather than read as UTF-8 with
 * its text changed (UTF-16 text is valid UTF-8 bytes, NULs between the letters). Only the name
 * 'utf-8' (in any case) is taken: the JSON parser before the api refuses 'utf8' and 'us-ascii'
 * too. Not the Upland webhook: what Upland sends is taken as the runtime reads it.
 */
const utf8Charset: RequestHandler = (req, _res, next) => {
  const charset = declaredCharset(req.get('content-type') ?? '');
  const hasBody =
    Number(req.get('content-length') ?? 0) > 0 ||
    req.get('transfer-encoding') !== undefined ||
    ((req as { rawBody?: Buffer }).rawBody?.length ?? 0) > 0;
  const refused = hasBody && charset !== null && charset !== 'utf-8' && !isWebhook(req);
  next(
    refused
      ? new HttpError(415, `Send the body as UTF-8 text (it says charset=${charset.slice(0, 40)})`, 'invalid-encoding')
      : undefined,
  );
};

/**
 * A compressed body is refused (415), as in-process: the Functions runtime inflates gzip before the
 * app runs, and the error table promises the caller a 415 for it wherever the api runs. Not the
 * Upland webhook: what Upland sends is taken as the runtime reads it.
 */
const identityEncoding: RequestHandler = (req, _res, next) => {
  if (isWebhook(req)) return next();
  const encoding = (req.get('content-encoding') ?? 'identity').trim().toLowerCase();
  next(
    encoding === 'identity'
      ? undefined
      : new HttpError(415, 'Send the body as UTF-8 text, not compressed', 'invalid-encoding'),
  );
};

/**
 * An Authorization header that is not 'Bearer <token>' is refused on every route, also those that
 * answer everyone alike and never read a token (docs/product.md "Who it is for"): a client sending a
 * broken one hears so. A bearer token is verified by the routes that read who is asking. Not the
 * Upland webhook: Upland sends its secret as it chooses, bare or as a bearer (upland/webhookAuth.ts).
 */
const wellFormedAuthorization: RequestHandler = (req, _res, next) => {
  const refused = !isWebhook(req) && bearerToken(req) === 'malformed';
  next(refused ? malformedAuthorization() : undefined);
};

/**
 * The api app, mounted at the site root: Hosting rewrites /api/** to the function with the path
 * unchanged, so every route here starts with /api. Feature routers are mounted below.
 */
export function createApp(deps: ApiDeps): Express {
  const log = deps.log ?? functionsLog;
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', true);
  app.use('/api', (_req, res, next) => {
    // API answers are per-request unless a route says otherwise (the sheets proxy does); the
    // refusals below too.
    res.set('Cache-Control', 'no-store');
    next();
  });
  app.use(bodyLimit, identityEncoding, utf8Charset);
  // In-process (tests, benchmarks) nothing has parsed the body yet; in Cloud Functions this is a no-op.
  // The import reads its body as text (GeoJSON or CSV), the rest as JSON (a page's with its own
  // limit). All keep the bytes in req.rawBody, as the Functions runtime does.
  const json = express.json({ limit: MAX_BODY_BYTES, verify: keepRawBody });
  const pageJson = express.json({ limit: MAX_PAGE_BYTES, verify: keepRawBody });
  const text = express.text({ type: () => true, limit: MAX_IMPORT_BYTES, verify: keepRawBody });
  app.use((req, res, next) => (isImport(req) ? text : isPage(req) ? pageJson : json)(req, res, next));
  app.use(utf8Body);
  app.use(wellFormedAuthorization);

  const health = express.Router();
  route(health, api.health, (_req, res) => send(res, api.health, { ok: true }));

  // Each router registers its endpoints at the paths of the contract's table.
  const routed = { ...deps, log };
  // One sheet source: the proxy and the portfolio's tier join share its cache.
  const sheets = createSheetSource(routed);
  app.use(
    health,
    sheetsRouter(routed, sheets),
    mapDataRouter(routed),
    pagesRouter(routed),
    uplandRouter(routed, sheets),
    accountRouter(routed),
  );

  app.use(unroutedHandler);
  app.use(errorHandler(log));
  return app;
}
