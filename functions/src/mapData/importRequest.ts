import { MAX_IMPORT_FEATURES, rowPlace, type ImportReport } from '@saint-james/api-contract';
import type { Request } from 'express';
import { HttpError } from '../http/errors';
import type { MapDataStore } from './store';
import { checkImportRows, readImport } from './transfer';

/** The body as the text it was sent as: the runtime's bytes, or what express read in-process. */
function bodyText(req: Request): string {
  const raw = (req as { rawBody?: Buffer }).rawBody;
  if (raw) return raw.toString('utf8');
  if (typeof req.body === 'string') return req.body;
  return req.body === undefined ? '' : JSON.stringify(req.body);
}

/**
 * `?dryRun=1` asks for the report only; without it the file is imported. Anything else in the query
 * is refused before the file is read: a preview asked for another way ('true', '0', twice,
 * `dryrun`, `DRYRUN`, `x[dryRun]`, `#dryRun`) must never import for real. Read from the query string as sent,
 * not from Express's parsed query, which drops keys such as `__proto__[dryRun]`.
 */
function readDryRun(req: Request): boolean {
  // Everything after the first '?': '/import??dryRun=1' has the key '?dryRun', refused below. A '#'
  // is kept: no client sends one, and cut there, '/import?#dryRun=1' would have imported for real.
  const url = req.originalUrl;
  // ('&' first: URLSearchParams would take a leading '?' off the rest.)
  const query = new URLSearchParams(url.includes('?') ? `&${url.slice(url.indexOf('?') + 1)}` : '');
  for (const key of new Set(query.keys())) {
    if (key !== 'dryRun')
      throw new HttpError(400, `${key}: unknown query parameter (only dryRun=1)`, 'invalid-field', key);
  }
  const values = query.getAll('dryRun');
  if (values.length === 0) return false;
  if (values.length === 1 && values[0] === '1') return true;
  throw new HttpError(400, "dryRun: must be '1' (a preview) or left out", 'invalid-field', 'dryRun');
}

/**
 * POST /api/mapdata/import, all or nothing: the file is read whole and every row checked first
 * (fields, ids, the Trash); one problem and nothing is written (ADR 20). A dry run reports every
 * problem instead of refusing.
 */
export async function runImport(req: Request, store: MapDataStore): Promise<ImportReport> {
  const dryRun = readDryRun(req);
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
  const { created, updated, unchanged, changes } = outcome;
  return { dryRun, created, updated, unchanged, changes, errors: problems };
}
