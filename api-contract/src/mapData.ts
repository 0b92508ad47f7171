/**
 * Map-data entries: the admin's own map items, stored by the api (docs/product.md "Map-data
 * entries"). Input fields are five strings the admin edits; the server writes the output-only ones.
 */
import * as v from 'valibot';
import { checkLocation, locationProblemText, type LocationProblem } from './location';

/** The five admin-editable fields, in the admin table's column order. */
export const MAP_DATA_FIELDS = ['location', 'name', 'description', 'type', 'status'] as const;
export type MapDataField = (typeof MAP_DATA_FIELDS)[number];
export type MapDataFields = Record<MapDataField, string>;

/** At most this many characters (code points: an emoji is one) per field, counted after trimming. */
export const MAX_FIELD_LENGTH = 2000;

/**
 * Written by the server only (AIP-203 "output only"): accepted on a PUT, as the admin's GET returned
 * them, and ignored. A PUT's updatedAt still asks for the 409 check (the version the admin loaded).
 */
export const OUTPUT_ONLY_FIELDS = ['id', 'createdAt', 'updatedAt', 'updatedBy'] as const;

export const FIELD_PROBLEMS = [
  'required',
  'not-a-string',
  'lone-surrogate',
  'control-character',
  'too-long',
  'unknown-field',
] as const;
export type FieldProblem = (typeof FIELD_PROBLEMS)[number] | LocationProblem;

/**
 * Body limit for the whole API (the import and the activity pages have their own): every entry the
 * field rules accept fits, however its JSON encoder escapes it. A character is at most 12 bytes (an
 * emoji written as two \uXXXX escapes, as Python's json.dumps writes every non-ASCII character):
 * five fields of 2,000 characters are 120,000 bytes, with the keys and the version besides.
 */
export const MAX_BODY_BYTES = 128 * 1024;

/** A text's length as a reader counts it: code points, not UTF-16 units. */
export const characterCount = (text: string) => Array.from(text).length;

/** No lone surrogate (Firestore stores UTF-8, which cannot hold one). Older browsers lack isWellFormed. */
export function isWellFormedText(text: string): boolean {
  if (typeof text.isWellFormed === 'function') return text.isWellFormed();
  try {
    encodeURIComponent(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * A control character a field may not hold: C0 but tab and line feed, DEL, and C1. They are
 * invisible, and some (NUL) cut the text short in other programs (a spreadsheet opening the export).
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const CONTROL_CHARACTER = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/;

/** A line break is stored as LF, whichever the text came with (CRLF from Windows, a lone CR). */
export const withLineFeeds = (text: string) => text.replace(/\r\n?/g, '\n');

/**
 * A string as every text field of the api takes it (the map entries', the activity pages'):
 * well-formed Unicode, line breaks as LF, no control character but tab and line feed, trimmed.
 * Issue messages are problem codes: the server turns them into English, the browser translates.
 */
export const apiText = v.pipe(
  v.string((issue) => (issue.input === undefined ? 'required' : 'not-a-string')),
  v.check(isWellFormedText, 'lone-surrogate'),
  v.transform(withLineFeeds),
  v.check((text) => !CONTROL_CHARACTER.test(text), 'control-character'),
  v.trim(),
);

const fieldText = v.pipe(
  apiText,
  v.check((text) => characterCount(text) <= MAX_FIELD_LENGTH, 'too-long'),
);

const locationText = v.pipe(
  fieldText,
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed || dataset.value === '') return;
    const check = checkLocation(dataset.value);
    if (!check.ok) addIssue({ message: check.problem });
  }),
);

const objectMessage = (issue: v.BaseIssue<unknown>) =>
  !issue.path ? 'not-an-object' : issue.expected === 'never' ? 'unknown-field' : 'required';

const fieldEntries = {
  location: locationText,
  name: fieldText,
  description: fieldText,
  type: fieldText,
  status: fieldText,
};

/** POST /api/mapdata: exactly the five fields, each a string (empty allowed); nothing else. */
export const MapDataFieldsSchema = v.strictObject(fieldEntries, objectMessage);

const outputOnly = v.optional(v.unknown());
/** PUT /api/mapdata/{id}: the five fields, plus the output-only ones as GET returned them. */
export const MapDataUpdateSchema = v.strictObject(
  { ...fieldEntries, id: outputOnly, createdAt: outputOnly, updatedAt: outputOnly, updatedBy: outputOnly },
  objectMessage,
);

/** An entry as stored and as the admin reads it. Timestamps are ISO 8601 strings. */
export const MapDataEntrySchema = v.object({
  id: v.string(),
  location: v.string(),
  name: v.string(),
  description: v.string(),
  type: v.string(),
  status: v.string(),
  createdAt: v.string(),
  updatedAt: v.string(),
  /** E-mail of the admin who last wrote it ('seed' for demo data). */
  updatedBy: v.string(),
});
export type MapDataEntry = v.InferOutput<typeof MapDataEntrySchema>;

/**
 * What anyone but the admin gets: what the public map shows (the popup's description, type and
 * status), without the admin's bookkeeping (createdAt, updatedAt, updatedBy).
 */
export const PublicMapDataItemSchema = v.object({
  id: v.string(),
  name: v.string(),
  location: v.string(),
  description: v.string(),
  type: v.string(),
  status: v.string(),
});
export type PublicMapDataItem = v.InferOutput<typeof PublicMapDataItemSchema>;

export const MapDataEntryListSchema = v.array(MapDataEntrySchema);

/** GET /api/mapdata: the full entries for the admin, the public items for anyone else. */
export const MapDataListSchema = v.union([MapDataEntryListSchema, v.array(PublicMapDataItemSchema)]);

export type FieldsCheck<T> =
  | { ok: true; value: T }
  | {
      ok: false;
      /** The field the problem is about; absent when the body is not an object at all. */
      field?: string;
      problem: FieldProblem | 'not-an-object';
      /** English, for the api's answer and logs: '<field>: <why>'. */
      message: string;
    };

function describeType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  return typeof value === 'object' ? 'an object' : `a ${typeof value}`;
}

/** The first problem of a failed parse, as a FieldsCheck failure with its English message. */
function firstProblem(
  issues: readonly v.BaseIssue<unknown>[],
  allowed: readonly string[],
): Extract<FieldsCheck<never>, { ok: false }> {
  const issue = issues[0];
  const field = issue.path?.[0]?.key;
  const problem = issue.message as FieldProblem | 'not-an-object';
  if (problem === 'not-an-object' || typeof field !== 'string') {
    return {
      ok: false,
      problem: 'not-an-object',
      message: `Request body must be a JSON object with ${MAP_DATA_FIELDS.join(', ')}`,
    };
  }
  return { ok: false, field, problem, message: `${field}: ${problemText(problem, issue.input, allowed)}` };
}

function problemText(problem: FieldProblem, input: unknown, allowed: readonly string[]): string {
  switch (problem) {
    case 'required':
      return 'is required (a string, may be empty)';
    case 'not-a-string':
      return `must be a string, not ${describeType(input)}`;
    case 'lone-surrogate':
      return 'must be well-formed Unicode text (it has a lone surrogate)';
    case 'control-character': {
      const found = CONTROL_CHARACTER.exec(withLineFeeds(String(input)))![0];
      const code = found.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0');
      return `must not hold a control character (U+${code} here); tab and line breaks are fine`;
    }
    case 'too-long':
      return `must be at most ${MAX_FIELD_LENGTH} characters (it has ${characterCount(String(input).trim())})`;
    case 'unknown-field':
      return `unknown field (allowed: ${allowed.join(', ')})`;
    default: {
      const check = checkLocation(String(input).trim());
      return check.ok ? problem : locationProblemText(check);
    }
  }
}

/**
 * The five editable fields of anything that has them (an entry, a stored revision, a checked body),
 * as strings: '' for one that is missing or not a string.
 */
export const fieldsOf = (source: { readonly [F in MapDataField]?: unknown }): MapDataFields =>
  Object.fromEntries(
    MAP_DATA_FIELDS.map((field) => [field, typeof source[field] === 'string' ? source[field] : '']),
  ) as MapDataFields;

/**
 * Checks and normalises a POST body (`output: 'refuse'`) or a PUT body (`output: 'ignore'`): the five
 * fields must be strings of well-formed Unicode, at most MAX_FIELD_LENGTH characters once trimmed,
 * and a non-empty location must follow the location rule. Any other key is refused, so that a typo
 * ('staus') is never silently dropped.
 */
export function checkEntryFields(
  body: unknown,
  { output }: { output: 'refuse' | 'ignore' },
): FieldsCheck<MapDataFields> {
  const schema = output === 'refuse' ? MapDataFieldsSchema : MapDataUpdateSchema;
  const allowed = output === 'refuse' ? MAP_DATA_FIELDS : [...MAP_DATA_FIELDS, ...OUTPUT_ONLY_FIELDS];
  // Valibot takes an array for an object with missing keys; for the caller it is not an object.
  const parsed = v.safeParse(schema, Array.isArray(body) ? null : body, { abortEarly: true });
  if (!parsed.success) return firstProblem(parsed.issues, allowed);
  return { ok: true, value: fieldsOf(parsed.output) };
}

/** One field as the admin types it: the problem the server would name, or null. */
export function fieldProblem(field: MapDataField, text: string): FieldProblem | null {
  const parsed = v.safeParse(field === 'location' ? locationText : fieldText, text, { abortEarly: true });
  return parsed.success ? null : (parsed.issues[0].message as FieldProblem);
}
