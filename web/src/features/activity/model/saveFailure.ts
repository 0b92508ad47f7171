import {
  MAX_MARKDOWN_BYTES,
  MAX_SUMMARY_LENGTH,
  MAX_TITLE_LENGTH,
  PAGE_PROBLEMS,
  type PageProblem,
} from '@saint-james/api-contract';
import { ApiError, failedOffline } from '../../../lib/api';
import type { Message, MessageKey } from '../../../lib/i18n/i18n';
import { draftOf, type DraftField } from './draft';

/** The page's part a field is in, as a sentence says it ('in English', 'en anglais'). */
const LANGUAGES: Record<string, MessageKey> = { en: 'pagesEditor.inEnglish', fr: 'pagesEditor.inFrench' };
const FIELDS: Record<string, MessageKey> = {
  title: 'pagesEditor.fieldTitle',
  summary: 'pagesEditor.summary',
  date: 'pagesEditor.date',
  body: 'pagesEditor.body',
};
const isPageProblem = (problem: string | undefined): problem is PageProblem =>
  (PAGE_PROBLEMS as readonly string[]).includes(problem ?? '');

/** A field's problem in the page's words (the contract's codes), the limit of that field filled in. */
function problemMessage(problem: PageProblem, field: string): Message {
  switch (problem) {
    case 'too-long':
      return field === 'body'
        ? { key: 'pageProblem.body-too-long', values: { kb: MAX_MARKDOWN_BYTES / 1024 } }
        : { key: 'problem.too-long', values: { max: field === 'title' ? MAX_TITLE_LENGTH : MAX_SUMMARY_LENGTH } };
    case 'invalid-date':
    case 'unsafe-markdown':
      return { key: `pageProblem.${problem}` };
    default:
      return { key: `problem.${problem}` };
  }
}

/**
 * A refused field ('en.title', 'fr.body') as the admin reads it, in the page's language: 'Not saved:
 * in English, “Title” is required'. Null for a field or problem this page does not know.
 */
function fieldFailure(error: ApiError): Message | null {
  // A key the page does not have: named as it was sent (this page never sends one).
  if (error.problem === 'unknown-field' && error.field)
    return {
      key: 'pagesEditor.failed',
      values: { reason: { key: 'pageProblem.unknownField', values: { field: error.field } } },
    };
  const [language, field] = (error.field ?? '').split('.');
  if (!Object.hasOwn(LANGUAGES, language) || !Object.hasOwn(FIELDS, field) || !isPageProblem(error.problem))
    return null;
  return {
    key: 'pagesEditor.fieldFailed',
    values: {
      language: { key: LANGUAGES[language] },
      field: { key: FIELDS[field] },
      problem: problemMessage(error.problem, field),
    },
  };
}

/**
 * Why a save or revert failed, as the admin reads it: a stale page, the field refused (named in the
 * page's language), or the network (with the browser offline as it failed, the map editor's 'You
 * are offline: nothing was saved'), a sign-in that ended, or the server failing, in the page's
 * language. The server's own sentence only for a request the api refused that this page never
 * sends (a 400 it does not know), for a report.
 */
export function saveFailure(error: unknown): Message {
  if (!(error instanceof ApiError)) return { key: 'pagesEditor.failed', values: { reason: String(error) } };
  if (error.code === 'stale-entry') return { key: 'pagesEditor.stale' };
  if (error.code === 'busy') return { key: 'pagesEditor.busy' };
  if (error.code === 'network') return { key: failedOffline(error) ? 'pagesEditor.offline' : 'pagesEditor.network' };
  const refused = error.code === 'invalid-field' || error.code === 'unknown-field' ? fieldFailure(error) : null;
  if (refused) return refused;
  const reason = ANSWERS[error.code];
  if (reason) return { key: 'pagesEditor.failed', values: { reason: { key: reason } } };
  if (error.code === 'body-too-large')
    return { key: 'pagesEditor.failed', values: { reason: problemMessage('too-long', 'body') } };
  // A request this page built and the api refused (it never sends one): its words, for a report.
  if (error.status === 400) return { key: 'pagesEditor.failed', values: { reason: error.message } };
  // The server failed (500, an answer that is not the api's): the page's words, never the server's.
  return { key: 'pagesEditor.failed', values: { reason: { key: 'admin.failure.other' } } };
}

/** Answers the map editor gets too, in its words. */
const ANSWERS: Partial<Record<ApiError['code'], MessageKey>> = {
  unauthenticated: 'admin.failure.signedOut',
  forbidden: 'admin.failure.notAdmin',
};

/**
 * The form's field a save's refusal speaks of ('en.title' → enTitle), for the page to mark it and
 * put the keyboard in it; null for any other failure, or a field the form does not have.
 */
export function refusedField(error: unknown): DraftField | null {
  if (!(error instanceof ApiError) || error.code !== 'invalid-field' || !fieldFailure(error)) return null;
  const [language, field] = (error.field ?? '').split('.');
  const name = `${language}${field.charAt(0).toUpperCase()}${field.slice(1)}`;
  return Object.hasOwn(draftOf(null), name) ? (name as DraftField) : null;
}
