import { DATA_CACHE, forgetCopies } from './workerCopy';

/** A stand-in for the browser's CacheStorage: the caches that exist and what each still holds. */
function fakeCaches(existing: Record<string, string[]>) {
  const stores = new Map(Object.entries(existing).map(([name, keys]) => [name, new Set(keys)]));
  const opened: string[] = [];
  const storage = {
    has: async (name: string) => stores.has(name),
    open: async (name: string) => {
      opened.push(name);
      if (!stores.has(name)) stores.set(name, new Set());
      const keys = stores.get(name)!;
      return { delete: async (address: string) => keys.delete(address) };
    },
  };
  Object.defineProperty(globalThis, 'caches', { value: storage, configurable: true });
  return { stores, opened };
}

afterEach(() => {
  Reflect.deleteProperty(globalThis, 'caches');
});

test("forgets the worker's copies of the addresses given, and only those", async () => {
  const { stores } = fakeCaches({ [DATA_CACHE]: ['/api/mapdata', '/api/pages/activity/6', '/api/sheets/map'] });
  await forgetCopies(['/api/pages/activity/6', '/api/pages/activity']);
  expect([...stores.get(DATA_CACHE)!]).toEqual(['/api/mapdata', '/api/sheets/map']);
});

test('makes no cache where the worker keeps none (no worker yet, or none at all)', async () => {
  const { opened } = fakeCaches({});
  await forgetCopies(['/api/mapdata']);
  expect(opened).toEqual([]);
  Reflect.deleteProperty(globalThis, 'caches');
  await expect(forgetCopies(['/api/mapdata'])).resolves.toBeUndefined();
});

test('a storage that refuses is no failure of the save', async () => {
  Object.defineProperty(globalThis, 'caches', {
    value: { has: () => Promise.reject(new Error('SecurityError')) },
    configurable: true,
  });
  await expect(forgetCopies(['/api/mapdata'])).resolves.toBeUndefined();
});
