import { MAX_MARKDOWN_BYTES, MAX_SUMMARY_LENGTH, MAX_TITLE_LENGTH } from '@saint-james/api-contract';
import { MAX_PAGE_BYTES } from '../../src/app';
import { asciiJson } from '../support/asciiJson';
import { clearPages, PAGE_3, startPagesApi, storedPages, type PagesApi } from '../support/pages';

jest.setTimeout(30_000);

// What a page's save refuses, with a 400 naming the field and nothing written: the limits, control
// characters, unknown fields, and Markdown that could run script (docs/decisions/0026).
type Json = Record<string, unknown>;

describe('/api/pages/activity refuses what it must', () => {
  let pages: PagesApi;
  beforeAll(async () => {
    pages = await startPagesApi();
  });
  afterAll(() => pages.close());
  beforeEach(() => clearPages());

  const put = (body: unknown) => pages.call('PUT', '/3', { token: pages.adminToken, body });
  const refused = async (body: unknown) => {
    const res = await put(body);
    const answer = (await res.json()) as Json;
    expect(await storedPages()).toEqual({});
    return { status: res.status, code: answer.code, field: answer.field, problem: answer.problem, error: answer.error };
  };
  const withBody = (body: string, language: 'en' | 'fr' = 'en') => ({
    ...PAGE_3,
    [language]: { ...PAGE_3[language], body },
  });

  it('takes 32 KB of Markdown per language, in both, and refuses one byte more', async () => {
    const full = 'é'.repeat(MAX_MARKDOWN_BYTES / 2);
    const res = await put({ en: { ...PAGE_3.en, body: full }, fr: { ...PAGE_3.fr, body: full } });
    expect(res.status).toBe(200);
    await clearPages();
    expect(await refused(withBody(`${full}x`, 'fr'))).toMatchObject({
      status: 400,
      code: 'invalid-field',
      field: 'fr.body',
      problem: 'too-long',
      error: 'fr.body: must be at most 32 KB of Markdown',
    });
  });

  it('takes the largest page the rules accept however its JSON is escaped (every non-ASCII character as \\uXXXX)', async () => {
    const emoji = (count: number) => '\u{1F41A}'.repeat(count); // 4 bytes in UTF-8, 12 escaped
    const language = {
      title: emoji(MAX_TITLE_LENGTH),
      summary: emoji(MAX_SUMMARY_LENGTH),
      body: emoji(MAX_MARKDOWN_BYTES / 4),
    };
    const largest = { en: { ...PAGE_3.en, ...language }, fr: { ...PAGE_3.fr, ...language } };
    const escaped = asciiJson(largest);
    expect(escaped.length).toBeGreaterThan(2 * 3 * MAX_MARKDOWN_BYTES);
    const res = await pages.call('PUT', '/3', { token: pages.adminToken, raw: escaped });
    expect(res.status).toBe(200);
    expect(await storedPages()).toMatchObject({ page3: { en: { body: language.body }, fr: { body: language.body } } });
  });

  it('refuses a body over the route’s own limit with 413', async () => {
    const res = await pages.call('PUT', '/3', {
      token: pages.adminToken,
      raw: JSON.stringify(PAGE_3).slice(0, -1) + ' '.repeat(MAX_PAGE_BYTES) + '}',
    });
    expect(res.status).toBe(413);
    expect(await storedPages()).toEqual({});
  });

  it.each([
    ['no English title', { ...PAGE_3, en: { ...PAGE_3.en, title: '  ' } }, 'en.title', 'required'],
    ['a title of 201 characters', { en: { ...PAGE_3.en, title: 'x'.repeat(201) } }, 'en.title', 'too-long'],
    ['a summary of 501 characters', { en: { ...PAGE_3.en, summary: 'x'.repeat(501) } }, 'en.summary', 'too-long'],
    ['a number for a body', { en: { ...PAGE_3.en, body: 12 } }, 'en.body', 'not-a-string'],
    ['a date that is not a day', { en: { ...PAGE_3.en, date: '2026-02-30' } }, 'en.date', 'invalid-date'],
    ['a control character in a title', { en: { ...PAGE_3.en, title: 'Beach\u0007' } }, 'en.title', 'control-character'],
    ['a control character in a body', { en: { ...PAGE_3.en, body: 'a\u0000b' } }, 'en.body', 'control-character'],
    ['a C1 control in a summary', { en: { ...PAGE_3.en, summary: 'a\u0085b' } }, 'en.summary', 'control-character'],
    ['a French page without a title', { ...PAGE_3, fr: { ...PAGE_3.fr, title: '' } }, 'fr.title', 'required'],
    ['a date on the French page', { ...PAGE_3, fr: { ...PAGE_3.fr, date: '2026-12-05' } }, 'fr.date', 'unknown-field'],
    ['an unknown field', { ...PAGE_3, author: 'me' }, 'author', 'unknown-field'],
  ])('refuses %s, naming the field', async (_what, body, field, problem) => {
    expect(await refused(body)).toMatchObject({ status: 400, field, problem });
  });

  it('refuses a body that is not a page object, and one without its English', async () => {
    // express.json (strict) refuses JSON that is not an object or array before the route runs.
    expect(await refused(null)).toMatchObject({ status: 400, code: 'invalid-json' });
    expect(await refused('text')).toMatchObject({ status: 400, code: 'invalid-json' });
    expect(await refused([])).toMatchObject({ status: 400, code: 'invalid-body' });
    expect(await refused({ fr: PAGE_3.fr })).toMatchObject({ status: 400, field: 'en', problem: 'required' });
    // A JSON array for a language's page is not an object with its fields missing.
    expect(await refused({ en: [] })).toMatchObject({ status: 400, field: 'en', problem: 'not-an-object' });
    expect(await refused({ ...PAGE_3, fr: [] })).toMatchObject({ status: 400, field: 'fr', problem: 'not-an-object' });
    const res = await pages.call('PUT', '/3', { token: pages.adminToken, raw: 'not json' });
    expect(res.status).toBe(400);
  });

  it.each([
    ['a script tag', '<script>window.x=1</script>'],
    ['an image with onerror', 'Look: <img src=x onerror="alert(1)">'],
    ['a javascript: link', '[click](javascript:alert(1))'],
    ['a javascript: link in capitals and spaces', '[click]( JaVaScRiPt:alert(1) )'],
    ['an entity-hidden javascript: link', '[click](jav&#x61;script:alert(1))'],
    ['a data: link', '[click](data:text/html;base64,PHNjcmlwdD4=)'],
    ['a protocol-relative link', '[click](//evil.example/x)'],
    ['a path a browser reads as another site', '[click](/\\evil.example)'],
    ['a path with a tab a browser drops', '[click](</\t/evil.example>)'],
    ['quotes nested too deeply to parse', '>'.repeat(3000) + ' deep'],
    ['lists nested too deeply to parse', '1. '.repeat(3000) + 'deep'],
    ['an image over http', '![pic](http://example.org/a.png)'],
    ['an image with a javascript: source', '![pic](javascript:alert(1))'],
    ['HTML inside a list', '- item <iframe src="https://evil.example"></iframe>'],
  ])('refuses Markdown with %s: nothing executable is stored', async (_what, markdown) => {
    expect(await refused(withBody(markdown))).toMatchObject({
      status: 400,
      code: 'invalid-field',
      field: 'en.body',
      problem: 'unsafe-markdown',
    });
    expect(await refused(withBody(markdown, 'fr'))).toMatchObject({ field: 'fr.body', problem: 'unsafe-markdown' });
  });

  it('keeps Markdown that only talks about HTML: code, a heart, safe links and https images', async () => {
    const body =
      'Use `<script>` in code.\n\n```\n<img onerror=x>\n```\n\nI <3 Saint James. ' +
      '[Map](/map) [Mail](mailto:saints@example.org) [Top](#top) ![pic](https://example.org/a.png)';
    const res = await put(withBody(body));
    expect(res.status).toBe(200);
    expect(((await res.json()) as { en: Json }).en.body).toBe(body);
  });
});
