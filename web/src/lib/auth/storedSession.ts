/**
 * Whether Firebase Auth may hold a signed-in member in this browser, read without loading the SDK
 * (docs/decisions/0029-no-auth-sdk-without-a-session.md). The SDK persists its user under
 * `firebase:authUser:<apiKey>:<app>`, in IndexedDB (`firebaseLocalStorageDb`) or, where IndexedDB
 * is unusable, in localStorage. Any doubt answers true: loading the SDK for nothing costs 40 KB,
 * missing a session would sign a member out. The stored user's uid and ID token are read too, for a
 * member page's first call (docs/decisions/0035-a-member-page-asks-with-the-stored-token.md).
 */
export const AUTH_USER_PREFIX = 'firebase:authUser:';
const DATABASE = 'firebaseLocalStorageDb';
const STORE = 'firebaseLocalStorage';

export interface SessionStores {
  localStorage?: Pick<Storage, 'length' | 'key' | 'getItem'>;
  indexedDB?: IDBFactory;
}

/**
 * What the pages show of the signed-in member. The SDK's User has these fields, and so does the
 * user it stored on an earlier visit: the pages show that one until the SDK has checked it
 * (docs/decisions/0037-the-stored-member-shown-at-once.md).
 */
export interface Member {
  uid: string;
  email: string | null;
  displayName: string | null;
  emailVerified: boolean;
}

/** What a member page may use of the SDK's persisted user before the SDK has loaded. */
export interface StoredSignIn extends Member {
  /** The ID token the SDK last stored, and when it ends (ms since the epoch). */
  idToken: string;
  expiresAt: number;
}

export interface StoredSession {
  /** Whether a signed-in member may be stored: any doubt says yes. */
  mayExist: boolean;
  /** The stored member when one could be read whole, else null. */
  signIn: StoredSignIn | null;
}

/**
 * A stored user (the SDK's `user.toJSON()`, an object or its JSON in localStorage) as a sign-in:
 * its uid, its ID token and the token's end (null when any of them is missing or not what it
 * should be), with its e-mail, name and whether the e-mail is verified (null, null and false when
 * missing). (Checked by hand: a schema library would join every visitor's first code for this.)
 */
export function readSignIn(stored: unknown): StoredSignIn | null {
  let user: unknown = stored;
  if (typeof user === 'string') {
    try {
      user = JSON.parse(user);
    } catch {
      return null;
    }
  }
  const { uid, email, displayName, emailVerified, stsTokenManager: tokens } = (user ?? {}) as Record<string, unknown>;
  const { accessToken, expirationTime } = (tokens ?? {}) as { accessToken?: unknown; expirationTime?: unknown };
  if (typeof uid !== 'string' || uid === '' || typeof accessToken !== 'string' || accessToken === '') return null;
  if (typeof expirationTime !== 'number' || !Number.isFinite(expirationTime)) return null;
  const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);
  return {
    uid,
    email: text(email),
    displayName: text(displayName),
    emailVerified: emailVerified === true,
    idToken: accessToken,
    expiresAt: expirationTime,
  };
}

const SIGNED_OUT: StoredSession = { mayExist: false, signIn: null };
const IN_DOUBT: StoredSession = { mayExist: true, signIn: null };

/** Where the SDK keeps the signed-in user of this app ('[DEFAULT]', the app made without a name). */
export const authUserKey = (apiKey: string) => `${AUTH_USER_PREFIX}${apiKey}:[DEFAULT]`;

function inLocalStorage(storage: SessionStores['localStorage'], userKey: string): StoredSession {
  if (!storage) return SIGNED_OUT;
  for (let i = 0; i < storage.length; i += 1) {
    if (storage.key(i)?.startsWith(AUTH_USER_PREFIX))
      return { mayExist: true, signIn: readSignIn(storage.getItem(userKey)) };
  }
  return SIGNED_OUT;
}

/**
 * Opens the SDK's database only when it exists: opening creates it, and the SDK expects its own.
 * Whether a session may exist is decided by the keys alone (any key of a stored user), and the
 * stored user is then read under this app's own key.
 */
async function inIndexedDb(factory: IDBFactory, userKey: string): Promise<StoredSession> {
  if (typeof factory.databases !== 'function') return IN_DOUBT;
  const databases = await factory.databases();
  if (!databases.some((database) => database.name === DATABASE)) return SIGNED_OUT;
  return new Promise<StoredSession>((resolve) => {
    const opening = factory.open(DATABASE);
    opening.onerror = () => resolve(IN_DOUBT);
    opening.onsuccess = () => {
      const db = opening.result;
      const done = (session: StoredSession) => {
        db.close();
        resolve(session);
      };
      if (!db.objectStoreNames.contains(STORE)) {
        done(SIGNED_OUT);
        return;
      }
      const store = db.transaction(STORE, 'readonly').objectStore(STORE);
      const keys = store.getAllKeys();
      keys.onerror = () => done(IN_DOUBT);
      keys.onsuccess = () => {
        if (!keys.result.some((key) => String(key).startsWith(AUTH_USER_PREFIX))) {
          done(SIGNED_OUT);
          return;
        }
        // A record is { fbase_key, value }: the SDK's stored user is its value.
        const record = store.get(userKey);
        record.onerror = () => done(IN_DOUBT);
        record.onsuccess = () =>
          done({ mayExist: true, signIn: readSignIn((record.result as { value?: unknown } | undefined)?.value) });
      };
    };
  });
}

/** What this browser holds of a signed-in member, read without the SDK (`userKey`: authUserKey). */
export async function readStoredSession(stores: SessionStores, userKey = ''): Promise<StoredSession> {
  try {
    const local = inLocalStorage(stores.localStorage, userKey);
    if (local.mayExist) return local;
    return stores.indexedDB ? await inIndexedDb(stores.indexedDB, userKey) : SIGNED_OUT;
  } catch {
    return IN_DOUBT;
  }
}

/** This browser's stores (either may be missing or refuse access, e.g. in a private window). */
export function browserStores(): SessionStores {
  const stores: SessionStores = {};
  try {
    stores.localStorage = window.localStorage;
  } catch {
    // Storage blocked: nothing can be persisted there either.
  }
  if (typeof indexedDB !== 'undefined') stores.indexedDB = indexedDB;
  return stores;
}
