import type { ActivityPageContent, ActivityPageWrite } from '@saint-james/api-contract';

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

/** The draft as the visitors' page would read it, for the live preview. */
export function previewOf(draft: PageDraft, language: 'en' | 'fr') {
  return language === 'fr' && hasFrench(draft)
    ? { title: draft.frTitle, body: draft.frBody }
    : { title: draft.enTitle, body: draft.enBody };
}

export const sameDraft = (a: PageDraft, b: PageDraft) =>
  (Object.keys(a) as DraftField[]).every((field) => a[field] === b[field]);
