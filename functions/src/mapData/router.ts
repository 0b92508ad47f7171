import {
  checkEntryFields,
  MAX_IMPORT_FEATURES,
  RevertBodySchema,
  rowPlace,
  type FieldsCheck,
  type ImportReport,
  type MapDataEntry,
} from '@saint-james/api-contract';
import { Router, type Request } from 'express';
import * as v from 'valibot';
import { authenticate, requireAdmin } from '../auth/guard';
import type { RouterDeps } from '../deps';
import { isValidDocumentId } from '../firestore/documentId';
import { asyncRoute as handle } from '../http/asyncRoute';
import { badRequest, HttpError } from '../http/errors';
import { readPutVersion } from './putVersion';
import { toPublicItem } from './documents';
import { MapDataStore } from './store';
import { checkImportRows, readImport, toCsv, toGeoJson } from './transfer';

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

/** A 409: someone saved the entry after the caller loaded it. */
const stale = (current: MapDataEntry) =>
  new HttpError(
    409,
    `This entry was changed by ${current.updatedBy || 'someone else'} at ${current.updatedAt} ` +
      'after you loaded it, so your changes were not saved. Reload the entry to see the current version.',
    'stale-entry',
  );

/** The body as the text it was sent as: the runtime's bytes, or what express read in-process. */
function bodyText(req: Request): string {
  const raw = (req as { rawBody?: Buffer }).rawBody;
  if (raw) return raw.toString('utf8');
  if (typeof req.body === 'string') return req.body;
  return req.body === undefined ? '' : JSON.stringify(req.body);
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

  router.get(
    '/trash',
    ...adminOnly,
    handle(async (_req, res) => {
      res.json(await store.trash());
    }),
  );

  router.get(
    '/export',
    ...adminOnly,
    handle(async (req, res) => {
      const format = req.query.format ?? 'geojson';
      const entries = await store.list();
      const day = new Date().toISOString().slice(0, 10);
      if (format === 'geojson') {
        res.attachment(`saint-james-map-entries-${day}.geojson`).type('application/geo+json');
        res.send(JSON.stringify(toGeoJson(entries)));
      } else if (format === 'csv') {
        res.attachment(`saint-james-map-entries-${day}.csv`).type('text/csv; charset=utf-8');
        res.send(toCsv(entries));
      } else {
        throw new HttpError(400, "format: must be 'geojson' or 'csv'", 'invalid-field', 'format');
      }
    }),
  );

  // All or nothing: every row is checked first (fields, ids, the Trash); one problem and nothing is written.
  router.post(
    '/import',
    ...adminOnly,
    handle(async (req, res) => {
      const dryRun = req.query.dryRun === '1' || req.query.dryRun === 'true';
      const read = readImport(bodyText(req), req.get('content-type') ?? '');
      if (!read.ok) throw new HttpError(400, read.message, read.code, undefined, read.problem, { line: read.line });
      if (read.rows.length > MAX_IMPORT_FEATURES) {
        throw new HttpError(
          400,
          `At most ${MAX_IMPORT_FEATURES} features in one import (this file has ${read.rows.length})`,
          'too-many-features',
        );
      }
      const { items, errors } = checkImportRows(read.rows);
      const outcome = await store.import(items, req.caller!.email ?? '', { write: !dryRun && errors.length === 0 });
      const problems = [...errors, ...outcome.problems].sort((a, b) => a.index - b.index);
      if (problems.length > 0 && !dryRun) {
        const [first] = problems;
        throw new HttpError(
          400,
          `${rowPlace(first)}: ${first.message}. Nothing was imported.`,
          'invalid-feature',
          first.field,
          first.problem,
          { index: first.index, line: first.line },
        );
      }
      const { created, updated, unchanged } = outcome;
      res.json({ dryRun, created, updated, unchanged, errors: problems } satisfies ImportReport);
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
      if (result.status === 'stale') throw stale(result.current);
      res.json(result.entry);
    }),
  );

  // Deleting moves the entry to the trash (restorable under the same id).
  router.delete(
    '/:id',
    ...adminOnly,
    handle(async (req, res) => {
      const { id } = req.params;
      if (!isValidDocumentId(id) || !(await store.remove(id, req.caller!.email ?? ''))) throw notFound(id);
      res.status(204).end();
    }),
  );

  router.get(
    '/:id/history',
    ...adminOnly,
    handle(async (req, res) => {
      const { id } = req.params;
      const revisions = isValidDocumentId(id) ? await store.history(id) : null;
      if (!revisions) throw notFound(id);
      res.json(revisions);
    }),
  );

  router.post(
    '/:id/revert',
    ...adminOnly,
    handle(async (req, res) => {
      const { id } = req.params;
      if (!isValidDocumentId(id)) throw notFound(id);
      const sent = requireJsonBody(req);
      // Valibot would read an array as an object with its keys missing: for the caller it is not one.
      const body = v.safeParse(RevertBodySchema, Array.isArray(sent) ? null : sent);
      if (!body.success) {
        const field = v.getDotPath(body.issues[0]) ?? undefined;
        if (field === 'revision' || field === 'updatedAt') {
          const what =
            field === 'revision' ? 'the id of one of the entry’s revisions' : 'the updatedAt the server sent';
          throw new HttpError(400, `${field}: must be ${what} (a string)`, 'invalid-field', field);
        }
        if (field)
          throw new HttpError(400, `${field}: unknown field (allowed: revision, updatedAt)`, 'unknown-field', field);
        throw badRequest('Send {revision, updatedAt}: the revision to go back to and the version you loaded');
      }
      const { revision, updatedAt } = body.output;
      const noRevision = () =>
        new HttpError(404, `Entry '${id}' has no revision '${revision}'`, 'revision-not-found', 'revision');
      // A revision id no document can have names no revision (Firestore would throw on it).
      if (!isValidDocumentId(revision)) throw noRevision();
      const result = await store.revert(id, revision, req.caller!.email ?? '', updatedAt);
      if (result.status === 'not-found') throw notFound(id);
      if (result.status === 'no-revision') throw noRevision();
      if (result.status === 'revision-is-delete') {
        throw new HttpError(
          400,
          'revision: it deleted the entry; there is nothing to go back to',
          'invalid-field',
          'revision',
        );
      }
      if (result.status === 'stale') throw stale(result.current);
      res.json(result.entry);
    }),
  );

  router.post(
    '/:id/restore',
    ...adminOnly,
    handle(async (req, res) => {
      const { id } = req.params;
      const result = isValidDocumentId(id) ? await store.restore(id, req.caller!.email ?? '') : null;
      if (!result || result.status === 'not-in-trash') {
        throw new HttpError(404, `No deleted entry with id '${id}' in the trash`, 'not-in-trash');
      }
      if (result.status === 'exists') {
        throw new HttpError(409, `An entry with id '${id}' exists already`, 'entry-exists');
      }
      res.json(result.entry);
    }),
  );

  return router;
}
