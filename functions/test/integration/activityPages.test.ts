import { ADMIN_EMAIL } from '../support/testConfig';
import { clearPages, PAGE_3, startPagesApi, storedPages, type PagesApi } from '../support/pages';

jest.setTimeout(30_000);

// /api/pages/activity: the routes for anonymous, member and admin callers; the 409 check; history
// and revert. Limits and hostile Markdown: activityPagesLimits.test.ts.
type Json = Record<string, unknown>;
const json = async (res: Response) => (await res.json()) as Json;

describe('/api/pages/activity against the emulators', () => {
  let pages: PagesApi;
  beforeAll(async () => {
    pages = await startPagesApi();
  });
  afterAll(() => pages.close());
  beforeEach(() => clearPages());

  const save = (n: string, body: unknown, token = pages.adminToken) => pages.call('PUT', `/${n}`, { token, body });

  it('answers the eight cards and a page never written with updatedAt null, CDN-cacheable for visitors', async () => {
    const list = await pages.call('GET', '');
    expect(list.status).toBe(200);
    expect(list.headers.get('cache-control')).toBe('public, max-age=60, s-maxage=300');
    expect(list.headers.get('vary')).toContain('Authorization');
    const cards = (await list.json()) as Json[];
    expect(cards.map((card) => card.n)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8']);
    expect(cards[2]).toEqual({ n: '3', en: { title: '', summary: '' }, updatedAt: null });

    const page = await pages.call('GET', '/3');
    expect(page.headers.get('cache-control')).toBe('public, max-age=60, s-maxage=300');
    expect(await json(page)).toEqual({ n: '3', en: { title: '', summary: '', body: '' }, updatedAt: null });
    // A signed-in caller's copy is private.
    const member = await pages.call('GET', '/3', { token: pages.memberToken });
    expect(member.headers.get('cache-control')).toBe('private, no-store');
  });

  it('404s a page that is not 1 to 8', async () => {
    for (const n of ['0', '9', 'page3', '3.0']) {
      const res = await pages.call('GET', `/${n}`);
      expect({ n, status: res.status, code: (await json(res)).code }).toEqual({ n, status: 404, code: 'not-found' });
    }
    expect((await save('9', PAGE_3)).status).toBe(404);
  });

  it('lets only the admin save: 401 without a token, 403 for a member, and nothing written', async () => {
    expect((await pages.call('PUT', '/3', { body: PAGE_3 })).status).toBe(401);
    const member = await save('3', PAGE_3, pages.memberToken);
    expect({ status: member.status, code: (await json(member)).code }).toEqual({ status: 403, code: 'forbidden' });
    for (const path of ['/3/history']) {
      expect((await pages.call('GET', path)).status).toBe(401);
      expect((await pages.call('GET', path, { token: pages.memberToken })).status).toBe(403);
    }
    const revert = { revision: 'r', updatedAt: 'x' };
    expect((await pages.call('POST', '/3/revert', { body: revert })).status).toBe(401);
    expect((await pages.call('POST', '/3/revert', { token: pages.memberToken, body: revert })).status).toBe(403);
    expect(await storedPages()).toEqual({});
  });

  it('stores the first save (no updatedAt), shows it to visitors, and the card carries title and summary', async () => {
    const res = await save('3', PAGE_3);
    expect(res.status).toBe(200);
    const saved = await json(res);
    expect(saved).toEqual({ n: '3', ...PAGE_3, updatedAt: expect.any(String) });
    expect((await storedPages()).page3).toEqual({ ...PAGE_3, updatedAt: saved.updatedAt, updatedBy: ADMIN_EMAIL });
    expect(await json(await pages.call('GET', '/3'))).toEqual(saved);
    const cards = (await (await pages.call('GET', '')).json()) as Json[];
    expect(cards[2]).toEqual({
      n: '3',
      en: { title: PAGE_3.en.title, summary: PAGE_3.en.summary, date: PAGE_3.en.date },
      fr: { title: PAGE_3.fr.title, summary: PAGE_3.fr.summary },
      updatedAt: saved.updatedAt,
    });
    expect(cards[0].updatedAt).toBeNull();
  });

  it('refuses a stale save with 409 and keeps the other save; a first save over a written page is stale too', async () => {
    const first = await json(await save('3', { ...PAGE_3, updatedAt: null }));
    const second = await save('3', { en: { ...PAGE_3.en, title: 'Second' }, updatedAt: first.updatedAt });
    expect(second.status).toBe(200);
    const late = await save('3', { en: { ...PAGE_3.en, title: 'Late' }, updatedAt: first.updatedAt });
    expect(late.status).toBe(409);
    const error = await json(late);
    expect(error.code).toBe('stale-entry');
    expect(error.error).toContain(ADMIN_EMAIL);
    expect(((await storedPages()).page3 as { en: Json }).en.title).toBe('Second');
    // A save that thinks the page was never written, once it has been: 409, not an overwrite.
    expect((await save('3', { en: PAGE_3.en })).status).toBe(409);
    // A save that drops the French removes it.
    const third = await json(await save('3', { en: PAGE_3.en, updatedAt: (await json(second)).updatedAt }));
    expect(third.fr).toBeUndefined();
  });

  it('keeps a revision per save, newest first, and reverts to one as a new revision (409-checked)', async () => {
    const first = await json(await save('3', PAGE_3));
    const second = await json(await save('3', { en: { ...PAGE_3.en, title: 'Changed' }, updatedAt: first.updatedAt }));
    const history = await pages.call('GET', '/3/history', { token: pages.adminToken });
    expect(history.status).toBe(200);
    const revisions = (await history.json()) as Json[];
    expect(revisions.map((r) => [r.action, r.by, r.at])).toEqual([
      ['update', ADMIN_EMAIL, second.updatedAt],
      ['update', ADMIN_EMAIL, first.updatedAt],
    ]);
    expect(revisions[1].before).toBeNull();
    expect(revisions[0].before).toEqual(PAGE_3);

    const revertTo = (revision: unknown, updatedAt: unknown) =>
      pages.call('POST', '/3/revert', { token: pages.adminToken, body: { revision, updatedAt } });
    expect((await revertTo(revisions[1].id, first.updatedAt)).status).toBe(409);
    const unknown = await revertTo('no-such-revision', second.updatedAt);
    expect({ status: unknown.status, code: (await json(unknown)).code }).toEqual({
      status: 404,
      code: 'revision-not-found',
    });
    expect((await revertTo('a/b', second.updatedAt)).status).toBe(404);
    // A field that is not a string, or one the call does not know, is named.
    expect(await json(await revertTo(7, second.updatedAt))).toEqual({
      error: 'revision: must be the id of one of the page’s revisions (a string)',
      code: 'invalid-field',
      field: 'revision',
    });
    const extra = await pages.call('POST', '/3/revert', {
      token: pages.adminToken,
      body: { revision: revisions[1].id, updatedAt: second.updatedAt, note: 'x' },
    });
    expect({ status: extra.status, body: await json(extra) }).toEqual({
      status: 400,
      body: { error: 'note: unknown field (allowed: revision, updatedAt)', code: 'unknown-field', field: 'note' },
    });

    const reverted = await revertTo(revisions[1].id, second.updatedAt);
    expect(reverted.status).toBe(200);
    expect(await json(reverted)).toEqual({ n: '3', ...PAGE_3, updatedAt: expect.any(String) });
    const after = (await (await pages.call('GET', '/3/history', { token: pages.adminToken })).json()) as Json[];
    expect(after.map((r) => r.action)).toEqual(['revert', 'update', 'update']);
  });
});
