import { modeFromQuery } from './authMode';

describe('modeFromQuery', () => {
  it("follows the header's links: ?mode=login and ?mode=signup", () => {
    expect(modeFromQuery('?mode=login')).toBe('login');
    expect(modeFromQuery('?mode=signup')).toBe('signup');
  });
  it('opens the forgot-password sub-view with ?mode=reset', () => {
    expect(modeFromQuery(new URLSearchParams({ mode: 'reset' }))).toBe('reset');
  });
  it('defaults to login without a mode or with an unknown one', () => {
    expect(modeFromQuery('')).toBe('login');
    expect(modeFromQuery('?mode=admin')).toBe('login');
    expect(modeFromQuery('?other=1')).toBe('login');
  });
});
