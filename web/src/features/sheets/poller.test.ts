import { createPoller, type PollState, type Timers, type Visibility } from './poller';

/** A hand-driven clock and visibility. */
function harness() {
  let time = 0;
  let nextId = 1;
  const pending = new Map<number, { at: number; callback: () => void }>();
  const timers: Timers = {
    now: () => time,
    setTimeout: (callback, ms) => {
      const id = nextId++;
      pending.set(id, { at: time + ms, callback });
      return id;
    },
    clearTimeout: (id) => {
      pending.delete(id as number);
    },
  };
  let visible = true;
  const listeners = new Set<() => void>();
  const visibility: Visibility = {
    isVisible: () => visible,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return {
    timers,
    visibility,
    pendingTimers: () => pending.size,
    /** Moves the clock, firing due timers in order. */
    async advance(ms: number) {
      const end = time + ms;
      for (;;) {
        const due = [...pending.entries()].filter(([, t]) => t.at <= end).sort((a, b) => a[1].at - b[1].at)[0];
        if (!due) break;
        pending.delete(due[0]);
        time = due[1].at;
        due[1].callback();
        await flush();
      }
      time = end;
    },
    setVisible(value: boolean) {
      visible = value;
      listeners.forEach((listener) => listener());
    },
  };
}

const flush = () => new Promise((resolve) => setImmediate(resolve));

/** A loader answering from a script: each call takes the next outcome. */
function scriptedLoader(outcomes: (string | Error)[]) {
  let calls = 0;
  const load = jest.fn(async () => {
    const outcome = outcomes[Math.min(calls++, outcomes.length - 1)];
    if (outcome instanceof Error) throw outcome;
    return outcome;
  });
  return load;
}

function setup(outcomes: (string | Error)[]) {
  const h = harness();
  const states: PollState<string>[] = [];
  const load = scriptedLoader(outcomes);
  const poller = createPoller<string>({
    load,
    intervalMs: 5000,
    visibility: h.visibility,
    timers: h.timers,
    onChange: (s) => states.push(s),
  });
  const last = () => states[states.length - 1];
  return { h, load, poller, states, last };
}

describe('poller', () => {
  it('loads at once, then every 5 s', async () => {
    const { h, load, poller, last } = setup(['v1', 'v2', 'v3']);
    poller.start();
    await flush();
    expect(last()).toEqual({ data: 'v1', error: null, loading: false });
    await h.advance(4999);
    expect(load).toHaveBeenCalledTimes(1);
    await h.advance(1);
    expect(load).toHaveBeenCalledTimes(2);
    expect(last().data).toBe('v2');
    await h.advance(5000);
    expect(last().data).toBe('v3');
    poller.stop();
  });

  it('keeps the data while refreshing and when a refresh fails', async () => {
    const failure = new Error('offline');
    const { h, poller, states, last } = setup(['v1', failure, 'v3']);
    poller.start();
    await flush();
    await h.advance(5000);
    // During the refresh, and after it failed, the data stays.
    expect(states.slice(-2)).toEqual([
      { data: 'v1', error: null, loading: true },
      { data: 'v1', error: failure, loading: false },
    ]);
    // Polling goes on; the next success clears the error.
    await h.advance(5000);
    expect(last()).toEqual({ data: 'v3', error: null, loading: false });
    poller.stop();
  });

  it('shows the error with no data, and retry() loads at once with the error cleared', async () => {
    const failure = new Error('offline');
    const { h, load, poller, states, last } = setup([failure, 'v2']);
    poller.start();
    await flush();
    expect(last()).toEqual({ data: undefined, error: failure, loading: false });
    poller.retry();
    expect(states[states.length - 2]).toEqual({ data: undefined, error: null, loading: false });
    await flush();
    expect(load).toHaveBeenCalledTimes(2);
    expect(last()).toEqual({ data: 'v2', error: null, loading: false });
    // The schedule restarts from the retry.
    await h.advance(4999);
    expect(load).toHaveBeenCalledTimes(2);
    poller.stop();
  });

  it('pauses while the page is hidden and catches up when it is visible again', async () => {
    const { h, load, poller } = setup(['v']);
    poller.start();
    await flush();
    h.setVisible(false);
    expect(h.pendingTimers()).toBe(0);
    await h.advance(60_000);
    expect(load).toHaveBeenCalledTimes(1);
    h.setVisible(true);
    await h.advance(0);
    expect(load).toHaveBeenCalledTimes(2);
    poller.stop();
  });

  it('back in view before a poll is due, waits for it', async () => {
    const { h, load, poller } = setup(['v']);
    poller.start();
    await flush();
    await h.advance(2000);
    h.setVisible(false);
    h.setVisible(true);
    await h.advance(2999);
    expect(load).toHaveBeenCalledTimes(1);
    await h.advance(1);
    expect(load).toHaveBeenCalledTimes(2);
    poller.stop();
  });

  it('does not load when started hidden, until shown', async () => {
    const { h, load, poller } = setup(['v']);
    h.setVisible(false);
    poller.start();
    await h.advance(20_000);
    expect(load).not.toHaveBeenCalled();
    h.setVisible(true);
    await h.advance(0);
    expect(load).toHaveBeenCalledTimes(1);
    poller.stop();
  });

  it('stops: no timer left, the load under way aborted, nothing reported after', async () => {
    const h = harness();
    const states: PollState<string>[] = [];
    let signal: AbortSignal | undefined;
    const poller = createPoller<string>({
      load: (s) => {
        signal = s;
        return new Promise<string>(() => undefined);
      },
      intervalMs: 5000,
      visibility: h.visibility,
      timers: h.timers,
      onChange: (s) => states.push(s),
    });
    poller.start();
    poller.stop();
    expect(signal?.aborted).toBe(true);
    expect(h.pendingTimers()).toBe(0);
    const reported = states.length;
    h.setVisible(false);
    h.setVisible(true);
    await h.advance(10_000);
    expect(states).toHaveLength(reported);
  });

  it('merges each answer with the previous data', async () => {
    const h = harness();
    const merge = jest.fn((previous: string | undefined, next: string) => (previous === next.toLowerCase() ? previous : next));
    let states: PollState<string> | undefined;
    const answers = ['same', 'SAME'];
    let call = 0;
    const poller = createPoller<string>({
      load: async () => answers[call++],
      intervalMs: 5000,
      visibility: h.visibility,
      timers: h.timers,
      merge,
      onChange: (s) => (states = s),
    });
    poller.start();
    await flush();
    await h.advance(5000);
    expect(merge).toHaveBeenLastCalledWith('same', 'SAME');
    expect(states?.data).toBe('same');
    poller.stop();
  });
});
