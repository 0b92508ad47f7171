import { draftOf, previewOf, sameDraft, writeOf } from './draft';

const content = {
  en: { title: 'Beach', summary: 'Sat', body: '# Hi', date: '2026-12-05' },
  fr: { title: 'Plage', summary: 'Sam', body: '# Salut' },
};

describe('the page draft', () => {
  it('is empty for a page never written, and the stored content otherwise', () => {
    expect(Object.values(draftOf(null)).every((text) => text === '')).toBe(true);
    expect(draftOf(content)).toMatchObject({ enTitle: 'Beach', enDate: '2026-12-05', frBody: '# Salut' });
  });

  it('writes back what was loaded, with the version it was loaded at', () => {
    expect(writeOf(draftOf(content), 'v1')).toEqual({ ...content, updatedAt: 'v1' });
  });

  it('leaves French and the date out when none was typed (a first save sends updatedAt null)', () => {
    const draft = { ...draftOf(content), enDate: '', frTitle: ' ', frSummary: '', frBody: '' };
    expect(writeOf(draft, null)).toEqual({ en: { title: 'Beach', summary: 'Sat', body: '# Hi' }, updatedAt: null });
  });

  it('previews the page as its readers will see it: the French when written, else the English marked untranslated', () => {
    expect(previewOf(draftOf(content), 'fr')).toMatchObject({
      title: 'Plage',
      body: '# Salut',
      lang: 'fr',
      untranslated: false,
    });
    expect(previewOf(draftOf(content), 'en')).toMatchObject({
      title: 'Beach',
      body: '# Hi',
      lang: 'en',
      untranslated: false,
    });
    expect(previewOf(draftOf({ en: content.en }), 'fr')).toMatchObject({
      title: 'Beach',
      body: '# Hi',
      lang: 'en',
      untranslated: true,
    });
    // A French title over no French text: the visitors' page shows the English (pageText's rule).
    const titleOnly = { ...draftOf({ en: content.en }), frTitle: 'Plage' };
    expect(previewOf(titleOnly, 'fr')).toMatchObject({ title: 'Beach', lang: 'en', untranslated: true });
  });

  it('tells a changed draft from the loaded one', () => {
    expect(sameDraft(draftOf(content), draftOf(content))).toBe(true);
    expect(sameDraft(draftOf(content), { ...draftOf(content), enBody: '# Hi!' })).toBe(false);
  });
});
