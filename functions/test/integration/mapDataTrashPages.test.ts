import { withApiServer, json, type Json } from '../support/apiServer';
import { everything, resetMapData, seeded, CHAPEL } from '../support/mapDataState';
import { TRASH_COLLECTION } from '../../src/mapData/store';
import { firestore } from '../support/emulators';

jest.setTimeout(30_000);

// The trash in pages (GET /api/mapdata/trash?limit=N&after=CURSOR), through the api in-process
// against the Firestore emulator: newest first, every item once, a bad limit or cursor named in a 400.

describe('/api/mapdata/trash pages', () => {
  const { call } = withApiServer({ base: '/api/mapdata', as: 'admin', memberEmail: 'trash-pages@saint-james.test' });

  /** `count` trashed entries, written directly (fast): t000 deleted first, the highest number last. */
  async function fillTrash(count: number, sameTime = false) {
    const batch = firestore.batch();
    for (let i = 0; i < count; i++) {
      const at = new Date(Date.UTC(2026, 10, 1, 9, 0, sameTime ? 0 : i)).toISOString();
      const id = `t${String(i).padStart(3, '0')}`;
      batch.set(firestore.collection(TRASH_COLLECTION).doc(id), {
        ...seeded({ ...CHAPEL, name: `Trashed ${id}` }),
        deletedAt: at,
        deletedBy: 'admin@saint-james.test',
      });
    }
    await batch.commit();
  }

  const page = async (query: string) => {
    const res = await call('GET', `/trash${query}`);
    expect(res.status).toBe(200);
    return (await json(res)) as { items: Json[]; next: string | null };
  };

  /** Every id, page after page of `limit`, and how many pages it took. */
  async function walk(limit: number) {
    const ids: string[] = [];
    let pages = 0;
    let next: string | null = null;
    do {
      const answer = await page(`?limit=${limit}${next ? `&after=${next}` : ''}`);
      ids.push(...answer.items.map((item) => item.id as string));
      next = answer.next;
      pages++;
    } while (next);
    return { ids, pages };
  }

  beforeEach(() => resetMapData({}));

  it('gives 50 by default, newest first, and a next cursor while older ones remain', async () => {
    await fillTrash(120);
    const first = await page('');
    expect(first.items).toHaveLength(50);
    expect(first.items[0]).toMatchObject({ id: 't119', name: 'Trashed t119', deletedBy: 'admin@saint-james.test' });
    expect(first.items[49].id).toBe('t070');
    expect(typeof first.next).toBe('string');
    const { ids, pages } = await walk(50);
    expect(pages).toBe(3);
    expect(ids).toEqual(Array.from({ length: 120 }, (_, i) => `t${String(119 - i).padStart(3, '0')}`));
  });

  it('lists every item once across pages when many were deleted in the same millisecond', async () => {
    await fillTrash(25, true);
    const { ids, pages } = await walk(10);
    expect(pages).toBe(3);
    expect(new Set(ids).size).toBe(25);
  });

  it('a cursor stays good when items before it are restored meanwhile', async () => {
    await fillTrash(6);
    const first = await page('?limit=3');
    expect((await call('POST', '/t005/restore')).status).toBe(200);
    const second = await page(`?limit=3&after=${first.next}`);
    expect(second.items.map((item) => item.id)).toEqual(['t002', 't001', 't000']);
    expect(second.next).toBeNull();
  });

  it('an empty trash is one empty page', async () => {
    expect(await page('')).toEqual({ items: [], next: null });
  });

  it.each([
    ['?limit=0', 'limit'],
    ['?limit=101', 'limit'],
    ['?limit=abc', 'limit'],
    ['?limit=1&limit=2', 'limit'],
    ['?after=not-a-cursor!', 'after'],
    [`?after=${Buffer.from('["yesterday","x"]').toString('base64url')}`, 'after'],
  ])('%s is a 400 naming %s, and changes nothing', async (query, field) => {
    await fillTrash(2);
    const before = await everything();
    const res = await call('GET', `/trash${query}`);
    expect(res.status).toBe(400);
    const body = await json(res);
    expect(body).toMatchObject({ code: 'invalid-field', field });
    expect(body.error).toMatch(new RegExp(`^${field}: `));
    expect(await everything()).toEqual(before);
  });
});
