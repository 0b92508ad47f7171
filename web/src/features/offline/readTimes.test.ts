import { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../lib/queryKeys';
import { READ_TIMES_KEY, keepReadTimes } from './readTimes';
import { memoryStorage } from '../../../test/memoryStorage';

describe('keepReadTimes', () => {
  let online = true;
  let client: QueryClient;
  const stops: (() => void)[] = [];
  const keep = (storage: Storage, on = client) => {
    const stop = keepReadTimes(on.getQueryCache(), storage, () => online);
    stops.push(stop);
    return stop;
  };
  const read = (key: readonly unknown[], data: unknown = { values: [] }) =>
    client.fetchQuery({ queryKey: key, queryFn: async () => data, staleTime: 0 });
  const state = (key: readonly unknown[]) => client.getQueryState(key)!;

  beforeEach(() => {
    online = true;
    client = new QueryClient({ defaultOptions: { queries: { retry: false, networkMode: 'always' } } });
  });
  afterEach(() => {
    stops.splice(0).forEach((stop) => stop());
    client.clear();
  });

  it('dates a copy served offline with the last read the network answered, and marks it stale', async () => {
    keep(memoryStorage());
    await read(queryKeys.sheet('map'));
    const readOnline = state(queryKeys.sheet('map')).dataUpdatedAt;
    expect(state(queryKeys.sheet('map')).isInvalidated).toBe(false);

    online = false;
    await new Promise((resolve) => setTimeout(resolve, 5));
    await read(queryKeys.sheet('map'));
    expect(state(queryKeys.sheet('map')).dataUpdatedAt).toBe(readOnline);
    expect(state(queryKeys.sheet('map')).isInvalidated).toBe(true);

    online = true;
    await read(queryKeys.sheet('map'));
    expect(state(queryKeys.sheet('map')).dataUpdatedAt).toBeGreaterThan(readOnline);
    expect(state(queryKeys.sheet('map')).isInvalidated).toBe(false);
  });

  it('dates it "not known" (0) when no read of it was ever answered online', async () => {
    keep(memoryStorage());
    online = false;
    await read(queryKeys.sheet('colours'));
    expect(state(queryKeys.sheet('colours')).dataUpdatedAt).toBe(0);
    expect(state(queryKeys.sheet('colours')).data).toEqual({ values: [] });
  });

  it("keeps the public times for a page opened offline later, never a member's private ones", async () => {
    const storage = memoryStorage();
    keep(storage);
    await read(queryKeys.sheet('properties'));
    await read(queryKeys.account('uid-1').uplandStatus, { linked: false });
    const readOnline = state(queryKeys.sheet('properties')).dataUpdatedAt;
    expect(Object.keys(JSON.parse(storage.getItem(READ_TIMES_KEY)!))).toEqual(['["sheet","properties"]']);

    // The next visit, opened offline: a new client, the copy answers.
    stops.splice(0).forEach((stop) => stop());
    client = new QueryClient({ defaultOptions: { queries: { retry: false, networkMode: 'always' } } });
    online = false;
    keep(storage);
    await read(queryKeys.sheet('properties'));
    expect(state(queryKeys.sheet('properties')).dataUpdatedAt).toBe(readOnline);
  });

  it('leaves data the page set itself alone, and survives corrupt storage', async () => {
    const storage = memoryStorage();
    storage.setItem(READ_TIMES_KEY, '{not json');
    keep(storage);
    online = false;
    client.setQueryData(queryKeys.publicMapData, []);
    expect(state(queryKeys.publicMapData).dataUpdatedAt).toBeGreaterThan(0);
    expect(state(queryKeys.publicMapData).isInvalidated).toBe(false);
  });

  it('forgets times older than 60 days', async () => {
    const storage = memoryStorage();
    storage.setItem(READ_TIMES_KEY, JSON.stringify({ '["sheet","map"]': Date.now() - 61 * 24 * 60 * 60 * 1000 }));
    keep(storage);
    online = false;
    await read(queryKeys.sheet('map'));
    expect(state(queryKeys.sheet('map')).dataUpdatedAt).toBe(0);
  });

  describe("online, the worker's copy answers while it asks the server", () => {
    /** The worker's copies: address → when the server gave it. */
    const copies = new Map<string, number>();
    const keepWithCopies = (storage: Storage) => {
      const stop = keepReadTimes(
        client.getQueryCache(),
        storage,
        () => online,
        (address) => copies.get(address) ?? null,
      );
      stops.push(stop);
    };
    const readAt = (key: readonly unknown[], address: string) =>
      client.fetchQuery({ queryKey: key, queryFn: async () => ({ values: [] }), staleTime: 0, meta: { address } });
    beforeEach(() => copies.clear());

    it('dates the read by the copy: a failing server stops "checked" where it last answered', async () => {
      const storage = memoryStorage();
      keepWithCopies(storage);
      const heard = Date.now() - 3 * 60_000;
      copies.set('/api/sheets/map', heard);
      await readAt(queryKeys.sheet('map'), '/api/sheets/map');
      expect(state(queryKeys.sheet('map')).dataUpdatedAt).toBe(heard);
      // …and that is the time a page opened offline later shows.
      expect(JSON.parse(storage.getItem(READ_TIMES_KEY)!)['["sheet","map"]']).toBe(heard);
    });

    it('keeps the time of a read the network answered itself (no copy, or a copy newer than the read)', async () => {
      keepWithCopies(memoryStorage());
      await readAt(queryKeys.sheet('colours'), '/api/sheets/colours');
      const answered = state(queryKeys.sheet('colours')).dataUpdatedAt;
      copies.set('/api/sheets/colours', answered + 1_000);
      await readAt(queryKeys.sheet('colours'), '/api/sheets/colours');
      const again = state(queryKeys.sheet('colours')).dataUpdatedAt;
      expect(state(queryKeys.sheet('colours')).dataUpdatedAt).toBe(again);
      expect(again).toBeGreaterThanOrEqual(answered);
    });

    it("never dates a member's private answer by a copy (the worker keeps none)", async () => {
      keepWithCopies(memoryStorage());
      copies.set('/api/upland/status', 1_000);
      await readAt(queryKeys.account('uid-1').uplandStatus, '/api/upland/status');
      expect(state(queryKeys.account('uid-1').uplandStatus).dataUpdatedAt).toBeGreaterThan(1_000);
    });
  });
});
