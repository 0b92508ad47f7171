import type { StoredSession } from './storedSession';

// A member page's calls before and after the SDK has said who is signed in: the token the SDK
// stored answers only until then, and only while it has a few minutes left.
jest.mock('../firebaseConfig', () => ({ isAuthConfigured: true, webConfig: {} }));

let stored: StoredSession;
jest.mock('./storedSession', () => ({
  authUserKey: (apiKey: string) => `firebase:authUser:${apiKey}:[DEFAULT]`,
  browserStores: () => ({}),
  readStoredSession: async () => stored,
}));

/** The SDK as the page sees it: who it says is signed in once its check with Firebase has answered. */
let settle: () => void;
let ready: Promise<void>;
const sdk = {
  currentUser: null as null | { uid: string; getIdToken: () => Promise<string> },
  authStateReady: () => ready,
};
jest.mock('../firebase', () => ({ auth: sdk }));

const MINUTE = 60_000;
const storedMember = { uid: 'member-uid', email: 'member@example.com', displayName: null, emailVerified: true };
const signedInStored = (minutesLeft: number): StoredSession => ({
  mayExist: true,
  signIn: { ...storedMember, idToken: 'stored-token', expiresAt: Date.now() + minutesLeft * MINUTE },
});

async function modules() {
  let loaded!: [typeof import('./loadAuth'), typeof import('./idToken')];
  jest.isolateModules(() => {
    loaded = [jest.requireActual('./loadAuth'), jest.requireActual('./idToken')];
  });
  return { loadAuth: loaded[0], idToken: loaded[1] };
}

beforeEach(() => {
  sdk.currentUser = null;
  ready = new Promise<void>((resolve) => (settle = resolve));
});

it('asks with the stored token until the SDK has said who is signed in, then with the SDK', async () => {
  stored = signedInStored(30);
  const { loadAuth, idToken } = await modules();
  await expect(loadAuth.usableStoredToken()).resolves.toEqual({ uid: 'member-uid', idToken: 'stored-token' });
  await expect(idToken.currentIdToken({ storedEarly: true })).resolves.toBe('stored-token');

  // Loaded, still checking the user with Firebase: the stored token still answers.
  await loadAuth.loadAuth();
  await expect(idToken.currentIdToken({ storedEarly: true })).resolves.toBe('stored-token');

  sdk.currentUser = { uid: 'member-uid', getIdToken: async () => 'sdk-token' };
  settle();
  await new Promise((resolve) => setTimeout(resolve, 0));
  await expect(loadAuth.usableStoredToken()).resolves.toBeNull();
  await expect(idToken.currentIdToken({ storedEarly: true })).resolves.toBe('sdk-token');
});

it('a member the SDK then signs out is asked for with no token at all', async () => {
  stored = signedInStored(30);
  const { loadAuth, idToken } = await modules();
  await loadAuth.loadAuth();
  settle();
  await new Promise((resolve) => setTimeout(resolve, 0));
  await expect(idToken.currentIdToken({ storedEarly: true })).resolves.toBeNull();
});

it('a stored token with less than five minutes left is not used: the SDK answers (and refreshes it)', async () => {
  stored = signedInStored(4);
  const { loadAuth, idToken } = await modules();
  await expect(loadAuth.usableStoredToken()).resolves.toBeNull();
  sdk.currentUser = { uid: 'member-uid', getIdToken: async () => 'sdk-token' };
  const token = idToken.currentIdToken({ storedEarly: true });
  await new Promise((resolve) => setTimeout(resolve, 0));
  settle();
  await expect(token).resolves.toBe('sdk-token');
});

it("a call a visitor makes too never gets the stored token: it waits for the SDK's answer", async () => {
  stored = signedInStored(30);
  const { idToken } = await modules();
  sdk.currentUser = { uid: 'member-uid', getIdToken: async () => 'sdk-token' };
  const token = idToken.currentIdToken();
  await new Promise((resolve) => setTimeout(resolve, 0));
  settle();
  await expect(token).resolves.toBe('sdk-token');
});

it('no stored member, or one that could not be read: no early token', async () => {
  for (const session of [
    { mayExist: false, signIn: null },
    { mayExist: true, signIn: null },
  ]) {
    stored = session;
    const { loadAuth } = await modules();
    await expect(loadAuth.usableStoredToken()).resolves.toBeNull();
  }
});

it('an SDK that fails to say who is signed in ends the early token too', async () => {
  stored = signedInStored(30);
  ready = Promise.reject(new Error('network'));
  ready.catch(() => undefined);
  const { loadAuth } = await modules();
  await loadAuth.loadAuth();
  await new Promise((resolve) => setTimeout(resolve, 0));
  await expect(loadAuth.usableStoredToken()).resolves.toBeNull();
});

it('the stored member is shown until the SDK has said who is signed in, also with an expired token; then no more', async () => {
  stored = signedInStored(-60);
  const { loadAuth } = await modules();
  await expect(loadAuth.storedMember()).resolves.toEqual(storedMember);
  await loadAuth.loadAuth();
  settle();
  await new Promise((resolve) => setTimeout(resolve, 0));
  await expect(loadAuth.storedMember()).resolves.toBeNull();
});

it("what only the SDK can do gets the SDK's user, once it has said who is signed in", async () => {
  stored = signedInStored(30);
  const { loadAuth } = await modules();
  const user = loadAuth.signedInUser();
  sdk.currentUser = { uid: 'member-uid', getIdToken: async () => 'sdk-token' };
  await new Promise((resolve) => setTimeout(resolve, 0));
  settle();
  await expect(user).resolves.toBe(sdk.currentUser);
});
