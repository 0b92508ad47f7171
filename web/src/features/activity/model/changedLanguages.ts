import type { PageRevision } from '@saint-james/api-contract';

/**
 * Which language a revision changed: 'en', 'fr', 'both', or null when it wrote the page first (no
 * earlier version) or changed neither. Two saves of one page in a row otherwise read alike in the
 * history ('Saved by admin, 12:19 — Beach clean-up', twice).
 */
export function changedLanguages(revision: PageRevision): 'en' | 'fr' | 'both' | null {
  const { before, after } = revision;
  if (!before) return null;
  const en = !same(before.en, after.en);
  const fr = !same(before.fr, after.fr);
  return en && fr ? 'both' : en ? 'en' : fr ? 'fr' : null;
}

type Texts = { title: string; summary: string; body: string; date?: string } | undefined;
/** The same texts, field by field (a date left out and an empty one are the same). */
const same = (a: Texts, b: Texts) =>
  a === undefined || b === undefined
    ? a === b
    : a.title === b.title && a.summary === b.summary && a.body === b.body && (a.date ?? '') === (b.date ?? '');
