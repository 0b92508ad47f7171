import { act, renderHook } from '@testing-library/react';
import { useElapsed } from './useElapsed';

describe('useElapsed (a wait with a bound)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('turns true once the time has passed, and stays so', () => {
    const { result, rerender } = renderHook(({ running }) => useElapsed(1000, running), {
      initialProps: { running: true },
    });
    act(() => jest.advanceTimersByTime(999));
    expect(result.current).toBe(false);
    act(() => jest.advanceTimersByTime(1));
    expect(result.current).toBe(true);
    rerender({ running: false });
    expect(result.current).toBe(true);
  });

  it('counts only while running: stopped before the time, it stays false', () => {
    const { result, rerender } = renderHook(({ running }) => useElapsed(1000, running), {
      initialProps: { running: true },
    });
    act(() => jest.advanceTimersByTime(600));
    rerender({ running: false });
    act(() => jest.advanceTimersByTime(5000));
    expect(result.current).toBe(false);
  });
});
