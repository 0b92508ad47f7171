import { checkEntryFields, type FieldsCheck } from '@saint-james/api-contract';
import { Router, type Request } from 'express';
import { authenticate, requireAdmin } from '../auth/guard';
import type { RouterDeps } from '../deps';
import { isValidDocumentId } from '../firestore/documentId';
import { asyncRoute as handle } from '../http/asyncRoute';
import { badRequest, HttpError } from '../http/errors';
import { readPutVersion } from './putVersion';
import { MapDataStore, toPublicItem } from './store';

const notFound = (id: string) => new HttpError(404, `No map-data entry with id '${id}'`, 'not-found');

/** A failed field check as the 400 the caller reads: the message, its code, the field and problem. */
function invalid(check: Extract<FieldsCheck<unknown>, { ok: false }>): HttpError {
  if (check.problem === 'not-an-object' || check.field === undefined) return badRequest(check.message);
  const code = check.problem === 'unknown-field' ? 'unknown-field' : 'invalid-field';
  return new HttpError(400, check.message, code, check.field, check.problem);
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
export function mapDataRouter(deps: RouterDeps): Router {
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
      const fields = checkEntryFields(requireJsonBody(req), { output: 'refuse' });
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
      if (!isValidDocumentId(id)) throw notFound(id);
      const body = requireJsonBody(req);
      const fields = checkEntryFields(body, { output: 'ignore' });
      if (!fields.ok) throw invalid(fields);
      const version = readPutVersion(body, id);
      if (!version.ok) throw new HttpError(400, version.message, 'invalid-field', version.field);
      const result = await store.update(id, fields.value, req.caller!.email ?? '', version.expectedUpdatedAt);
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
      if (!isValidDocumentId(id) || !(await store.remove(id))) throw notFound(id);
      res.status(204).end();
    }),
  );

  return router;
}
