import { isAdminEmail } from './adminEmail';

describe('isAdminEmail (what the browser shows; the server decides access)', () => {
  const ADMIN = 'admin@saint-james.demo';
  it('is true for the configured address, whatever the case', () => {
    expect(isAdminEmail(ADMIN, ADMIN)).toBe(true);
    expect(isAdminEmail('Admin@Saint-James.demo', ` ${ADMIN} `)).toBe(true);
  });
  it("never trims the account's address: ' admin@...' is another account", () => {
    expect(isAdminEmail(` ${ADMIN}`, ADMIN)).toBe(false);
    expect(isAdminEmail(`${ADMIN} `, ADMIN)).toBe(false);
  });
  it('is false for another address, no address, or no configured admin', () => {
    expect(isAdminEmail('member@saint-james.demo', ADMIN)).toBe(false);
    expect(isAdminEmail(null, ADMIN)).toBe(false);
    expect(isAdminEmail(undefined, ADMIN)).toBe(false);
    expect(isAdminEmail('', '')).toBe(false);
    expect(isAdminEmail('someone@x.test', '  ')).toBe(false);
  });
});
