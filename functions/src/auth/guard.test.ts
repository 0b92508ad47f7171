import express from 'express';
import type { DecodedIdToken } from 'firebase-admin/auth';
import { errorHandler } from '../http/errors';
import { listen } from '../../test/support/server';
import { adminGuard, authenticate, isAdminToken, type VerifyIdToken } from './guard';

const ADMIN = 'admin@saint-james.test';

describe('isAdminToken', () => {
  it('is true for the admin address with a verified e-mail', () => {
    expect(isAdminToken({ email: ADMIN, email_verified: true }, ADMIN)).toBe(true);
  });
  it('ignores case, and spaces around the configured address', () => {
    expect(isAdminToken({ email: 'Admin@Saint-James.test', email_verified: true }, ` ${ADMIN} `)).toBe(true);
  });
  it("never trims the token's address: ' admin@...' is another account", () => {
    expect(isAdminToken({ email: ` ${ADMIN}`, email_verified: true }, ADMIN)).toBe(false);
    expect(isAdminToken({ email: `${ADMIN} `, email_verified: true }, ADMIN)).toBe(false);
    expect(isAdminToken({ email: `\t${ADMIN}`, email_verified: true }, ADMIN)).toBe(false);
  });
  it('is false for the admin address when the e-mail is not verified', () => {
    expect(isAdminToken({ email: ADMIN, email_verified: false }, ADMIN)).toBe(false);
    expect(isAdminToken({ email: ADMIN }, ADMIN)).toBe(false);
  });
  it('is false for any other verified address', () => {
    expect(isAdminToken({ email: 'member@saint-james.test', email_verified: true }, ADMIN)).toBe(false);
  });
  it('is false when no admin address is configured', () => {
    expect(isAdminToken({ email: '', email_verified: true }, '')).toBe(false);
    expect(isAdminToken({ email: undefined, email_verified: true }, '')).toBe(false);
  });
});

const tokens: Record<string, Partial<DecodedIdToken>> = {
  admin: { uid: 'a', email: ADMIN, email_verified: true },
  unverifiedAdmin: { uid: 'u', email: ADMIN, email_verified: false },
  member: { uid: 'm', email: 'member@saint-james.test', email_verified: true },
  // Signed and unexpired, but its account was disabled or signed out everywhere since.
  revokedAdmin: { uid: 'r', email: ADMIN, email_verified: true },
  revokedMember: { uid: 'rm', email: 'gone@saint-james.test', email_verified: true },
};
/** Tokens whose check fails on the way, as firebase-admin's errors do: nothing said of the token. */
const authServiceFailures: Record<string, Error> = {
  unreachable: Object.assign(new Error('Error while making request: socket hang up'), { code: 'app/network-error' }),
  authFailing: Object.assign(new Error('An internal error has occurred.'), { code: 'auth/internal-error' }),
  // Google's public keys not fetched: firebase-admin's code for a malformed token, its own words.
  keysNotFetched: Object.assign(new Error('Error fetching public keys for Google certs: Backend Error'), {
    code: 'auth/argument-error',
  }),
};
/** As production's firebase-admin: a revoked token passes unless revocation is checked. */
const verify: VerifyIdToken = async (token, checkRevoked) => {
  const decoded = tokens[token];
  if (token in authServiceFailures) throw authServiceFailures[token];
  if (!decoded) throw Object.assign(new Error('bad token'), { code: 'auth/argument-error' });
  if (checkRevoked && token.startsWith('revoked'))
    throw Object.assign(new Error('revoked'), { code: 'auth/id-token-revoked' });
  return decoded as DecodedIdToken;
};

function guardedApp() {
  const app = express();
  app.get('/admin', ...adminGuard(verify, ADMIN), (_req, res) => {
    res.json({ ok: true });
  });
  app.get('/public', authenticate(verify, ADMIN, { required: false }), (req, res) => {
    res.json({ caller: req.caller ?? null });
  });
  app.use(
    errorHandler({
      info() {},
      warn() {},
      error: (message, fields) => logged.push(`${message} ${JSON.stringify(fields)}`),
    }),
  );
  return app;
}
const logged: string[] = [];

describe('adminGuard (authenticate + requireAdmin)', () => {
  let server: Awaited<ReturnType<typeof listen>>;
  beforeAll(async () => {
    server = await listen(guardedApp());
  });
  afterAll(() => server.close());

  const get = (path: string, token?: string) =>
    fetch(server.url + path, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  const withHeader = (path: string, authorization: string) =>
    fetch(server.url + path, { headers: { Authorization: authorization } });

  it('answers 401 JSON without a token', async () => {
    const res = await get('/admin');
    expect(res.status).toBe(401);
    expect(((await res.json()) as { error: string }).error).toMatch(/bearer token/);
  });
  it('answers 401 for a token that fails verification', async () => {
    const res = await get('/admin', 'forged');
    expect(res.status).toBe(401);
    expect(((await res.json()) as { error: string }).error).toBe('Invalid or expired ID token');
  });
  it('answers 403 for a verified member', async () => {
    const res = await get('/admin', 'member');
    expect(res.status).toBe(403);
    expect(((await res.json()) as { error: string }).error).toBe('Admin privileges required');
  });
  it('answers 403 for an unverified account holding the admin address', async () => {
    expect((await get('/admin', 'unverifiedAdmin')).status).toBe(403);
  });
  it('lets the verified admin through', async () => {
    const res = await get('/admin', 'admin');
    expect(res.status).toBe(200);
  });
  it('leaves a public route open without a token, but refuses a broken one', async () => {
    expect(await (await get('/public')).json()).toEqual({ caller: null });
    expect((await get('/public', 'forged')).status).toBe(401);
    const withMember = (await (await get('/public', 'member')).json()) as { caller: unknown };
    expect(withMember.caller).toMatchObject({ uid: 'm', isAdmin: false, emailVerified: true });
  });
  it("refuses a revoked admin's token on admin routes and on the public route (its full view)", async () => {
    expect((await get('/admin', 'revokedAdmin')).status).toBe(401);
    expect((await get('/public', 'revokedAdmin')).status).toBe(401);
  });
  it("lets a revoked member's token run out by itself (no revocation check on member routes)", async () => {
    expect((await get('/public', 'revokedMember')).status).toBe(200);
  });
  it('answers 500, logged, when the token could not be checked (the Auth service down or failing): not 401', async () => {
    for (const token of ['unreachable', 'authFailing', 'keysNotFetched']) {
      logged.length = 0;
      for (const path of ['/admin', '/public']) {
        const res = await get(path, token);
        expect([token, path, res.status]).toEqual([token, path, 500]);
        expect(await res.json()).toEqual({ error: 'Internal server error', code: 'internal' });
      }
      expect(logged).toHaveLength(2);
      expect(logged.join('\n')).toContain(authServiceFailures[token].message);
    }
  });
  it('refuses any Authorization header that is not one bearer token (401), even on a public route', async () => {
    for (const header of ['', 'Bearer', 'Bearer ', 'Basic YTpi', 'Bearer a b', 'Token admin']) {
      const res = await withHeader('/public', header);
      expect([header, res.status]).toEqual([header, 401]);
      expect(await res.json()).toEqual({ error: "Authorization must be 'Bearer <ID token>'", code: 'unauthenticated' });
    }
    expect((await withHeader('/public', 'bearer   member')).status).toBe(200);
  });
});
