/**
 * The in-memory copy of each tab, one per function instance.
 *
 * Why: Google allows about 300 reads a minute per project, and every viewer polls every 5 s. The
 * CDN (Cache-Control s-maxage) absorbs most of that; this cache makes sure one instance never reads
 * a tab more than once per `ttlMs`, whatever the number of requests reaching it:
 * - a copy younger than ttlMs is served as is;
 * - concurrent requests for an expired tab share one upstream call (the in-flight promise);
 * - when the upstream call fails, the last good copy is served marked stale, and for ttlMs no new
 *   call is made (a failing or rate-limited Google is not hammered harder); with no copy the
 *   failure is passed on.
 */
import { createHash } from 'node:crypto';

export interface SheetCopy {
  values: string[][];
  /** When the copy arrived (ms since epoch, from the injected clock). */
  fetchedAt: number;
  /** The JSON answer {values, fetchedAt}, serialised once per copy rather than once per request. */
  body: Buffer;
  etag: string;
}

export interface SheetRead {
  copy: SheetCopy;
  /** True when the copy is served because the upstream call failed. */
  stale: boolean;
}

export interface SheetCacheOptions<K extends string> {
  load: (key: K) => Promise<string[][]>;
  now: () => number;
  ttlMs: number;
  /** Told once per failed upstream call (not once per request that it fails). */
  onFailure?: (key: K, err: unknown) => void;
}

interface TabState {
  copy?: SheetCopy;
  inFlight?: Promise<SheetCopy>;
  failedAt?: number;
  failure?: unknown;
}

export function makeCopy(values: string[][], fetchedAt: number): SheetCopy {
  const body = Buffer.from(JSON.stringify({ values, fetchedAt: new Date(fetchedAt).toISOString() }));
  const etag = `W/"${createHash('sha1').update(body).digest('base64url')}"`;
  return { values, fetchedAt, body, etag };
}

export function createSheetCache<K extends string>({ load, now, ttlMs, onFailure }: SheetCacheOptions<K>) {
  const tabs = new Map<K, TabState>();
  const stateOf = (key: K) => {
    let state = tabs.get(key);
    if (!state) tabs.set(key, (state = {}));
    return state;
  };

  function refresh(key: K, state: TabState): Promise<SheetCopy> {
    state.inFlight ??= load(key)
      .then(
        (values) => {
          state.copy = makeCopy(values, now());
          state.failedAt = undefined;
          state.failure = undefined;
          return state.copy;
        },
        (err: unknown) => {
          state.failedAt = now();
          state.failure = err;
          onFailure?.(key, err);
          throw err;
        },
      )
      .finally(() => {
        state.inFlight = undefined;
      });
    return state.inFlight;
  }

  /** The tab's rows, fresh or stale; rejects with the upstream failure when there is no copy. */
  async function read(key: K): Promise<SheetRead> {
    const state = stateOf(key);
    const time = now();
    if (state.copy && time - state.copy.fetchedAt < ttlMs) return { copy: state.copy, stale: false };
    if (!state.inFlight && state.failedAt !== undefined && time - state.failedAt < ttlMs) {
      // Backing off after a failure.
      if (state.copy) return { copy: state.copy, stale: true };
      throw state.failure;
    }
    try {
      return { copy: await refresh(key, state), stale: false };
    } catch (err) {
      if (state.copy) return { copy: state.copy, stale: true };
      throw err;
    }
  }

  return { read };
}

export type SheetCache<K extends string> = ReturnType<typeof createSheetCache<K>>;
