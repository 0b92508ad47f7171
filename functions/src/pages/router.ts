import {
  ACTIVITY_PAGE_NUMBERS,
  api,
  checkActivityPage,
  isActivityPageNumber,
  type ActivityPageContent,
  type ActivityPageNumber,
} from '@saint-james/api-contract';
import { Router, type Request } from 'express';
import { adminGuard } from '../auth/guard';
import type { RouterDeps } from '../deps';
import { isValidDocumentId } from '../firestore/documentId';
import { asyncRoute as handle } from '../http/asyncRoute';
import { HttpError, invalidFields, staleSave } from '../http/errors';
import { requireJsonBody } from '../http/jsonBody';
import { readRevertBody } from '../http/revertBody';
import { cacheForVisitors, PAGES_CACHE } from '../http/publicCache';
import { route, send } from '../http/route';
import { bodyDanger, dangerText } from './markdownSafety';
import { ActivityPageStore, toCard, type SaveResult } from './store';

/** The page number of the URL, or 404: only /activity/page1 … page8 exist. */
function pageNumber(req: Request): ActivityPageNumber {
  const { n } = req.params;
  if (!isActivityPageNumber(n)) throw new HttpError(404, `No activity page '${n}' (pages are 1 to 8)`, 'not-found');
  return n;
}

/** The first body with raw HTML, an unsafe link or a non-https image, as the 400 naming it. */
function refuseUnsafeMarkdown(content: ActivityPageContent): void {
  for (const [language, part] of [
    ['en', content.en],
    ['fr', content.fr],
  ] as const) {
    const danger = part ? bodyDanger(part.body) : null;
    if (danger) {
      const field = `${language}.body`;
      throw new HttpError(400, `${field}: ${dangerText(danger)}`, 'invalid-field', field, 'unsafe-markdown');
    }
  }
}

/** A save that lost the race: someone saved after the caller loaded the page. */
function savedOrStale(result: SaveResult) {
  if (result.status === 'saved') return result.page;
  const { current, updatedBy } = result;
  if (current.updatedAt) throw staleSave('page', updatedBy, current.updatedAt);
  throw new HttpError(
    409,
    'This page has not been written yet: send updatedAt null (or none) for its first save.',
    'stale-entry',
  );
}

/**
 * /api/pages/activity: the eight pages' cards and each page are public and CDN-cached; saving,
 * history and revert are the admin's (docs/product.md "Activity pages").
 */
export function pagesRouter(deps: RouterDeps): Router {
  const router = Router();
  const store = new ActivityPageStore(deps.firestore, deps.now);
  const { verifyIdToken, config } = deps;
  const adminOnly = adminGuard(verifyIdToken, config.adminEmail);

  route(
    router,
    api.pages.list,
    handle(async (req, res) => {
      const pages = await store.list(ACTIVITY_PAGE_NUMBERS);
      cacheForVisitors(req, res, PAGES_CACHE);
      send(res, api.pages.list, pages.map(toCard));
    }),
  );

  route(
    router,
    api.pages.get,
    handle(async (req, res) => {
      const page = await store.get(pageNumber(req));
      cacheForVisitors(req, res, PAGES_CACHE);
      send(res, api.pages.get, page);
    }),
  );

  route(
    router,
    api.pages.save,
    ...adminOnly,
    handle(async (req, res) => {
      const n = pageNumber(req);
      const check = checkActivityPage(requireJsonBody(req, 'the page'));
      if (!check.ok) throw invalidFields(check);
      refuseUnsafeMarkdown(check.value);
      const result = await store.save(n, check.value, req.caller!.email ?? '', check.updatedAt);
      send(res, api.pages.save, savedOrStale(result));
    }),
  );

  route(
    router,
    api.pages.history,
    ...adminOnly,
    handle(async (req, res) => {
      send(res, api.pages.history, await store.history(pageNumber(req)));
    }),
  );

  route(
    router,
    api.pages.revert,
    ...adminOnly,
    handle(async (req, res) => {
      const n = pageNumber(req);
      const { revision, updatedAt } = readRevertBody(req, 'the page');
      const result = isValidDocumentId(revision)
        ? await store.revert(n, revision, req.caller!.email ?? '', updatedAt)
        : ({ status: 'no-revision' } as const);
      if (result.status === 'no-revision') {
        throw new HttpError(404, `Page ${n} has no revision '${revision}'`, 'revision-not-found', 'revision');
      }
      send(res, api.pages.revert, savedOrStale(result));
    }),
  );

  return router;
}
