import { LOCATION_EXAMPLE, MAX_FIELD_LENGTH, type FieldProblem, type MapDataField } from '@saint-james/api-contract';
import { ApiError } from '../../lib/api';

export const COLUMN_LABELS: Record<MapDataField, string> = {
  location: 'Location',
  name: 'Name',
  description: 'Description',
  type: 'Type',
  status: 'Status',
};

const PROBLEM_TEXT: Record<FieldProblem, string> = {
  required: 'is required',
  'not-a-string': 'must be text',
  'lone-surrogate': 'has a broken character (a lone surrogate): retype it',
  'too-long': `must be at most ${MAX_FIELD_LENGTH} characters`,
  'unknown-field': 'is not a field of an entry',
  'location-shape': `must be 'lat,lng', two numbers separated by one comma, e.g. ${LOCATION_EXAMPLE}`,
  'latitude-not-a-number': `the latitude is not a number (expected 'lat,lng', e.g. ${LOCATION_EXAMPLE})`,
  'longitude-not-a-number': `the longitude is not a number (expected 'lat,lng', e.g. ${LOCATION_EXAMPLE})`,
  'latitude-out-of-range': 'the latitude must be between -90 and 90',
  'longitude-out-of-range': 'the longitude must be between -180 and 180',
};

const isProblem = (problem: string | undefined): problem is FieldProblem => !!problem && problem in PROBLEM_TEXT;

/** One field's problem as the admin reads it: 'Location: must be ...'. */
export function fieldProblemText(field: string, problem: FieldProblem): string {
  const label = (COLUMN_LABELS as Record<string, string>)[field] ?? field;
  return `${label}: ${PROBLEM_TEXT[problem]}`;
}

/** Why a save, an add or a delete failed, decided on the error's code (never on its message). */
export function failureText(error: unknown): string {
  if (!(error instanceof ApiError)) return 'Something went wrong. Please try again.';
  switch (error.code) {
    case 'invalid-field':
    case 'unknown-field':
      return error.field && isProblem(error.problem)
        ? fieldProblemText(error.field, error.problem)
        : 'A field is not valid.';
    case 'stale-entry':
      return 'another admin saved this entry after you loaded it, so your changes were not saved. Reload the entry to see the current version.';
    case 'not-found':
      return 'this entry no longer exists: another admin deleted it.';
    case 'body-too-large':
      return 'the entry is too large to save (at most 16 KB).';
    case 'unauthenticated':
      return 'you are signed out: sign in again.';
    case 'forbidden':
      return 'the server does not take you for the admin. Is your e-mail address verified?';
    case 'network':
      return 'the server could not be reached. Check your connection and try again.';
    default:
      return 'the server could not do it. Please try again.';
  }
}

/** A 409 or a 404 on a row: offer to load the entry as it is now. */
export const offersReload = (error: unknown): boolean =>
  error instanceof ApiError && (error.code === 'stale-entry' || error.code === 'not-found');
