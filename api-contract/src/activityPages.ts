/**
 * The eight activity pages the admin writes (docs/product.md "Activity pages"): a title, a short
 * summary for the card on /activity, a body in Markdown and, in English, an optional date, in English
 * and optionally French. The server stores them; the browser renders the Markdown
 * (docs/decisions/0026-markdown-pages-and-cache-times.md).
 */
import * as v from 'valibot';
import { apiText as text, characterCount } from './mapData';

/** How long Hosting's CDN keeps the pages' public answer: a saved page reaches every visitor within it. */
export const PAGES_SHARED_CACHE_SECONDS = 300;

export const ACTIVITY_PAGE_NUMBERS = ['1', '2', '3', '4', '5', '6', '7', '8'] as const;
export type ActivityPageNumber = (typeof ACTIVITY_PAGE_NUMBERS)[number];
export const isActivityPageNumber = (value: string): value is ActivityPageNumber =>
  (ACTIVITY_PAGE_NUMBERS as readonly string[]).includes(value);

/** Bytes of Markdown (UTF-8) per language. */
export const MAX_MARKDOWN_BYTES = 32 * 1024;
/** Characters (code points). */
export const MAX_TITLE_LENGTH = 200;
export const MAX_SUMMARY_LENGTH = 500;

export const PAGE_PROBLEMS = [
  'required',
  'not-a-string',
  'lone-surrogate',
  'control-character',
  'too-long',
  'invalid-date',
  'unknown-field',
  'unsafe-markdown',
] as const;
export type PageProblem = (typeof PAGE_PROBLEMS)[number];

/** The bytes of a text in UTF-8 (well-formed text: a code point takes 1 to 4). */
export function utf8Bytes(text: string): number {
  let bytes = 0;
  for (const char of text) {
    const code = char.codePointAt(0)!;
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
  }
  return bytes;
}

const title = v.pipe(
  text,
  v.minLength(1, 'required'),
  v.check((value) => characterCount(value) <= MAX_TITLE_LENGTH, 'too-long'),
);
const summary = v.pipe(
  text,
  v.check((value) => characterCount(value) <= MAX_SUMMARY_LENGTH, 'too-long'),
);
const body = v.pipe(
  text,
  v.check((value) => utf8Bytes(value) <= MAX_MARKDOWN_BYTES, 'too-long'),
);
/** An event's day, YYYY-MM-DD, a real date; '' for none. */
const date = v.pipe(
  text,
  v.check((value) => value === '' || isCalendarDate(value), 'invalid-date'),
);

export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value;
}

const objectMessage = (issue: v.BaseIssue<unknown>) =>
  issue.expected === 'never' ? 'unknown-field' : issue.path && issue.input === undefined ? 'required' : 'not-an-object';

/** Valibot's object schemas take an array as an object (with every key missing): refuse it as one. */
const notAnArray = <S extends v.GenericSchema>(schema: S) =>
  v.pipe(
    v.custom<v.InferInput<S>>((input) => !Array.isArray(input), 'not-an-object'),
    schema,
  );
const EnglishSchema = notAnArray(v.strictObject({ title, summary, body, date: v.optional(date) }, objectMessage));
const FrenchSchema = notAnArray(v.strictObject({ title, summary, body }, objectMessage));

/** PUT /api/pages/activity/{n}: the page, and the updatedAt the admin loaded (omitted or null for a first save). */
export const ActivityPageWriteSchema = v.strictObject(
  {
    en: EnglishSchema,
    fr: v.optional(v.nullable(FrenchSchema)),
    updatedAt: v.optional(v.nullable(v.string('not-a-string'))),
  },
  objectMessage,
);
export type ActivityPageWrite = v.InferInput<typeof ActivityPageWriteSchema>;

const EnglishOut = v.object({ title: v.string(), summary: v.string(), body: v.string(), date: v.optional(v.string()) });
const FrenchOut = v.object({ title: v.string(), summary: v.string(), body: v.string() });
export type ActivityPageContent = { en: v.InferOutput<typeof EnglishOut>; fr?: v.InferOutput<typeof FrenchOut> };

/** A page as stored and read; a page never written has empty English and `updatedAt: null`. */
export const ActivityPageSchema = v.object({
  n: v.picklist(ACTIVITY_PAGE_NUMBERS),
  en: EnglishOut,
  fr: v.optional(FrenchOut),
  updatedAt: v.nullable(v.string()),
});
export type ActivityPage = v.InferOutput<typeof ActivityPageSchema>;

/** A card on /activity: the page without its bodies. */
export const ActivityCardSchema = v.object({
  n: v.picklist(ACTIVITY_PAGE_NUMBERS),
  en: v.object({ title: v.string(), summary: v.string(), date: v.optional(v.string()) }),
  fr: v.optional(v.object({ title: v.string(), summary: v.string() })),
  updatedAt: v.nullable(v.string()),
});
export type ActivityCard = v.InferOutput<typeof ActivityCardSchema>;
export const ActivityCardListSchema = v.array(ActivityCardSchema);

/** One change to a page: its content before (null for the first save) and after. */
export const PageRevisionSchema = v.object({
  id: v.string(),
  n: v.picklist(ACTIVITY_PAGE_NUMBERS),
  action: v.picklist(['update', 'revert']),
  by: v.string(),
  at: v.string(),
  before: v.nullable(v.object({ en: EnglishOut, fr: v.optional(FrenchOut) })),
  after: v.object({ en: EnglishOut, fr: v.optional(FrenchOut) }),
});
export type PageRevision = v.InferOutput<typeof PageRevisionSchema>;
export const PageRevisionListSchema = v.array(PageRevisionSchema);

export type PageCheck =
  | { ok: true; value: ActivityPageContent; updatedAt: string | null }
  | { ok: false; field?: string; problem: PageProblem | 'not-an-object'; message: string };

function problemText(problem: PageProblem, field: string): string {
  const limit = field.endsWith('.title') ? MAX_TITLE_LENGTH : MAX_SUMMARY_LENGTH;
  switch (problem) {
    case 'required':
      return field.endsWith('.title') ? 'is required (a non-empty string)' : 'is required';
    case 'not-a-string':
      return 'must be a string';
    case 'lone-surrogate':
      return 'must be well-formed Unicode text (it has a lone surrogate)';
    case 'control-character':
      return 'must not contain control characters';
    case 'too-long':
      return field.endsWith('.body')
        ? `must be at most ${MAX_MARKDOWN_BYTES / 1024} KB of Markdown`
        : `must be at most ${limit} characters`;
    case 'invalid-date':
      return 'must be a date written YYYY-MM-DD, or empty';
    case 'unknown-field':
      return 'unknown field';
    default:
      return problem;
  }
}

/**
 * Checks and normalises a PUT body: English title (non-empty), summary and body; French, when
 * sent, the same; texts trimmed, without control characters (tab and line breaks allowed in a
 * body), within their limits. The first problem names its field ('en.body', 'fr.title').
 */
export function checkActivityPage(input: unknown): PageCheck {
  const parsed = v.safeParse(notAnArray(ActivityPageWriteSchema), input, { abortEarly: true });
  if (!parsed.success) {
    const issue = parsed.issues[0];
    const field = v.getDotPath(issue);
    const problem = issue.message as PageProblem | 'not-an-object';
    if (!field || problem === 'not-an-object') {
      return {
        ok: false,
        field: field ?? undefined,
        problem: 'not-an-object',
        message:
          field === 'en'
            ? 'en: must be an object: {title, summary, body, date?}'
            : field === 'fr'
              ? 'fr: must be an object (or null): {title, summary, body}'
              : `${field ? `${field}: ` : ''}must be an object: {en: {title, summary, body, date?}, fr?: {title, summary, body}, updatedAt}`,
      };
    }
    return { ok: false, field, problem, message: `${field}: ${problemText(problem, field)}` };
  }
  const { en, fr, updatedAt } = parsed.output;
  const english = en.date ? en : { title: en.title, summary: en.summary, body: en.body };
  return { ok: true, value: fr ? { en: english, fr } : { en: english }, updatedAt: updatedAt ?? null };
}
