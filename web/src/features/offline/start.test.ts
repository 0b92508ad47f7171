/** @jest-environment jsdom */
import { api } from '@saint-james/api-contract';
import { networkReached, noteReach } from '../../lib/networkReach';
import { queryClient } from '../../lib/queryClient';
import { FIRST_PROBE_MS, LONGEST_PROBE_MS, PROBE_ADDRESS, startOfflineSupport } from './start';

const probes = jest.fn<Promise<Response>, Parameters<typeof fetch>>();

describe('on a network that lets nothing through ("lie-fi")', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    probes.mockReset().mockRejectedValue(new TypeError('Failed to fetch'));
    global.fetch = probes;
  });
  afterEach(() => {
    noteReach(true);
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
    expect(probes).toHaveBeenCalledWith(api.health.path, { cache: 'no-store' });
    expect(networkReached()).toBe(false);
    expect(refetch).not.toHaveBeenCalled();

    // The network answers the next probe: what is on screen is read again, and the probing stops.
    probes.mockResolvedValue({ ok: true, status: 200 } as Response);
    await jest.advanceTimersByTimeAsync(LONGEST_PROBE_MS);
    expect(networkReached()).toBe(true);
    expect(refetch).toHaveBeenCalledWith({ type: 'active', stale: true }, { cancelRefetch: false });
    await jest.advanceTimersByTimeAsync(LONGEST_PROBE_MS * 3);
    expect(probes).toHaveBeenCalledTimes(6);
    expect(PROBE_ADDRESS).toBe(api.health.path);
  });

  it("back from offline, the browser's word wins: the reads start afresh", () => {
    jest.spyOn(queryClient, 'refetchQueries').mockResolvedValue();
    startOfflineSupport();
    noteReach(false);
    window.dispatchEvent(new Event('online'));
    expect(networkReached()).toBe(true);
  });
});
