import { Router, type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import type { ApiDeps } from '../app';
import { authenticate, requireAdmin } from '../auth/guard';
import { badRequest, HttpError } from '../http/errors';
import { MapDataStore, toPublicItem } from './store';
import {
  isPossibleEntryId,
  OUTPUT_ONLY_FIELDS,
  validateMapDataFields,
  validateUpdateExtras,
  type Validation,
} from './validation';

/** Express 4 does not catch rejected promises: hand them to the error handler. */
const handle =
  (fn: (req: Request, res: Response) => Promise<void>): RequestHandler =>
  (req: Request, res: Response, next: NextFunction) => {
    fn(req, res).catch(next);
  };

const notFound = (id: string) => new HttpError(404, `No map-data entry with id '${id}'`, 'not-found');

/** A failed validation as the 400 the caller reads: the message, its code, and the field. */
function invalid(result: Extract<Validation<unknown>, { ok: false }>): HttpError {
  const code = result.code ?? (result.field ? 'invalid-field' : 'invalid-body');
  return new HttpError(400, result.error, code, result.field);
}

/** POST and PUT take JSON only; without it express.json() leaves an empty body and the message would mislead. */
function requireJsonBody(req: Request): Record<string, unknown> {
  if (!req.is('application/json')) throw badRequest('Send the entry as JSON (Content-Type: application/json)');
  return req.body as Record<string, unknown>;
}

/**
 * /api/mapdata: GET is public (id, name, location; full entries for the admin); POST, PUT and
 * DELETE are the admin's (401 without a valid token, 403 for anyone else).
 */
export function mapDataRouter(deps: ApiDeps): Router {
  const router = Router();
  const store = new MapDataStore(deps.firestore, deps.now);
  const { verifyIdToken, config } = deps;
  // GET without a token is public; a token that fails verification is still 401.
  const optionalCaller = authenticate(verifyIdToken, config.adminEmail, { required: false });
  const adminOnly = [authenticate(verifyIdToken, config.adminEmail, { required: true }), requireAdmin];

  router.get(
    '/',
    optionalCaller,
    handle(async (req, res) => {
      const entries = await store.list();
      res.json(req.caller?.isAdmin ? entries : entries.map(toPublicItem));
    }),
  );

  router.post(
    '/',
    ...adminOnly,
    handle(async (req, res) => {
      const fields = validateMapDataFields(requireJsonBody(req));
      if (!fields.ok) throw invalid(fields);
      const entry = await store.create(fields.value, req.caller!.email ?? '');
      res.status(201).json(entry);
    }),
  );

  router.put(
    '/:id',
    ...adminOnly,
    handle(async (req, res) => {
      const { id } = req.params;
      if (!isPossibleEntryId(id)) throw notFound(id);
      const body = requireJsonBody(req);
      const fields = validateMapDataFields(body, OUTPUT_ONLY_FIELDS);
      if (!fields.ok) throw invalid(fields);
      const extras = validateUpdateExtras(body, id);
      if (!extras.ok) throw invalid(extras);
      const result = await store.update(id, fields.value, req.caller!.email ?? '', extras.value.expectedUpdatedAt);
      if (result.status === 'not-found') throw notFound(id);
      if (result.status === 'stale') {
        throw new HttpError(
          409,
          `This entry was changed by ${result.current.updatedBy || 'someone else'} at ${result.current.updatedAt} ` +
            'after you loaded it, so your changes were not saved. Reload the entry to see the current version.',
          'stale-entry',
        );
      }
      res.json(result.entry);
    }),
  );

  router.delete(
    '/:id',
    ...adminOnly,
    handle(async (req, res) => {
      const { id } = req.params;
      if (!isPossibleEntryId(id) || !(await store.remove(id))) throw notFound(id);
      res.status(204).end();
    }),
  );

  return router;
}
