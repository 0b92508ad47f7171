import { AUTH_USER_PREFIX, authUserKey, readSignIn, readStoredSession, type SessionStores } from './storedSession';

const mayHaveStoredSession = async (stores: SessionStores) => (await readStoredSession(stores)).mayExist;

/** A localStorage holding `keys` (each with `value`). */
const storage = (...keys: string[]) => storageWith(Object.fromEntries(keys.map((key) => [key, '{}'])));
const storageWith = (items: Record<string, string>) => {
  const keys = Object.keys(items);
  return { length: keys.length, key: (i: number) => keys[i] ?? null, getItem: (key: string) => items[key] ?? null };
};

/** An IndexedDB factory that lists `names` and must not be opened (the real store is proven in e2e/auth-session.spec.ts). */
function factory(names: string[] | null): IDBFactory {
  const open = jest.fn(() => {
    throw new Error('opened a database that is not there');
  });
  return {
    ...(names ? { databases: async () => names.map((name) => ({ name, version: 1 })) } : {}),
    open,
  } as unknown as IDBFactory;
}

describe('mayHaveStoredSession', () => {
  it('says yes when the SDK persisted its user in localStorage', async () => {
    const stores = { localStorage: storage('sj-locale', `${AUTH_USER_PREFIX}key:[DEFAULT]`) };
    await expect(mayHaveStoredSession(stores)).resolves.toBe(true);
  });

  it('says no for a browser where nothing of the SDK is stored, without opening (and so creating) its database', async () => {
    const indexedDB = factory(['some-other-db']);
    await expect(mayHaveStoredSession({ localStorage: storage('sj-locale'), indexedDB })).resolves.toBe(false);
    expect(indexedDB.open).not.toHaveBeenCalled();
  });

  it('says yes when the browser cannot list its databases: a member must never be signed out by a guess', async () => {
    await expect(mayHaveStoredSession({ localStorage: storage(), indexedDB: factory(null) })).resolves.toBe(true);
  });

  it('says yes when reading the stores throws', async () => {
    const broken = {
      get length(): number {
        throw new Error('SecurityError');
      },
      key: () => null,
      getItem: () => null,
    };
    await expect(mayHaveStoredSession({ localStorage: broken })).resolves.toBe(true);
  });

  it('says no when the browser has no stores at all', async () => {
    await expect(mayHaveStoredSession({})).resolves.toBe(false);
  });
});

/** What the SDK stores for a signed-in user (its toJSON()), trimmed to what matters here. */
const sdkUser = (overrides: Record<string, unknown> = {}) => ({
  uid: 'member-uid',
  email: 'member@example.com',
  emailVerified: true,
  stsTokenManager: { refreshToken: 'refresh', accessToken: 'id-token', expirationTime: 1_800_000_000_000 },
  ...overrides,
});

/** What readSignIn makes of sdkUser(). */
const signIn = {
  uid: 'member-uid',
  email: 'member@example.com',
  displayName: null,
  emailVerified: true,
  idToken: 'id-token',
  expiresAt: 1_800_000_000_000,
};

describe('readSignIn: the stored member a page may ask with before the SDK has loaded', () => {
  it("reads the uid, the ID token and its end, the e-mail, name and verification from the SDK's stored user, as an object or as JSON", () => {
    const expected = { ...signIn, displayName: 'Ada' };
    expect(readSignIn(sdkUser({ displayName: 'Ada' }))).toEqual(expected);
    expect(readSignIn(JSON.stringify(sdkUser({ displayName: 'Ada' })))).toEqual(expected);
  });

  it('reads a missing or odd e-mail or name as none, and anything but true as not verified', () => {
    expect(readSignIn(sdkUser({ email: undefined, displayName: 7, emailVerified: 'true' }))).toEqual({
      ...signIn,
      email: null,
      displayName: null,
      emailVerified: false,
    });
    expect(readSignIn(sdkUser({ email: '', displayName: null, emailVerified: undefined }))).toMatchObject({
      email: null,
      displayName: null,
      emailVerified: false,
    });
  });

  it('is null for anything that is not a whole stored user', () => {
    for (const stored of [
      null,
      'not json',
      '{}',
      sdkUser({ uid: '' }),
      sdkUser({ uid: 7 }),
      sdkUser({ stsTokenManager: { accessToken: 'id-token' } }),
      sdkUser({ stsTokenManager: { accessToken: '', expirationTime: 1 } }),
      sdkUser({ stsTokenManager: { accessToken: 'id-token', expirationTime: '1800000000000' } }),
      sdkUser({ stsTokenManager: { accessToken: 'id-token', expirationTime: Number.NaN } }),
    ])
      expect(readSignIn(stored)).toBeNull();
  });

  it("comes with the session read from localStorage, under this app's own key", async () => {
    const key = authUserKey('key');
    const stores = { localStorage: storageWith({ [key]: JSON.stringify(sdkUser()) }) };
    await expect(readStoredSession(stores, key)).resolves.toEqual({
      mayExist: true,
      signIn,
    });
    // Another app's user says a session may exist, and is not read as this app's member.
    await expect(readStoredSession(stores, authUserKey('other-key'))).resolves.toEqual({
      mayExist: true,
      signIn: null,
    });
    await expect(readStoredSession({ localStorage: storageWith({ [key]: '{"uid":' }) }, key)).resolves.toEqual({
      mayExist: true,
      signIn: null,
    });
  });

  it("comes with the session read from the SDK's database: any stored user's key says it may exist, this app's is read", async () => {
    const key = authUserKey('key');
    const read = (records: Record<string, unknown>, failGet = false) =>
      readStoredSession({ localStorage: storage(), indexedDB: sdkDatabase(records, failGet) }, key);
    await expect(read({ [key]: { fbase_key: key, value: sdkUser() } })).resolves.toEqual({
      mayExist: true,
      signIn,
    });
    // Stored in a shape not known here: still "may exist", so the SDK loads and decides.
    await expect(read({ [key]: { something: 'else' } })).resolves.toEqual({ mayExist: true, signIn: null });
    await expect(read({ [authUserKey('other')]: { value: sdkUser() } })).resolves.toEqual({
      mayExist: true,
      signIn: null,
    });
    await expect(read({ [key]: { value: sdkUser() } }, true)).resolves.toEqual({ mayExist: true, signIn: null });
    await expect(read({ 'firebase:persistence': 'x' })).resolves.toEqual({ mayExist: false, signIn: null });
  });
});

/** The SDK's IndexedDB database holding `records` by key; `failGet`: reading one fails. */
function sdkDatabase(records: Record<string, unknown>, failGet: boolean): IDBFactory {
  function request<T>(result: T, fail = false) {
    const req = { result, onsuccess: null as null | (() => void), onerror: null as null | (() => void) };
    setTimeout(() => (fail ? req.onerror?.() : req.onsuccess?.()), 0);
    return req;
  }
  const store = {
    getAllKeys: () => request(Object.keys(records)),
    get: (key: string) => request(records[key], failGet),
  };
  const db = {
    objectStoreNames: { contains: (name: string) => name === 'firebaseLocalStorage' },
    transaction: () => ({ objectStore: () => store }),
    close: () => undefined,
  };
  return {
    databases: async () => [{ name: 'firebaseLocalStorageDb', version: 1 }],
    open: () => request(db),
  } as unknown as IDBFactory;
}
