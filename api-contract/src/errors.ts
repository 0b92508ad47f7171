/**
 * Every error answer of the api: `{error, code, field?, problem?}`. `error` is an English sentence
 * for logs and people reading raw answers; `code` (and, for one field, `field` and `problem`) is what
 * the web app decides on and translates. Google's AIP-193 idea: a machine-readable reason beside the
 * message.
 */
import * as v from 'valibot';

export const ERROR_CODES = [
  'invalid-json',
  'invalid-body',
  'invalid-path',
  'invalid-encoding',
  'invalid-field',
  'unknown-field',
  'body-too-large',
  'unauthenticated',
  'forbidden',
  'not-found',
  'method-not-allowed',
  'stale-entry',
  'invalid-csv',
  'invalid-feature',
  'too-many-features',
  'not-in-trash',
  'entry-exists',
  'revision-not-found',
  'code-expired',
  'too-many-codes',
  'upland-failed',
  'upland-not-configured',
  'not-linked',
  'relink',
  'upland-unavailable',
  'too-many-refreshes',
  'sheet-fetch-failed',
  'sheets-not-configured',
  'busy',
  'internal',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const isErrorCode = (value: unknown): value is ErrorCode =>
  typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);

export const ErrorBodySchema = v.object({
  error: v.string(),
  // A code this version does not know (a newer server) is still read, as a string.
  code: v.string(),
  field: v.optional(v.string()),
  problem: v.optional(v.string()),
  /** An import's first bad feature: its index in the file (0-based). */
  index: v.optional(v.number()),
  /** A CSV import's first bad row: the line of the file it starts on (from 1). */
  line: v.optional(v.number()),
});
export type ErrorBody = {
  error: string;
  code: ErrorCode;
  field?: string;
  problem?: string;
  index?: number;
  line?: number;
};

/** The error body of an answer, or null when the answer is not one (an HTML page from a proxy). */
export function readErrorBody(data: unknown): (Omit<ErrorBody, 'code'> & { code: string }) | null {
  const parsed = v.safeParse(ErrorBodySchema, data);
  return parsed.success ? parsed.output : null;
}
