/**
 * Whether Firebase Auth may hold a signed-in member in this browser, read without loading the SDK
 * (docs/decisions/0029-no-auth-sdk-without-a-session.md). The SDK persists its user under
 * `firebase:authUser:<apiKey>:<app>`, in IndexedDB (`firebaseLocalStorageDb`) or, where IndexedDB
 * is unusable, in localStorage. Any doubt answers true: loading the SDK for nothing costs 40 KB,
 * missing a session would sign a member out.
 */
export const AUTH_USER_PREFIX = 'firebase:authUser:';
const DATABASE = 'firebaseLocalStorageDb';
const STORE = 'firebaseLocalStorage';

export interface SessionStores {
  localStorage?: Pick<Storage, 'length' | 'key'>;
  indexedDB?: IDBFactory;
}

function inLocalStorage(storage: SessionStores['localStorage']): boolean {
  if (!storage) return false;
  for (let i = 0; i < storage.length; i += 1) {
    if (storage.key(i)?.startsWith(AUTH_USER_PREFIX)) return true;
  }
  return false;
}

/** Opens the SDK's database only when it exists: opening creates it, and the SDK expects its own. */
async function inIndexedDb(factory: IDBFactory): Promise<boolean> {
  if (typeof factory.databases !== 'function') return true;
  const databases = await factory.databases();
  if (!databases.some((database) => database.name === DATABASE)) return false;
  return new Promise<boolean>((resolve) => {
    const opening = factory.open(DATABASE);
    opening.onerror = () => resolve(true);
    opening.onsuccess = () => {
      const db = opening.result;
      if (!db.objectStoreNames.contains(STORE)) {
        db.close();
        resolve(false);
        return;
      }
      const keys = db.transaction(STORE, 'readonly').objectStore(STORE).getAllKeys();
      keys.onerror = () => {
        db.close();
        resolve(true);
      };
      keys.onsuccess = () => {
        db.close();
        resolve(keys.result.some((key) => String(key).startsWith(AUTH_USER_PREFIX)));
      };
    };
  });
}

export async function mayHaveStoredSession(stores: SessionStores): Promise<boolean> {
  try {
    if (inLocalStorage(stores.localStorage)) return true;
    return stores.indexedDB ? await inIndexedDb(stores.indexedDB) : false;
  } catch {
    return true;
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
