import * as v from 'valibot';
import { LinkCodeSchema, LinkStatusSchema } from './upland';
import { readErrorBody } from './errors';
import { SheetAnswerSchema } from './sheets';

describe('answer schemas', () => {
  it('read a link code, and refuse an answer without one', () => {
    expect(v.is(LinkCodeSchema, { code: '8JGXBU9G87', expireAt: '2026-06-14T13:41:22.364Z' })).toBe(true);
    expect(v.is(LinkCodeSchema, { code: '', expireAt: 'x' })).toBe(false);
    expect(v.is(LinkCodeSchema, { expireAt: 'x' })).toBe(false);
  });

  it('read both link statuses', () => {
    expect(v.is(LinkStatusSchema, { linked: false })).toBe(true);
    expect(v.is(LinkStatusSchema, { linked: true, uplandUserId: 'u', username: null, linkedAt: 't' })).toBe(true);
    expect(v.is(LinkStatusSchema, { linked: true })).toBe(false);
  });

  it('read a sheet answer of string cells', () => {
    expect(v.is(SheetAnswerSchema, { values: [['a', 'b'], []], fetchedAt: 't' })).toBe(true);
    expect(v.is(SheetAnswerSchema, { values: [[1]], fetchedAt: 't' })).toBe(false);
    expect(v.is(SheetAnswerSchema, { values: 'rows', fetchedAt: 't' })).toBe(false);
  });

  it('read an error body, whatever its code, and nothing else', () => {
    expect(readErrorBody({ error: 'x', code: 'stale-entry' })).toEqual({ error: 'x', code: 'stale-entry' });
    expect(readErrorBody({ error: 'x', code: 'from-the-future', field: 'name' })).toMatchObject({
      code: 'from-the-future',
    });
    expect(readErrorBody('<html>')).toBeNull();
    expect(readErrorBody({ message: 'x' })).toBeNull();
  });
});
