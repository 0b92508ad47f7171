import type {
  ActivityCard,
  ActivityPage,
  ActivityPageContent,
  ActivityPageNumber,
  PageRevision,
} from '@saint-james/api-contract';
import type { DocumentSnapshot, Firestore } from 'firebase-admin/firestore';
import { nextUpdatedAt, text as str } from '../mapData/documents';

/** One document per page ('page1' … 'page8'); its revisions in a subcollection, like map entries'. */
export const ACTIVITY_PAGES_COLLECTION = 'activityPages';
export const PAGE_REVISIONS_COLLECTION = 'revisions';

export type SaveResult =
  { status: 'saved'; page: ActivityPage } | { status: 'stale'; current: ActivityPage; updatedBy: string };
export type PageRevertResult = SaveResult | { status: 'no-revision' };

/** Stored content as the contract's shape: missing strings empty, no French when there is none. */
function contentOf(data: Record<string, unknown> | undefined | null): ActivityPageContent {
  const en = (data?.en ?? {}) as Record<string, unknown>;
  const fr = data?.fr as Record<string, unknown> | undefined | null;
  const content: ActivityPageContent = { en: { title: str(en.title), summary: str(en.summary), body: str(en.body) } };
  if (str(en.date)) content.en.date = str(en.date);
  if (fr && typeof fr === 'object') content.fr = { title: str(fr.title), summary: str(fr.summary), body: str(fr.body) };
  return content;
}

function toPage(n: ActivityPageNumber, doc: DocumentSnapshot): ActivityPage {
  if (!doc.exists) return { n, ...contentOf(null), updatedAt: null };
  return { n, ...contentOf(doc.data()), updatedAt: str(doc.get('updatedAt')) || null };
}

/** A card: the page without its bodies. */
export function toCard({ n, en, fr, updatedAt }: ActivityPage): ActivityCard {
  const card: ActivityCard = { n, en: { title: en.title, summary: en.summary }, updatedAt };
  if (en.date) card.en.date = en.date;
  if (fr) card.fr = { title: fr.title, summary: fr.summary };
  return card;
}

/** Reads and writes the activity pages; only the api function does (firestore.rules deny the rest). */
export class ActivityPageStore {
  constructor(
    private readonly firestore: Firestore,
    private readonly now: () => number = Date.now,
  ) {}

  private doc(n: ActivityPageNumber) {
    return this.firestore.collection(ACTIVITY_PAGES_COLLECTION).doc(`page${n}`);
  }

  private revisions(n: ActivityPageNumber) {
    return this.doc(n).collection(PAGE_REVISIONS_COLLECTION);
  }

  async get(n: ActivityPageNumber): Promise<ActivityPage> {
    return toPage(n, await this.doc(n).get());
  }

  /** All eight, in order: one read of the eight documents. */
  async list(numbers: readonly ActivityPageNumber[]): Promise<ActivityPage[]> {
    const docs = await this.firestore.getAll(...numbers.map((n) => this.doc(n)));
    return docs.map((doc, index) => toPage(numbers[index], doc));
  }

  /**
   * Writes the page and its revision in one transaction, when `expectedUpdatedAt` is the stored
   * version (null: the page was never written). Otherwise stale: another save landed in between.
   */
  async save(
    n: ActivityPageNumber,
    content: ActivityPageContent,
    by: string,
    expectedUpdatedAt: string | null,
    action: 'update' | 'revert' = 'update',
  ): Promise<SaveResult> {
    const ref = this.doc(n);
    return this.firestore.runTransaction(async (tx): Promise<SaveResult> => {
      const doc = await tx.get(ref);
      const current = toPage(n, doc);
      if (current.updatedAt !== expectedUpdatedAt) {
        return { status: 'stale', current, updatedBy: str(doc.get('updatedBy')) };
      }
      const updatedAt = nextUpdatedAt(current.updatedAt ?? '', this.now());
      const before = doc.exists ? contentOf(doc.data()) : null;
      tx.set(ref, { ...content, updatedAt, updatedBy: by });
      tx.create(this.revisions(n).doc(), { n, action, by, at: updatedAt, before, after: content });
      return { status: 'saved', page: { n, ...content, updatedAt } };
    });
  }

  /** A page's revisions, newest first. */
  async history(n: ActivityPageNumber): Promise<PageRevision[]> {
    const snapshot = await this.revisions(n).orderBy('at', 'desc').get();
    return snapshot.docs.map((doc) => ({
      id: doc.id,
      n,
      action: doc.get('action') === 'revert' ? 'revert' : 'update',
      by: str(doc.get('by')),
      at: str(doc.get('at')),
      before: doc.get('before') ? contentOf(doc.get('before')) : null,
      after: contentOf(doc.get('after')),
    }));
  }

  /** Puts back what a revision saved, as a new revision; 409-checked like a save. */
  async revert(
    n: ActivityPageNumber,
    revisionId: string,
    by: string,
    expectedUpdatedAt: string,
  ): Promise<PageRevertResult> {
    const revision = await this.revisions(n).doc(revisionId).get();
    if (!revision.exists) return { status: 'no-revision' };
    return this.save(n, contentOf(revision.get('after')), by, expectedUpdatedAt, 'revert');
  }
}
