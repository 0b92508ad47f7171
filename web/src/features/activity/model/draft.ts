import type { ActivityPageContent, ActivityPageWrite } from '@saint-james/api-contract';
import { pageText, type PageText } from './pageContent';

/** What the admin types for a page: every field a string, French blank when there is none. */
export interface PageDraft {
  enTitle: string;
  enSummary: string;
  enBody: string;
  enDate: string;
  frTitle: string;
  frSummary: string;
  frBody: string;
}

export type DraftField = keyof PageDraft;

/** The draft of a stored page's content, or an empty one for a page never written. */
export function draftOf(content: ActivityPageContent | null): PageDraft {
  return {
    enTitle: content?.en.title ?? '',
    enSummary: content?.en.summary ?? '',
    enBody: content?.en.body ?? '',
    enDate: content?.en.date ?? '',
    frTitle: content?.fr?.title ?? '',
    frSummary: content?.fr?.summary ?? '',
    frBody: content?.fr?.body ?? '',
  };
}

const hasFrench = (draft: PageDraft) => [draft.frTitle, draft.frSummary, draft.frBody].some((text) => text.trim());

/** The PUT body: French only when some French was typed, the date only when set. */
export function writeOf(draft: PageDraft, updatedAt: string | null): ActivityPageWrite {
  const en = { title: draft.enTitle, summary: draft.enSummary, body: draft.enBody };
  return {
    en: draft.enDate ? { ...en, date: draft.enDate } : en,
    ...(hasFrench(draft) ? { fr: { title: draft.frTitle, summary: draft.frSummary, body: draft.frBody } } : {}),
    updatedAt,
  };
}

/**
 * The draft as a reader of `language` would see the page once saved, by the visitors' page's own
 * rule (pageText): its French, or its English marked untranslated.
 */
export function previewOf(draft: PageDraft, language: 'en' | 'fr'): PageText {
  const { en, fr } = writeOf(draft, null);
  // A draft is never 'a page not written' (null): the preview shows what it has.
  return pageText({ en, fr: fr ?? undefined, updatedAt: 'draft' }, language)!;
}

export const sameDraft = (a: PageDraft, b: PageDraft) =>
  (Object.keys(a) as DraftField[]).every((field) => a[field] === b[field]);
