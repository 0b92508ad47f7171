import { readPutVersion } from './putVersion';

describe('readPutVersion', () => {
  it('passes updatedAt on, or undefined when it is not sent', () => {
    expect(readPutVersion({ updatedAt: '2026-01-01T00:00:00.000Z' }, 'abc')).toEqual({
      ok: true,
      expectedUpdatedAt: '2026-01-01T00:00:00.000Z',
    });
    expect(readPutVersion({ id: 'abc' }, 'abc')).toEqual({ ok: true, expectedUpdatedAt: undefined });
  });

  it('refuses an id other than the URL one and an updatedAt that is not a string', () => {
    expect(readPutVersion({ id: 'other' }, 'abc')).toEqual({
      ok: false,
      field: 'id',
      message: "id: 'other' does not match the entry in the URL ('abc')",
    });
    expect(readPutVersion({ updatedAt: 12 }, 'abc')).toMatchObject({ ok: false, field: 'updatedAt' });
    // Not a string: named, never turned into text (this object's toString would throw).
    for (const id of [{ toString: 1 }, 12, null, ['abc']]) {
      expect(readPutVersion({ id }, 'abc')).toEqual({
        ok: false,
        field: 'id',
        message: "id: must be the entry's id in the URL ('abc'), as a string",
      });
    }
    expect(readPutVersion({ updatedAt: '' }, 'abc').ok).toBe(false);
  });
});
