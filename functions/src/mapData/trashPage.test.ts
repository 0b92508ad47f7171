import { encodeTrashCursor, readTrashPageRequest } from './trashPage';

describe('readTrashPageRequest', () => {
  it('defaults to 50 from the newest, and takes a limit from 1 to 100', () => {
    expect(readTrashPageRequest({})).toEqual({ ok: true, limit: 50, after: null });
    expect(readTrashPageRequest({ limit: '1' })).toMatchObject({ ok: true, limit: 1 });
    expect(readTrashPageRequest({ limit: '100' })).toMatchObject({ ok: true, limit: 100 });
  });

  it.each([['0'], ['101'], ['-1'], ['2.5'], ['ten'], [''], [['5', '6']]])('refuses limit %p, naming it', (limit) => {
    expect(readTrashPageRequest({ limit })).toMatchObject({ ok: false, field: 'limit' });
  });

  it('reads back the cursor it wrote', () => {
    const cursor = { deletedAt: '2026-11-01T09:00:00.000Z', id: 'chapel' };
    expect(readTrashPageRequest({ after: encodeTrashCursor(cursor) })).toEqual({ ok: true, limit: 50, after: cursor });
  });

  const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  it.each([
    ['nope!'],
    [b64(['not a date', 'chapel'])],
    [b64(['Dec 25, 1995', 'chapel'])],
    [b64(['+275760-09-13T00:00:00.000Z', 'chapel'])],
    [b64(['2026-11-01T09:00:00Z', 'chapel'])],
    [b64(['2026-11-01T09:00:00.000Z', 'a/b'])],
    [b64({})],
    [''],
  ])('refuses cursor %p, naming after', (after) => {
    expect(readTrashPageRequest({ after })).toMatchObject({ ok: false, field: 'after' });
  });
});
