/**
 * "Your Saint James" (docs/product.md; docs/decisions/0022-the-portfolio-cache-and-the-address-rule.md):
 * - api.upland.portfolio         the member's portfolio: from the cache when under 10 minutes old,
 *                                otherwise from Upland (the cached copy, marked stale, when Upland fails)
 * - api.upland.refreshPortfolio  from Upland now; at most once a minute per member (429)
 * - api.upland.unlink            the link, the token and the cached portfolio go (204)
 * Not linked: 409 not-linked. Upland refusing the token: the link is marked, 409 relink. Upland
 * failing with nothing cached: 503 upland-unavailable. The access token is never in an answer or a
 * log line: only linkStore reads it, only uplandPlayer sends it.
 */
import { api, PORTFOLIO_FRESH_MS } from '@saint-james/api-contract';
import { Router, type Response } from 'express';
import { authenticate, type Caller } from '../auth/guard';
import type { RouterDeps } from '../deps';
import { asyncRoute as handle } from '../http/asyncRoute';
import { HttpError } from '../http/errors';
import { route, send, sendNoContent } from '../http/route';
import type { SheetSource } from '../sheets/sheetSource';
import { markNeedsRelink, readAccessToken, readLink, unlink, type UplandLink } from './linkStore';
import { portfolioHoldings, portfolioAnswer } from './portfolioAnswer';
import { readCachedHoldings, saveHoldings, takeRefreshSlot, type CachedHoldings } from './portfolioStore';
import { UplandUnavailableError } from './uplandClient';
import { fetchHoldings, UplandTokenRefusedError } from './uplandPlayer';

const NOT_LINKED = () => new HttpError(409, 'No Upland account is linked: link one with Upland Auth', 'not-linked');
const RELINK = () =>
  new HttpError(409, 'Upland no longer accepts this link: link the account again with Upland Auth', 'relink');
const UNAVAILABLE = () =>
  new HttpError(503, 'Upland is not answering and no earlier portfolio is kept', 'upland-unavailable');

export function portfolioRouter(deps: RouterDeps, sheets: SheetSource): Router {
  const router = Router();
  const { firestore, log } = deps;
  const member = authenticate(deps.verifyIdToken, deps.config.adminEmail, { required: true });
  const fetchImpl = deps.fetch ?? fetch;
  const now = deps.now ?? Date.now;
  /** Fetches under way in this instance, by member: concurrent asks share one round of Upland calls. */
  const inFlight = new Map<string, Promise<CachedHoldings>>();

  /**
   * The caller's link, usable (409 not-linked or relink otherwise), and the cached copy if it is
   * this link's (a copy of another Upland account never is). Read together: one round trip.
   */
  async function linkAndCache(caller: Caller): Promise<{ link: UplandLink; cached: CachedHoldings | null }> {
    const [link, cached] = await Promise.all([
      readLink(firestore, caller.uid),
      readCachedHoldings(firestore, caller.uid),
    ]);
    if (!link) throw NOT_LINKED();
    if (link.needsRelink) throw RELINK();
    return { link, cached: cached?.uplandUserId === link.userId ? cached : null };
  }

  async function fetchFromUpland(uid: string, link: UplandLink): Promise<CachedHoldings> {
    const accessToken = await readAccessToken(firestore, uid);
    if (!accessToken) {
      // Linked without a token (Upland's notice carried none): only a new link can give one.
      await markNeedsRelink(firestore, uid, link.userId);
      throw RELINK();
    }
    let fetched: CachedHoldings;
    try {
      const holdings = await fetchHoldings(deps.config.upland, accessToken, fetchImpl);
      if (holdings.truncated) log.warn('Upland portfolio: more properties than are read; the rest left out', { uid });
      // Only Saint James is kept: the rest of the player's holdings are none of our business.
      fetched = {
        uplandUserId: link.userId,
        holdings: { ...holdings, properties: portfolioHoldings(holdings.properties) },
        fetchedAt: now(),
      };
    } catch (err) {
      if (err instanceof UplandTokenRefusedError) {
        log.warn(`Upland portfolio for ${uid}: ${err.message}; the link needs renewing`, { uid });
        await markNeedsRelink(firestore, uid, link.userId);
        throw RELINK();
      }
      throw err;
    }
    const saved = await saveHoldings(firestore, uid, fetched).catch((saveError: unknown) => {
      log.error('Upland portfolio: could not cache it', { uid, reason: String(saveError) });
      return 'failed' as const;
    });
    if (saved === 'too-large') log.warn('Upland portfolio: too large to cache', { uid });
    return fetched;
  }

  function fetchShared(uid: string, link: UplandLink): Promise<CachedHoldings> {
    let pending = inFlight.get(uid);
    if (!pending) {
      pending = fetchFromUpland(uid, link).finally(() => inFlight.delete(uid));
      inFlight.set(uid, pending);
    }
    return pending;
  }

  /** Fresh from Upland; when Upland fails, the cached copy marked stale, or 503 with none. */
  async function freshOrStale(uid: string, link: UplandLink, cached: CachedHoldings | null) {
    try {
      return { read: await fetchShared(uid, link), stale: false };
    } catch (err) {
      if (!(err instanceof UplandUnavailableError)) throw err;
      log.warn(`Upland portfolio for ${uid}: ${err.message}`, { uid, cached: cached !== null });
      if (!cached) throw UNAVAILABLE();
      return { read: cached, stale: true };
    }
  }

  /** The portfolio answer (the same for a read and a refresh): the holdings joined with the sheet now. */
  async function answer(
    res: Response,
    entry: typeof api.upland.portfolio | typeof api.upland.refreshPortfolio,
    { read, stale }: { read: CachedHoldings; stale: boolean },
  ) {
    const { copy } = await sheets.read('properties');
    send(res, entry, portfolioAnswer(read.holdings, copy.values, { fetchedAt: read.fetchedAt, stale }));
  }

  route(
    router,
    api.upland.portfolio,
    member,
    handle(async (req, res) => {
      const { uid } = req.caller!;
      const { link, cached } = await linkAndCache(req.caller!);
      if (cached && now() - cached.fetchedAt < PORTFOLIO_FRESH_MS) {
        await answer(res, api.upland.portfolio, { read: cached, stale: false });
        return;
      }
      await answer(res, api.upland.portfolio, await freshOrStale(uid, link, cached));
    }),
  );

  route(
    router,
    api.upland.refreshPortfolio,
    member,
    handle(async (req, res) => {
      const { uid } = req.caller!;
      const { link, cached } = await linkAndCache(req.caller!);
      const admission = await takeRefreshSlot(firestore, uid, link.userId, now());
      if (!admission.allowed) {
        const seconds = Math.ceil(admission.retryAfterMs / 1000);
        res.set('Retry-After', String(seconds));
        throw new HttpError(
          429,
          `The portfolio can be refreshed once a minute: try again in ${seconds} s`,
          'too-many-refreshes',
        );
      }
      await answer(res, api.upland.refreshPortfolio, await freshOrStale(uid, link, cached));
    }),
  );

  route(
    router,
    api.upland.unlink,
    member,
    handle(async (req, res) => {
      await unlink(firestore, req.caller!.uid);
      sendNoContent(res, api.upland.unlink);
    }),
  );
  return router;
}
