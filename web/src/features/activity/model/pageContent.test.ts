import type { ActivityPage } from '@saint-james/api-contract';
import { formatPageDate, pageText } from './pageContent';

const page: ActivityPage = {
  n: '3',
  en: { title: 'Beach', summary: 'Saturday', body: '# Hi', date: '2026-12-05' },
  fr: { title: 'Plage', summary: 'Samedi', body: '# Salut' },
  updatedAt: '2026-11-24T00:00:00.000Z',
};

describe('pageText', () => {
  it('gives a page never written no text: it keeps its placeholder', () => {
    expect(pageText({ n: '1', en: { title: '', summary: '', body: '' }, updatedAt: null }, 'fr')).toBeNull();
  });

  it('gives English readers the English, French readers the French, with the date either way', () => {
    expect(pageText(page, 'en')).toEqual({ ...page.en, lang: 'en', untranslated: false });
    expect(pageText(page, 'fr')).toEqual({ ...page.fr, date: '2026-12-05', lang: 'fr', untranslated: false });
  });

  it('gives French readers the English where no French was written, and says so', () => {
    const english = { ...page, fr: undefined };
    expect(pageText(english, 'fr')).toEqual({ ...page.en, lang: 'en', untranslated: true });
  });

  it('gives French readers the English page where the French has a title but no text yet; its card stays French', () => {
    const titleOnly = { ...page, fr: { ...page.fr!, body: '  ' } };
    expect(pageText(titleOnly, 'fr')).toEqual({ ...page.en, lang: 'en', untranslated: true });
    const card = {
      n: '1' as const,
      en: { title: 'Beach', summary: 'Sat' },
      fr: { title: 'Plage', summary: 'Sam' },
      updatedAt: 'x',
    };
    expect(pageText(card, 'fr')).toMatchObject({ title: 'Plage', lang: 'fr' });
    // Both texts empty: the French title is still the better one.
    const empty = { ...page, en: { ...page.en, body: '' }, fr: { ...page.fr!, body: '' } };
    expect(pageText(empty, 'fr')).toMatchObject({ title: page.fr!.title, lang: 'fr' });
  });

  it('reads a card (no body) as text with an empty body', () => {
    const card = { n: '3' as const, en: { title: 'Beach', summary: 'Saturday' }, updatedAt: 'x' };
    expect(pageText(card, 'en')).toEqual({
      title: 'Beach',
      summary: 'Saturday',
      body: '',
      lang: 'en',
      untranslated: false,
    });
  });
});

describe('formatPageDate', () => {
  it("writes the day in the reader's language, whatever the time zone", () => {
    expect(formatPageDate('2026-12-05', 'en')).toBe('December 5, 2026');
    expect(formatPageDate('2026-12-05', 'fr')).toBe('5 décembre 2026');
  });
});
