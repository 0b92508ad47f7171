/**
 * Polls a loader every `intervalMs` while the page is visible, and not at all while it is hidden
 * (no reads for a tab nobody looks at). Framework-free so it can be unit-tested; usePolling.ts
 * is the React glue.
 *
 * States: loading first (no data, no error); then data, or an error. A refresh keeps the last
 * data; a failed refresh keeps it too and adds the error, until a load succeeds. retry() loads at
 * once and clears the error (the page shows Loading again when it has no data).
 */
export interface PollState<T> {
  data: T | undefined;
  error: unknown;
  /** A load is under way. */
  loading: boolean;
}

export interface Visibility {
  isVisible(): boolean;
  /** Calls back on every visibility change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
}

export interface Timers {
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface PollerOptions<T> {
  load: (signal: AbortSignal) => Promise<T>;
  intervalMs: number;
  onChange: (state: PollState<T>) => void;
  visibility: Visibility;
  /** Merges a new answer with the previous data (e.g. keep the same rows array). */
  merge?: (previous: T | undefined, next: T) => T;
  timers?: Timers;
}

const realTimers: Timers = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export function createPoller<T>({ load, intervalMs, onChange, visibility, merge, timers = realTimers }: PollerOptions<T>) {
  let state: PollState<T> = { data: undefined, error: null, loading: false };
  let timer: unknown = null;
  let inFlight: AbortController | null = null;
  let lastStart = -Infinity;
  let running = false;
  let unsubscribe: (() => void) | null = null;

  const update = (patch: Partial<PollState<T>>) => {
    state = { ...state, ...patch };
    onChange(state);
  };

  const clearTimer = () => {
    if (timer !== null) timers.clearTimeout(timer);
    timer = null;
  };

  const schedule = (ms: number) => {
    clearTimer();
    if (running && visibility.isVisible()) timer = timers.setTimeout(() => void loadNow(), Math.max(0, ms));
  };

  async function loadNow() {
    if (!running || inFlight) return;
    clearTimer();
    const controller = new AbortController();
    inFlight = controller;
    lastStart = timers.now();
    update({ loading: true });
    try {
      const next = await load(controller.signal);
      if (controller.signal.aborted) return;
      update({ data: merge ? merge(state.data, next) : next, error: null, loading: false });
    } catch (err) {
      if (controller.signal.aborted) return;
      update({ error: err, loading: false });
    } finally {
      if (inFlight === controller) inFlight = null;
    }
    schedule(intervalMs);
  }

  const onVisibilityChange = () => {
    if (!visibility.isVisible()) {
      clearTimer(); // a load under way finishes, but schedules nothing while hidden
      return;
    }
    if (inFlight) return;
    // Back in view: load now if a poll is due, otherwise when it is.
    schedule(lastStart + intervalMs - timers.now());
  };

  return {
    start() {
      if (running) return;
      running = true;
      unsubscribe = visibility.subscribe(onVisibilityChange);
      if (visibility.isVisible()) void loadNow();
      else update({ loading: false });
    },
    stop() {
      running = false;
      clearTimer();
      inFlight?.abort();
      inFlight = null;
      unsubscribe?.();
      unsubscribe = null;
    },
    /** The Retry button: load at once, error cleared. */
    retry() {
      if (!running) return;
      if (state.error) update({ error: null });
      void loadNow();
    },
    getState: () => state,
  };
}

/** The page's visibility (the Page Visibility API). */
export const documentVisibility: Visibility = {
  isVisible: () => document.visibilityState !== 'hidden',
  subscribe(listener) {
    document.addEventListener('visibilitychange', listener);
    return () => document.removeEventListener('visibilitychange', listener);
  },
};
