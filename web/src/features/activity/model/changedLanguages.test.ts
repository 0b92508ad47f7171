import type { PageRevision } from '@saint-james/api-contract';
import { changedLanguages } from './changedLanguages';

const en = { title: 'Beach clean-up', summary: 'Paynes Bay', date: '', body: 'Bring gloves.' };
const fr = { title: 'Nettoyage de plage', summary: 'Paynes Bay', body: 'Apportez des gants.' };
const revision = (before: PageRevision['before'], after: PageRevision['after']): PageRevision => ({
  id: 'r',
  n: '8',
  action: 'update',
  by: 'admin',
  at: '2026-11-27T12:19:00.000Z',
  before,
  after,
});

describe('changedLanguages', () => {
  it('names the language a save changed, or both', () => {
    expect(changedLanguages(revision({ en }, { en: { ...en, body: 'Bring gloves and bags.' } }))).toBe('en');
    expect(changedLanguages(revision({ en }, { en, fr }))).toBe('fr');
    expect(
      changedLanguages(revision({ en, fr }, { en: { ...en, title: 'Clean-up' }, fr: { ...fr, title: 'Nettoyage' } })),
    ).toBe('both');
  });

  it('names none for the page written first, or a save that changed nothing', () => {
    expect(changedLanguages(revision(null, { en }))).toBeNull();
    expect(changedLanguages(revision({ en, fr }, { en: { ...en }, fr: { ...fr } }))).toBeNull();
    // A date left out and an empty one are the same date.
    const { date: _date, ...undated } = en;
    expect(changedLanguages(revision({ en: undated }, { en }))).toBeNull();
  });
});
