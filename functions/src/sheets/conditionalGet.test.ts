import { callerHasCopy } from './router';

describe('callerHasCopy (If-None-Match)', () => {
  const etag = 'W/"abc"';
  it('matches the same tag, weak or strong, alone or in a list', () => {
    expect(callerHasCopy('W/"abc"', etag)).toBe(true);
    expect(callerHasCopy('"abc"', etag)).toBe(true);
    expect(callerHasCopy('"x", W/"abc" ', etag)).toBe(true);
    expect(callerHasCopy('*', etag)).toBe(true);
  });
  it('does not match another tag, or nothing', () => {
    expect(callerHasCopy('W/"abd"', etag)).toBe(false);
    expect(callerHasCopy('', etag)).toBe(false);
    expect(callerHasCopy(undefined, etag)).toBe(false);
  });
});
