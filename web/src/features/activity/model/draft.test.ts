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

  it('previews the French when there is some, the English otherwise', () => {
    expect(previewOf(draftOf(content), 'fr')).toEqual({ title: 'Plage', body: '# Salut' });
    expect(previewOf(draftOf({ en: content.en }), 'fr')).toEqual({ title: 'Beach', body: '# Hi' });
  });

  it('tells a changed draft from the loaded one', () => {
    expect(sameDraft(draftOf(content), draftOf(content))).toBe(true);
    expect(sameDraft(draftOf(content), { ...draftOf(content), enBody: '# Hi!' })).toBe(false);
  });
});
