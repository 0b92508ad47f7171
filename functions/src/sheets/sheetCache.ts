/**
 * The in-memory copy of each tab, one per function instance.
 *
 * Why: Google allows about 300 reads a minute per project, and every viewer polls every 5 s. The
 * CDN (Cache-Control s-maxage) absorbs most of that; this cache makes sure one instance never reads
 * a tab more than once per `ttlMs`, whatever the number of requests reaching it:
 * - a copy checked less than ttlMs ago is served as is;
 * - a read that brings the same rows keeps the copy (its body, gzip, ETag and fetchedAt): an
 *   unchanged tab keeps its version, so every viewer's next poll is a 304;
 * - concurrent requests for an expired tab share one upstream call (the in-flight promise);
 * - when the upstream call fails, the last good copy is served marked stale, and for ttlMs no new
 *   call is made (a failing or rate-limited Google is not hammered harder); with no copy the
 *   failure is passed on.
 */
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { SheetAnswer } from '@saint-james/api-contract';

export interface SheetCopy {
  values: string[][];
  /** When this version of the rows first arrived (ms since epoch, from the injected clock). */
  fetchedAt: number;
  /** The JSON answer {values, fetchedAt}, serialised once per version rather than once per request. */
  body: Buffer;
  /** The same, gzipped once, for browsers that accept it (the properties tab: 350 KB → 50 KB). */
  gzip: Buffer;
  /** Follows the rows only: the same rows are the same version, whenever they were read. */
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
  /**
   * When rows this copy has not held before first arrived at any instance (sheetVersions.ts);
   * without it, or when it fails, the time of this read.
   */
  firstArrival?: (key: K, etag: string, readAt: number) => Promise<number>;
}

interface TabState {
  copy?: SheetCopy;
  /** When the copy was last confirmed by a read (fresh for ttlMs after that). */
  checkedAt?: number;
  inFlight?: Promise<SheetCopy>;
  failedAt?: number;
  failure?: unknown;
}

const versionOf = (values: string[][]) => createHash('sha1').update(JSON.stringify(values)).digest('base64url');

const etagOf = (values: string[][]) => `W/"${versionOf(values)}"`;

export function makeCopy(values: string[][], fetchedAt: number): SheetCopy {
  const answer: SheetAnswer = { values, fetchedAt: new Date(fetchedAt).toISOString() };
  const body = Buffer.from(JSON.stringify(answer));
  return { values, fetchedAt, body, gzip: gzipSync(body), etag: etagOf(values) };
}

export function createSheetCache<K extends string>({
  load,
  now,
  ttlMs,
  onFailure,
  firstArrival,
}: SheetCacheOptions<K>) {
  const tabs = new Map<K, TabState>();
  const stateOf = (key: K) => {
    let state = tabs.get(key);
    if (!state) tabs.set(key, (state = {}));
    return state;
  };

  function refresh(key: K, state: TabState): Promise<SheetCopy> {
    state.inFlight ??= load(key)
      .then(
        async (values) => {
          const time = now();
          // The same rows keep their version (body, ETag, fetchedAt): only the check is new.
          const etag = etagOf(values);
          if (state.copy?.etag !== etag) {
            const since = firstArrival ? await firstArrival(key, etag, time).catch(() => time) : time;
            state.copy = makeCopy(values, since);
          }
          state.checkedAt = time;
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
    if (state.copy && state.checkedAt !== undefined && time - state.checkedAt < ttlMs) {
      return { copy: state.copy, stale: false };
    }
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
