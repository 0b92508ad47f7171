import { gunzipSync } from 'node:zlib';
import { createSheetCache, makeCopy } from './sheetCache';

/** A loader whose calls the test settles by hand. */
function manualLoader() {
  const calls: { key: string; resolve: (rows: string[][]) => void; reject: (err: Error) => void }[] = [];
  const load = (key: string) =>
    new Promise<string[][]>((resolve, reject) => {
      calls.push({ key, resolve, reject });
    });
  return { load, calls };
}

const flush = () => new Promise((resolve) => setImmediate(resolve));

describe('sheetCache', () => {
  let clock: number;
  const now = () => clock;
  beforeEach(() => {
    clock = 1_000_000;
  });

  it('shares one upstream call between concurrent reads', async () => {
    const loader = manualLoader();
    const cache = createSheetCache({ load: loader.load, now, ttlMs: 5000 });
    const reads = [cache.read('properties'), cache.read('properties'), cache.read('properties')];
    await flush();
    expect(loader.calls).toHaveLength(1);
    loader.calls[0].resolve([['a']]);
    const results = await Promise.all(reads);
    expect(results.map((r) => r.copy.values)).toEqual([[['a']], [['a']], [['a']]]);
    expect(results.every((r) => !r.stale)).toBe(true);
  });

  it('keeps a copy for ttlMs after it arrived, per key', async () => {
    const loader = manualLoader();
    const cache = createSheetCache({ load: loader.load, now, ttlMs: 5000 });
    const first = cache.read('map');
    await flush();
    clock += 300; // the upstream call took 300 ms: the copy's age counts from its arrival
    loader.calls[0].resolve([['pin']]);
    expect((await first).copy.fetchedAt).toBe(clock);

    clock += 4999;
    await cache.read('map');
    expect(loader.calls).toHaveLength(1);
    void cache.read('colours');
    await flush();
    expect(loader.calls.map((c) => c.key)).toEqual(['map', 'colours']);

    clock += 1;
    void cache.read('map');
    await flush();
    expect(loader.calls.map((c) => c.key)).toEqual(['map', 'colours', 'map']);
  });

  it('serves the last copy as stale when a refresh fails, and waits ttlMs before trying again', async () => {
    const failures: unknown[] = [];
    const loader = manualLoader();
    const cache = createSheetCache({
      load: loader.load,
      now,
      ttlMs: 5000,
      onFailure: (_key, err) => failures.push(err),
    });
    const first = cache.read('properties');
    await flush();
    loader.calls[0].resolve([['v1']]);
    await first;

    clock += 5000;
    const second = cache.read('properties');
    const third = cache.read('properties');
    await flush();
    loader.calls[1].reject(new Error('429'));
    for (const read of await Promise.all([second, third])) {
      expect(read).toMatchObject({ stale: true, copy: { values: [['v1']] } });
    }
    expect(failures).toHaveLength(1);

    clock += 4999;
    expect(await cache.read('properties')).toMatchObject({ stale: true });
    expect(loader.calls).toHaveLength(2);

    clock += 1;
    const recovered = cache.read('properties');
    await flush();
    loader.calls[2].resolve([['v2']]);
    expect(await recovered).toMatchObject({ stale: false, copy: { values: [['v2']] } });
  });

  it('with no copy, passes the failure on, and repeats it without calling upstream for ttlMs', async () => {
    const loader = manualLoader();
    const cache = createSheetCache({ load: loader.load, now, ttlMs: 5000 });
    const first = cache.read('map');
    await flush();
    loader.calls[0].reject(new Error('503'));
    await expect(first).rejects.toThrow('503');
    clock += 4000;
    await expect(cache.read('map')).rejects.toThrow('503');
    expect(loader.calls).toHaveLength(1);
  });

  it('serialises and gzips each copy once, with an ETag that follows the rows only', () => {
    const a = makeCopy([['x']], Date.UTC(2026, 10, 22));
    expect(JSON.parse(a.body.toString())).toEqual({ values: [['x']], fetchedAt: '2026-11-22T00:00:00.000Z' });
    expect(gunzipSync(a.gzip)).toEqual(a.body);
    expect(a.etag).toMatch(/^W\/".+"$/);
    expect(makeCopy([['x']], Date.UTC(2030, 0, 1)).etag).toBe(a.etag);
    expect(makeCopy([['y']], Date.UTC(2026, 10, 22)).etag).not.toBe(a.etag);
  });

  it('keeps the version of rows that did not change: same ETag, same fetchedAt, new check', async () => {
    const loader = manualLoader();
    const cache = createSheetCache({ load: loader.load, now, ttlMs: 5000 });
    const first = cache.read('properties');
    await flush();
    loader.calls[0].resolve([['same']]);
    const v1 = (await first).copy;

    clock += 6000;
    const second = cache.read('properties');
    await flush();
    loader.calls[1].resolve([['same']]);
    expect((await second).copy).toBe(v1);
    // Freshly checked: no new read for another ttlMs.
    clock += 4000;
    await cache.read('properties');
    expect(loader.calls).toHaveLength(2);

    clock += 2000;
    const third = cache.read('properties');
    await flush();
    loader.calls[2].resolve([['changed']]);
    const v2 = (await third).copy;
    expect(v2.etag).not.toBe(v1.etag);
    expect(v2.fetchedAt).toBe(clock);
  });

  it('says when rows first arrived at any instance: a second instance meeting them later says the same time', async () => {
    // Two instances' caches, one record of first arrivals between them (Firestore's, in production).
    const arrivals = new Map<string, { etag: string; since: number }>();
    const firstArrival = async (key: string, etag: string, readAt: number) => {
      const kept = arrivals.get(key);
      if (kept?.etag === etag) return kept.since;
      arrivals.set(key, { etag, since: readAt });
      return readAt;
    };
    let rows = [['first']];
    const instance = () => createSheetCache({ load: async () => rows, now, ttlMs: 5000, firstArrival });
    const early = instance();
    const arrived = clock;
    expect((await early.read('map')).copy.fetchedAt).toBe(arrived);

    clock += 60_000; // a cold start a minute later, the rows unchanged
    expect((await instance().read('map')).copy.fetchedAt).toBe(arrived);

    rows = [['changed']];
    const late = instance();
    expect((await late.read('map')).copy.fetchedAt).toBe(clock);
    clock += 6000; // the early instance meets the change later, and says when it came
    expect((await early.read('map')).copy.fetchedAt).toBe(clock - 6000);
  });

  it('says the time of its own read when the record of first arrivals fails, and serves the rows', async () => {
    const firstArrival = () => Promise.reject(new Error('unavailable'));
    const cache = createSheetCache({ load: async () => [['x']], now, ttlMs: 5000, firstArrival });
    expect(await cache.read('map')).toMatchObject({ stale: false, copy: { fetchedAt: clock, values: [['x']] } });
  });
});
