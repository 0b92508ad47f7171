import { withApiServer, json } from '../support/apiServer';
import type { VerifyIdToken } from '../../src/auth/guard';
import { adminAuth, idTokenFor, verifyIdToken } from '../support/emulators';
import { CHAPEL, everything, resetMapData, seeded } from '../support/mapDataState';
import { testConfig } from '../support/testConfig';

jest.setTimeout(30_000);

// Who the api lets in, through the real app with real Auth emulator accounts: a present
// Authorization header must be a valid bearer token, and the admin's powers need a live account
// (disabled, deleted or signed out everywhere: refused at once, not when the token expires).
const ADMIN = 'revocable-admin@saint-james.test';
const MALFORMED = ['', 'Bearer', 'Bearer ', 'Basic YWRtaW46cGFzcw==', 'Bearer a b', 'Token abc', 'Bearer\tx y'];

describe('a present Authorization header must be a valid bearer token', () => {
  const api = withApiServer({ memberEmail: 'header-member@saint-james.test' });

  it.each(MALFORMED)('%j: 401 on the public list, the member and the admin routes', async (authorization) => {
    for (const [method, path] of [
      ['GET', '/api/mapdata'],
      ['GET', '/api/upland/status'],
      ['GET', '/api/mapdata/trash'],
    ]) {
      const res = await api.call(method, path, { headers: { Authorization: authorization } });
      expect(res.status).toBe(401);
      expect(await json(res)).toEqual({
        error: "Authorization must be 'Bearer <ID token>'",
        code: 'unauthenticated',
      });
    }
  });

  it('no header at all still gets the public list', async () => {
    expect((await api.call('GET', '/api/mapdata')).status).toBe(200);
  });

  it("'bearer' in any case with one token is read as a token", async () => {
    const res = await api.call('GET', '/api/mapdata', { headers: { Authorization: `bEaReR  ${api.memberToken}` } });
    expect(res.status).toBe(200);
  });
});

describe("the admin's token stops working when the account does", () => {
  // Production's firebase-admin checks revocation only when asked (the Auth emulator always does):
  // every call is recorded, so the tests see that the api asks for the admin.
  const asked: { email: unknown; checkRevoked: boolean }[] = [];
  const recordingVerify: VerifyIdToken = async (token, checkRevoked) => {
    const decoded = await verifyIdToken(token, checkRevoked);
    asked.push({ email: decoded.email, checkRevoked: checkRevoked === true });
    return decoded;
  };
  const api = withApiServer({
    base: '/api/mapdata',
    deps: { config: testConfig({ adminEmail: ADMIN }), verifyIdToken: recordingVerify },
    memberEmail: 'revocation-member@saint-james.test',
  });
  let uid: string;

  beforeEach(async () => {
    await resetMapData({ chapel: seeded(CHAPEL) });
    // (A test that failed half-way may have left the account disabled.)
    const left = await adminAuth.getUserByEmail(ADMIN).catch(() => null);
    if (left?.disabled) await adminAuth.updateUser(left.uid, { disabled: false });
    ({ uid } = await idTokenFor(ADMIN, { verified: true }));
    asked.length = 0;
  });
  afterAll(() => adminAuth.deleteUser(uid).catch(() => undefined));

  const ADMIN_ROUTES = [
    ['GET', '', undefined],
    ['GET', '/trash', undefined],
    ['POST', '', CHAPEL],
    ['PUT', '/chapel', { ...CHAPEL, name: 'Taken over' }],
    ['DELETE', '/chapel', undefined],
    ['GET', '/export?format=csv', undefined],
  ] as const;

  /** Every admin route with this token: each answers 401, and nothing changes. */
  async function expectLockedOut(token: string) {
    const before = await everything();
    for (const [method, path, body] of ADMIN_ROUTES) {
      const res = await api.call(method, path, { token, body });
      expect([method, path, res.status]).toEqual([method, path, 401]);
      expect((await json(res)).code).toBe('unauthenticated');
    }
    expect(await everything()).toEqual(before);
  }

  it("asks Firebase to check revocation on every admin route, and for the admin's full list", async () => {
    const { token } = await idTokenFor(ADMIN, { verified: true });
    for (const [method, path, body] of ADMIN_ROUTES.filter(([method]) => method !== 'DELETE')) {
      asked.length = 0;
      const res = await api.call(method, path, { token, body });
      expect([method, path, res.status < 300]).toEqual([method, path, true]);
      expect([method, path, asked.some((call) => call.checkRevoked)]).toEqual([method, path, true]);
    }
    // A member's token is not checked against revocation (docs/product.md: it runs out within the hour).
    asked.length = 0;
    expect((await api.call('GET', '', { token: api.memberToken })).status).toBe(200);
    expect(asked).toEqual([{ email: 'revocation-member@saint-james.test', checkRevoked: false }]);
  });

  it('a disabled admin account: 401 everywhere an admin goes', async () => {
    const { token } = await idTokenFor(ADMIN, { verified: true });
    await adminAuth.updateUser(uid, { disabled: true });
    await expectLockedOut(token);
    await adminAuth.updateUser(uid, { disabled: false });
  });

  it('a deleted admin account: 401', async () => {
    const { token } = await idTokenFor(ADMIN, { verified: true });
    await adminAuth.deleteUser(uid);
    await expectLockedOut(token);
  });
});
