import { isAdminAddress } from './adminAddress';

describe('isAdminAddress (the browser’s and the api’s rule)', () => {
  const ADMIN = 'admin@saint-james.demo';
  it('is true for the configured address, whatever the case', () => {
    expect(isAdminAddress(ADMIN, ADMIN)).toBe(true);
    expect(isAdminAddress('Admin@Saint-James.demo', ` ${ADMIN} `)).toBe(true);
  });
  it("never trims the account's address: ' admin@...' is another account", () => {
    expect(isAdminAddress(` ${ADMIN}`, ADMIN)).toBe(false);
    expect(isAdminAddress(`${ADMIN} `, ADMIN)).toBe(false);
  });
  it('is false for another address, no address, or no configured admin', () => {
    expect(isAdminAddress('member@saint-james.demo', ADMIN)).toBe(false);
    expect(isAdminAddress(null, ADMIN)).toBe(false);
    expect(isAdminAddress(undefined, ADMIN)).toBe(false);
    expect(isAdminAddress('', '')).toBe(false);
    expect(isAdminAddress('someone@x.test', '  ')).toBe(false);
  });
});
