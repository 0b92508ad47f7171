import { isAdminEmail } from './adminEmail';

describe('isAdminEmail (what the browser shows; the server decides access)', () => {
  const ADMIN = 'admin@saint-james.demo';
  it('is true for the configured address, whatever the case and spaces', () => {
    expect(isAdminEmail(ADMIN, ADMIN)).toBe(true);
    expect(isAdminEmail(' Admin@Saint-James.demo ', ADMIN)).toBe(true);
  });
  it('is false for another address, no address, or no configured admin', () => {
    expect(isAdminEmail('member@saint-james.demo', ADMIN)).toBe(false);
    expect(isAdminEmail(null, ADMIN)).toBe(false);
    expect(isAdminEmail(undefined, ADMIN)).toBe(false);
    expect(isAdminEmail('', '')).toBe(false);
    expect(isAdminEmail('someone@x.test', '  ')).toBe(false);
  });
});
