import { AUTH_USER_PREFIX, mayHaveStoredSession } from './storedSession';

/** A localStorage holding `keys`. */
const storage = (...keys: string[]) => ({ length: keys.length, key: (i: number) => keys[i] ?? null });

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
    };
    await expect(mayHaveStoredSession({ localStorage: broken })).resolves.toBe(true);
  });

  it('says no when the browser has no stores at all', async () => {
    await expect(mayHaveStoredSession({})).resolves.toBe(false);
  });
});
