import { useEffect, useRef, useState } from 'react';
import { createPoller, documentVisibility, type PollState } from './poller';

export interface Polled<T> extends PollState<T> {
  retry: () => void;
}

/**
 * Polls `load` every `intervalMs` while the page is visible (poller.ts): Loading first, then the
 * data, kept on screen through refreshes and failed refreshes; `retry` for the Retry button.
 * Restarts when `key` changes. Reusable beyond the sheets (the map's pins).
 */
export function usePolling<T>(
  key: string,
  load: (signal: AbortSignal) => Promise<T>,
  { intervalMs, merge }: { intervalMs: number; merge?: (previous: T | undefined, next: T) => T },
): Polled<T> {
  const [state, setState] = useState<PollState<T>>({ data: undefined, error: null, loading: true });
  const poller = useRef<ReturnType<typeof createPoller<T>> | null>(null);
  // The latest load/merge, without restarting the poller when a caller passes new closures.
  const latest = useRef({ load, merge });
  latest.current = { load, merge };

  useEffect(() => {
    setState({ data: undefined, error: null, loading: true });
    const instance = createPoller<T>({
      load: (signal) => latest.current.load(signal),
      merge: (previous, next) => (latest.current.merge ? latest.current.merge(previous, next) : next),
      intervalMs,
      visibility: documentVisibility,
      onChange: setState,
    });
    poller.current = instance;
    instance.start();
    return () => {
      instance.stop();
      poller.current = null;
    };
  }, [key, intervalMs]);

  return { ...state, retry: () => poller.current?.retry() };
}
