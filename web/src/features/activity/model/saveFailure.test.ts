import { english } from '../../../../test/english';
import { ApiError } from '../../../lib/api';
import { activateLocale, translate } from '../../../lib/i18n/i18n';
import { refusedField, saveFailure } from './saveFailure';

const refused = (field: string, problem: string, message = `${field}: the server's words`) =>
  new ApiError(400, 'invalid-field', message, field, problem);

describe('saveFailure', () => {
  afterEach(() => activateLocale('en'));

  const unreachable = (problem?: string) =>
    new ApiError(0, 'network', 'The server could not be reached.', undefined, problem);

  it('says the admin is offline when the browser was as the save failed, and that the server could not be reached otherwise', () => {
    expect(saveFailure(unreachable('offline'))).toEqual({ key: 'pagesEditor.offline' });
    expect(saveFailure(unreachable())).toEqual({ key: 'pagesEditor.network' });
  });

  it('names a stale page', () => {
    expect(saveFailure(new ApiError(409, 'stale-entry', 'stale'))).toEqual({ key: 'pagesEditor.stale' });
  });

  it('asks to try again when the database gave up as another change was saved at that moment, never in the server’s words', () => {
    expect(saveFailure(new ApiError(503, 'busy', 'The same data was being changed'))).toEqual({
      key: 'pagesEditor.busy',
    });
  });

  it('names a refused field by its language and label, with the problem in words, never the server’s', () => {
    expect(english(saveFailure(refused('en.title', 'required')))).toBe('Not saved: in English, “Title” is required');
    expect(english(saveFailure(refused('fr.summary', 'too-long')))).toBe(
      'Not saved: in French, “Summary (shown on the card)” must be at most 500 characters',
    );
    expect(english(saveFailure(refused('en.body', 'too-long')))).toBe(
      'Not saved: in English, “Page text (Markdown)” must be at most 32 KB of Markdown',
    );
    expect(english(saveFailure(refused('en.body', 'unsafe-markdown')))).toMatch(
      /^Not saved: in English, “Page text \(Markdown\)” holds what the site does not show: raw HTML/,
    );
    expect(english(saveFailure(refused('en.date', 'invalid-date')))).toMatch(/must be a date written YYYY-MM-DD/);
  });

  it('in French on the French page', async () => {
    await activateLocale('fr');
    const said = translate(saveFailure(refused('en.title', 'required')));
    expect(said).toBe('Non enregistré\u00a0: en anglais, «\u00a0Titre\u00a0» est obligatoire');
    expect(said).not.toMatch(/en\.title|required/);
  });

  it('names a key the page does not have as it was sent, in the page’s language', async () => {
    expect(english(saveFailure(refused('en.subtitle', 'unknown-field')))).toBe(
      'Not saved: “en.subtitle” is not a field of a page',
    );
    await activateLocale('fr');
    expect(translate(saveFailure(refused('en.subtitle', 'unknown-field')))).toBe(
      'Non enregistré\u00a0: «\u00a0en.subtitle\u00a0» n’est pas un champ d’une page',
    );
  });

  it("keeps the server's sentence for a field or problem the page does not know", () => {
    expect(saveFailure(refused('en.subtitle', 'required', 'en.subtitle: unknown'))).toEqual({
      key: 'pagesEditor.failed',
      values: { reason: 'en.subtitle: unknown' },
    });
    expect(saveFailure(new ApiError(400, 'invalid-body', 'en.body: too long'))).toEqual({
      key: 'pagesEditor.failed',
      values: { reason: 'en.body: too long' },
    });
  });

  it("says a server failure, an ended sign-in or a refused admin in the page's language, never the server's words", async () => {
    // The api's own 500, and a 503 whose body is not the api's (a proxy's page).
    expect(english(saveFailure(new ApiError(500, 'internal', 'Internal server error')))).toBe(
      'Not saved: the server could not do it. Please try again.',
    );
    expect(english(saveFailure(new ApiError(503, 'bad-answer', 'The server answered 503')))).toBe(
      'Not saved: the server could not do it. Please try again.',
    );
    expect(english(saveFailure(new ApiError(401, 'unauthenticated', 'Sign in')))).toBe(
      'Not saved: you are signed out: sign in again.',
    );
    expect(english(saveFailure(new ApiError(413, 'body-too-large', 'Request body is too large')))).toMatch(
      /^Not saved: must be at most \d+ KB of Markdown$/,
    );
    await activateLocale('fr');
    const said = translate(saveFailure(new ApiError(500, 'internal', 'Internal server error')));
    expect(said).toMatch(/^Non enregistré\u00a0: /);
    expect(said).not.toContain('Internal server error');
  });
});

describe('refusedField', () => {
  it("is the form's field a refusal names, in either language", () => {
    expect(refusedField(refused('en.title', 'required'))).toBe('enTitle');
    expect(refusedField(refused('fr.body', 'unsafe-markdown'))).toBe('frBody');
    expect(refusedField(refused('en.date', 'invalid-date'))).toBe('enDate');
  });
  it('is null for any other failure, and for a field the form does not have', () => {
    expect(refusedField(refused('fr.date', 'invalid-date'))).toBeNull();
    expect(refusedField(refused('de.title', 'required'))).toBeNull();
    expect(refusedField(refused('en.constructor', 'required'))).toBeNull();
    expect(saveFailure(refused('en.constructor', 'required'))).toEqual({
      key: 'pagesEditor.failed',
      values: { reason: "en.constructor: the server's words" },
    });
    expect(refusedField(new ApiError(409, 'stale-entry', 'stale'))).toBeNull();
    expect(refusedField(new Error('boom'))).toBeNull();
  });
});
