import { checkActivityPage } from './activityPages';

const english = { title: 'Beach day', summary: 'Sand', body: 'We met on the beach.' };

describe('checkActivityPage', () => {
  it('takes a page with its English and French', () => {
    expect(checkActivityPage({ en: english, fr: english, updatedAt: null })).toEqual({
      ok: true,
      value: { en: english, fr: english },
      updatedAt: null,
    });
  });

  it.each([
    ['the body', [], undefined],
    ['the English page', { en: [] }, 'en'],
    ['the English page, with its fields inside', { en: [english] }, 'en'],
    ['the French page', { en: english, fr: [] }, 'fr'],
  ])('refuses an array for %s as not an object, naming it', (_what, body, field) => {
    const check = checkActivityPage(body);
    expect(check).toMatchObject({ ok: false, field, problem: 'not-an-object' });
    // The message gives the shape of what it names: a language's page, or the whole body.
    expect(check.ok || check.message).toMatch(
      field ? new RegExp(`^${field}: must be an object.*: \\{title, summary, body`) : /^must be an object: \{en:/,
    );
  });

  it('still says which field is missing from an English page given as an object', () => {
    expect(checkActivityPage({ en: { summary: 'Sand', body: 'b' } })).toMatchObject({
      ok: false,
      field: 'en.title',
      problem: 'required',
    });
  });
});
