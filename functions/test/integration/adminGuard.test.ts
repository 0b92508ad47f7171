import express from 'express';
import { authenticate, requireAdmin } from '../../src/auth/guard';
import { errorHandler } from '../../src/http/errors';
import { listen } from '../support/server';
import { adminAuth, idTokenFor, verifyIdToken } from '../support/emulators';

// The guard with real ID tokens from the Auth emulator, verified by firebase-admin.
const ADMIN = 'guard-admin@saint-james.test';

describe('admin guard against the Auth emulator', () => {
  let server: Awaited<ReturnType<typeof listen>>;
  beforeAll(async () => {
    const app = express();
    app.get('/admin-only', authenticate(verifyIdToken, ADMIN, { required: true }), requireAdmin, (req, res) => {
      res.json({ email: req.caller?.email });
    });
    app.use(errorHandler({ info() {}, warn() {}, error() {} }));
    server = await listen(app);
  });
  afterAll(() => server.close());

  const call = (token?: string) =>
    fetch(`${server.url}/admin-only`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });

  it('lets a verified admin through', async () => {
    const { token } = await idTokenFor(ADMIN, { verified: true });
    const res = await call(token);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ email: ADMIN });
  });

  it('refuses an unverified account holding the admin address (403)', async () => {
    // One account per address: the admin's own account, set to unverified, gets a fresh token.
    const { token } = await idTokenFor(ADMIN, { verified: false });
    expect((await call(token)).status).toBe(403);
  });

  it("refuses a verified account whose address is the admin's with a space in front (403)", async () => {
    // The Auth emulator accepts such an address through its REST sign-up, as the issue saw.
    const base = `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1`;
    const spaced = ` ${ADMIN}`;
    const signUp = await fetch(`${base}/accounts:signUp?key=demo-api-key`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: spaced, password: 'password-123', returnSecureToken: true }),
    });
    const created = (await signUp.json()) as { localId?: string; error?: unknown };
    expect(created.localId).toBeTruthy();
    await adminAuth.updateUser(created.localId!, { emailVerified: true });
    const signIn = await fetch(`${base}/accounts:signInWithPassword?key=demo-api-key`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: spaced, password: 'password-123', returnSecureToken: true }),
    });
    const { idToken } = (await signIn.json()) as { idToken: string };
    const decoded = await verifyIdToken(idToken);
    expect(decoded.email).toBe(spaced);
    expect(decoded.email_verified).toBe(true);
    expect((await call(idToken)).status).toBe(403);
    await adminAuth.deleteUser(created.localId!);
  });

  it('refuses a verified member (403), a forged token (401) and no token (401)', async () => {
    const { token } = await idTokenFor('guard-member@saint-james.test');
    expect((await call(token)).status).toBe(403);
    expect((await call('not-a-jwt')).status).toBe(401);
    expect((await call()).status).toBe(401);
  });
});
