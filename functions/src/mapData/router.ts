import { api, checkEntryFields, type MapDataEntry } from '@saint-james/api-contract';
import { Router } from 'express';
import { adminGuard, authenticate } from '../auth/guard';
import type { RouterDeps } from '../deps';
import { isValidDocumentId } from '../firestore/documentId';
import { asyncRoute as handle } from '../http/asyncRoute';
import { HttpError, invalidFields, staleSave } from '../http/errors';
import { requireJsonBody } from '../http/jsonBody';
import { readRevertBody } from '../http/revertBody';
import { cacheForVisitors, MAP_DATA_CACHE } from '../http/publicCache';
import { route, send, sendFile, sendNoContent } from '../http/route';
import { readPutVersion } from './putVersion';
import { toPublicItem } from './documents';
import { MapDataStore } from './store';
import { runImport } from './importRequest';
import { toCsv, toGeoJson } from './transfer';
import { readTrashPageRequest } from './trashPage';

const notFound = (id: string) => new HttpError(404, `No map-data entry with id '${id}'`, 'not-found');

/** A 409: someone saved the entry after the caller loaded it. */
const stale = (current: MapDataEntry) => staleSave('entry', current.updatedBy, current.updatedAt);

/** /api/mapdata: GET is public (CDN-cached; full entries for the admin); the rest the admin's (401, 403). */
export function mapDataRouter(deps: RouterDeps): Router {
  const router = Router();
  const store = new MapDataStore(deps.firestore, deps.now);
  const { verifyIdToken, config } = deps;
  // GET without a token is public; a token that fails verification is still 401.
  const optionalCaller = authenticate(verifyIdToken, config.adminEmail, { required: false });
  const adminOnly = adminGuard(verifyIdToken, config.adminEmail);

  route(
    router,
    api.mapData.list,
    optionalCaller,
    handle(async (req, res) => {
      const entries = await store.list();
      cacheForVisitors(req, res, MAP_DATA_CACHE);
      send(res, api.mapData.list, req.caller?.isAdmin ? entries : entries.map(toPublicItem));
    }),
  );

  route(
    router,
    api.mapData.trash,
    ...adminOnly,
    handle(async (req, res) => {
      const page = readTrashPageRequest(req.query);
      if (!page.ok) throw new HttpError(400, page.message, 'invalid-field', page.field);
      send(res, api.mapData.trash, await store.trashPage(page.limit, page.after));
    }),
  );

  route(
    router,
    api.mapData.export,
    ...adminOnly,
    handle(async (req, res) => {
      const format = req.query.format;
      // Refused before every entry is read.
      if (format !== 'geojson' && format !== 'csv') {
        throw new HttpError(400, "format: must be 'geojson' or 'csv'", 'invalid-field', 'format');
      }
      const entries = await store.list();
      const day = new Date().toISOString().slice(0, 10);
      const fileName = `saint-james-map-entries-${day}.${format}`;
      if (format === 'geojson') {
        const text = JSON.stringify(toGeoJson(entries));
        sendFile(res, api.mapData.export, { fileName, type: 'application/geo+json', text });
      } else {
        sendFile(res, api.mapData.export, { fileName, type: 'text/csv; charset=utf-8', text: toCsv(entries) });
      }
    }),
  );

  // All or nothing: one problem in the file and nothing is written.
  route(
    router,
    api.mapData.import,
    ...adminOnly,
    handle(async (req, res) => {
      send(res, api.mapData.import, await runImport(req, store));
    }),
  );

  route(
    router,
    api.mapData.create,
    ...adminOnly,
    handle(async (req, res) => {
      const fields = checkEntryFields(requireJsonBody(req, 'the entry'), { output: 'refuse' });
      if (!fields.ok) throw invalidFields(fields);
      const entry = await store.create(fields.value, req.caller!.email ?? '');
      send(res, api.mapData.create, entry);
    }),
  );

  route(
    router,
    api.mapData.update,
    ...adminOnly,
    handle(async (req, res) => {
      const { id } = req.params;
      if (!isValidDocumentId(id)) throw notFound(id);
      const body = requireJsonBody(req, 'the entry');
      const fields = checkEntryFields(body, { output: 'ignore' });
      if (!fields.ok) throw invalidFields(fields);
      const version = readPutVersion(body, id);
      if (!version.ok) throw new HttpError(400, version.message, 'invalid-field', version.field);
      const result = await store.update(id, fields.value, req.caller!.email ?? '', version.expectedUpdatedAt);
      if (result.status === 'not-found') throw notFound(id);
      if (result.status === 'stale') throw stale(result.current);
      send(res, api.mapData.update, result.entry);
    }),
  );

  // Deleting moves the entry to the trash (restorable under the same id).
  route(
    router,
    api.mapData.remove,
    ...adminOnly,
    handle(async (req, res) => {
      const { id } = req.params;
      if (!isValidDocumentId(id) || !(await store.remove(id, req.caller!.email ?? ''))) throw notFound(id);
      sendNoContent(res, api.mapData.remove);
    }),
  );

  route(
    router,
    api.mapData.history,
    ...adminOnly,
    handle(async (req, res) => {
      const { id } = req.params;
      const revisions = isValidDocumentId(id) ? await store.history(id) : null;
      if (!revisions) throw notFound(id);
      send(res, api.mapData.history, revisions);
    }),
  );

  route(
    router,
    api.mapData.revert,
    ...adminOnly,
    handle(async (req, res) => {
      const { id } = req.params;
      if (!isValidDocumentId(id)) throw notFound(id);
      const { revision, updatedAt } = readRevertBody(req, 'the entry');
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
      send(res, api.mapData.revert, result.entry);
    }),
  );

  route(
    router,
    api.mapData.restore,
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
      send(res, api.mapData.restore, result.entry);
    }),
  );

  return router;
}
