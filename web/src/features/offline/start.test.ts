/** @jest-environment jsdom */
import { api } from '@saint-james/api-contract';
import { networkReached, noteReach } from '../../lib/networkReach';
import { queryClient } from '../../lib/queryClient';
import { READ_TIME_LIMIT_MS } from '../../lib/readTimeLimits';
import { FIRST_PROBE_MS, LONGEST_PROBE_MS, PROBE_ADDRESS, startOfflineSupport } from './start';

const probes = jest.fn<Promise<Response>, Parameters<typeof fetch>>();
const realFetch = global.fetch;

// jsdom has no AbortSignal.timeout (every browser the build targets has): one on jest's clock.
AbortSignal.timeout ??= (ms: number) => {
  const controller = new AbortController();
  setTimeout(() => controller.abort(new DOMException('The probe had its time.', 'TimeoutError')), ms);
  return controller.signal;
};

describe('on a network that lets nothing through ("lie-fi")', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    probes.mockReset().mockRejectedValue(new TypeError('Failed to fetch'));
    global.fetch = probes;
  });
  afterEach(() => {
    global.fetch = realFetch;
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('asks the network again after 5 s, then twice as long each time up to 30 s; the first answer reads again what the page could not', async () => {
    const refetch = jest.spyOn(queryClient, 'refetchQueries').mockResolvedValue();
    startOfflineSupport();
    noteReach(false);
    const probedAt: number[] = [];
    probes.mockImplementation(() => {
      probedAt.push(Date.now());
      return Promise.reject(new TypeError('Failed to fetch'));
    });
    const start = Date.now();
    await jest.advanceTimersByTimeAsync(FIRST_PROBE_MS + 10_000 + 20_000 + 2 * LONGEST_PROBE_MS);
    expect(probedAt.map((time) => time - start)).toEqual([5_000, 15_000, 35_000, 65_000, 95_000]);
    expect(probes).toHaveBeenCalledWith(api.health.path, expect.objectContaining({ cache: 'no-store' }));
    expect(networkReached()).toBe(false);
    expect(refetch).not.toHaveBeenCalled();

    // The network answers the next probe: what is on screen is read again, what waits for the
    // browser's 'online' hears it (code that failed to load: components/LoadBoundary.tsx), and the
    // probing stops.
    const online = jest.fn();
    window.addEventListener('online', online);
    probes.mockResolvedValue({ ok: true, status: 200 } as Response);
    await jest.advanceTimersByTimeAsync(LONGEST_PROBE_MS);
    expect(networkReached()).toBe(true);
    expect(refetch).toHaveBeenCalledWith({ type: 'active', stale: true }, { cancelRefetch: false });
    expect(online).toHaveBeenCalledTimes(1);
    window.removeEventListener('online', online);
    await jest.advanceTimersByTimeAsync(LONGEST_PROBE_MS * 3);
    expect(probes).toHaveBeenCalledTimes(6);
    expect(PROBE_ADDRESS).toBe(api.health.path);
  });

  it("a probe that gets no answer is given up at the reads' time limit, and only then is the next one asked", async () => {
    jest.spyOn(queryClient, 'refetchQueries').mockResolvedValue();
    // A line that answers nothing: the probe ends only when its signal gives up.
    probes.mockImplementation(
      (_address, init) =>
        new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason))),
    );
    startOfflineSupport();
    noteReach(false);
    await jest.advanceTimersByTimeAsync(FIRST_PROBE_MS + READ_TIME_LIMIT_MS - 1);
    expect(probes).toHaveBeenCalledTimes(1);
    // Given up at 20 s, the next one 10 s after that.
    await jest.advanceTimersByTimeAsync(1 + 10_000);
    expect(probes).toHaveBeenCalledTimes(2);
  });

  it("back from offline, the browser's word wins: the reads start afresh", () => {
    jest.spyOn(queryClient, 'refetchQueries').mockResolvedValue();
    startOfflineSupport();
    noteReach(false);
    window.dispatchEvent(new Event('online'));
    expect(networkReached()).toBe(true);
  });
});
