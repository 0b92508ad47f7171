import {
  CSV_PROBLEMS,
  FIELD_PROBLEMS,
  IMPORT_PROBLEMS,
  LOCATION_EXAMPLE,
  LOCATION_PROBLEMS,
  MAX_BODY_BYTES,
  MAX_FIELD_LENGTH,
  type FieldProblem,
  type ImportProblem,
  type MapDataField,
} from '@saint-james/api-contract';
import { ApiError, failedOffline, unreached } from '../../../lib/api';
import type { Message, MessageKey } from '../../../lib/i18n/i18n';

export const COLUMN_LABELS: Record<MapDataField, MessageKey> = {
  location: 'admin.column.location',
  name: 'admin.column.name',
  description: 'admin.column.description',
  type: 'admin.column.type',
  status: 'admin.column.status',
};

// The contract's codes themselves, so a new problem there is known here without a second list.
const PROBLEMS = new Set<string>([...FIELD_PROBLEMS, ...LOCATION_PROBLEMS, ...IMPORT_PROBLEMS]);
const isProblem = (problem: string | undefined): problem is FieldProblem => !!problem && PROBLEMS.has(problem);

/** A field's problem as the admin reads it: 'must be lat,lng, ...' (the contract's codes, translated). */
export const problemMessage = (problem: FieldProblem): Message => ({
  key: `problem.${problem}` as MessageKey,
  values: { max: MAX_FIELD_LENGTH, example: LOCATION_EXAMPLE },
});

/** One field's problem with its column: 'Location: must be ...'. */
export function fieldProblemMessage(field: string, problem: FieldProblem): Message {
  const label = (COLUMN_LABELS as Record<string, MessageKey | undefined>)[field];
  return {
    key: 'admin.failure.field',
    values: { field: label ? { key: label } : field, problem: problemMessage(problem) },
  };
}

/**
 * A row an import refuses, named as the reader of the file finds it: 'Line 5: Location: the latitude
 * must be ...' (CSV), 'Feature 2 (index 1): staus: is not a field of an entry' (GeoJSON). The
 * server's words when the problem is one this page does not know.
 */
export function importProblemMessage(problem: ImportProblem): Message {
  const why = problem.field && isProblem(problem.problem) ? fieldProblemMessage(problem.field, problem.problem) : null;
  const message = why ?? problem.message;
  return problem.line !== undefined
    ? { key: 'admin.import.problemLine', values: { line: problem.line, message } }
    : { key: 'admin.import.problemFeature', values: { number: problem.index + 1, index: problem.index, message } };
}

const isCsvProblem = (problem: string | undefined) => (CSV_PROBLEMS as readonly string[]).includes(problem ?? '');

/** Why a save, an add or a delete failed, decided on the error's code (never on its message). */
export function failureMessage(error: unknown): Message {
  if (!(error instanceof ApiError)) return { key: 'admin.failure.other' };
  switch (error.code) {
    case 'invalid-field':
    case 'unknown-field':
      return error.field && isProblem(error.problem)
        ? fieldProblemMessage(error.field, error.problem)
        : { key: 'admin.failure.invalid' };
    case 'invalid-feature':
      return importProblemMessage({
        index: error.index ?? -1,
        line: error.line,
        field: error.field,
        problem: error.problem ?? '',
        message: error.message,
      });
    case 'invalid-csv':
      return isCsvProblem(error.problem)
        ? { key: `admin.failure.${error.problem}` as MessageKey, values: { line: error.line ?? 1 } }
        : { key: 'admin.failure.file', values: { message: error.message } };
    case 'invalid-encoding':
      return { key: 'admin.failure.notUtf8' };
    case 'too-many-features':
    case 'invalid-body':
      return { key: 'admin.failure.file', values: { message: error.message } };
    case 'not-in-trash':
      return { key: 'admin.failure.notInTrash' };
    case 'stale-entry':
      return { key: 'admin.failure.stale' };
    case 'not-found':
      return { key: 'admin.failure.gone' };
    case 'body-too-large':
      return { key: 'admin.failure.tooLarge', values: { kb: MAX_BODY_BYTES / 1024 } };
    case 'unauthenticated':
      return { key: 'admin.failure.signedOut' };
    case 'forbidden':
      return { key: 'admin.failure.notAdmin' };
    case 'network':
      return { key: 'admin.failure.network' };
    case 'busy':
      return { key: 'admin.failure.busy' };
    default:
      return { key: 'admin.failure.other' };
  }
}

/** Offline, each action's own words: the button to press again is the one the admin pressed. */
const OFFLINE = {
  'admin.notSaved': 'admin.offline.save',
  'admin.notAdded': 'admin.offline.add',
  'admin.notReverted': 'admin.offline.revert',
  'admin.notImported': 'admin.offline.import',
} as const;

/**
 * Why a save, an add, a revert or an import wrote nothing: with the browser offline as the request failed,
 * 'You are offline: nothing was saved' (or added, reverted, imported; queryClient.ts sends changes only when asked, so nothing
 * goes later on its own); otherwise `key` ('Not saved: …') with the reason. Offline is what the
 * request recorded as it failed (lib/api.ts), as the pages editor reads it, not the browser's state
 * by the time the message is made.
 */
export function notSavedMessage(key: keyof typeof OFFLINE, error: unknown): Message {
  if (failedOffline(error)) return { key: OFFLINE[key] };
  return { key, values: { reason: failureMessage(error) } };
}

/**
 * The same request may work if sent again as it was: the server was not reached, was busy or
 * failed. Not so for a refusal of what was sent (a 4xx), which asks for a change first.
 */
export const worthTryingAgain = (error: unknown): boolean =>
  unreached(error) || (error instanceof ApiError && (error.code === 'busy' || error.status >= 500));

/** Why a file to import was not checked: offline, its own words (its button is 'Check … again'). */
export const notCheckedMessage = (error: unknown): Message =>
  failedOffline(error) ? { key: 'admin.offline.check' } : notSavedMessage('admin.notImported', error);

/** Why a restore (the trash's Restore, or Undo) brought nothing back: 'Not restored: …'. */
export const restoreFailedMessage = (error: unknown): Message => ({
  key: 'admin.notRestored',
  values: { reason: failureMessage(error) },
});

/** A 409 or a 404 on a row: offer to load the entry as it is now. */
export const offersReload = (error: unknown): boolean =>
  error instanceof ApiError && (error.code === 'stale-entry' || error.code === 'not-found');
