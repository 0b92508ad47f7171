import {
  hasShownRandomGif,
  markRandomGifShown,
  pickCorner,
  popupPlacement,
  randomGifDelay,
  RANDOM_GIF_SESSION_KEY,
  scheduleRandomGif,
} from './randomGif';
import { memoryStorage, refusingStorage } from '../../../test/memoryStorage';

describe('randomGifDelay', () => {
  it('spans 5 s to 300 s', () => {
    expect(randomGifDelay(() => 0)).toBe(5_000);
    expect(randomGifDelay(() => 0.5)).toBe(152_500);
    expect(randomGifDelay(() => 0.9999999999)).toBe(300_000);
  });

  it('stays within bounds for many draws of Math.random', () => {
    for (let i = 0; i < 1000; i++) {
      const delay = randomGifDelay();
      expect(delay).toBeGreaterThanOrEqual(5_000);
      expect(delay).toBeLessThanOrEqual(300_000);
      expect(Number.isInteger(delay)).toBe(true);
    }
  });
});

describe('pickCorner', () => {
  it('maps the random number onto the four corners', () => {
    expect([0, 0.3, 0.6, 0.99].map((r) => pickCorner(() => r))).toEqual([
      'top-left',
      'top-right',
      'bottom-left',
      'bottom-right',
    ]);
  });
});

describe('popupPlacement', () => {
  it('is fixed to the screen corner at 768 px and below', () => {
    const phone = { width: 768, height: 800, scrollY: 1200 };
    expect(popupPlacement('top-left', phone)).toEqual({ position: 'fixed', top: 68, left: 12 });
    expect(popupPlacement('bottom-right', phone)).toEqual({ position: 'fixed', bottom: 12, right: 12 });
  });

  it('sits in the page at the corner of what is on screen above 768 px', () => {
    const desktop = { width: 1280, height: 720, scrollY: 300 };
    expect(popupPlacement('top-right', desktop)).toEqual({ position: 'absolute', top: 368, right: 12 });
    expect(popupPlacement('bottom-left', desktop)).toEqual({
      position: 'absolute',
      top: 300 + 720 - 12,
      transform: 'translateY(-100%)',
      left: 12,
    });
  });
});

describe('the once-per-session flag', () => {
  it('is stored under randomGifShown', () => {
    const storage = memoryStorage();
    expect(hasShownRandomGif(storage)).toBe(false);
    markRandomGifShown(storage);
    expect(storage.getItem(RANDOM_GIF_SESSION_KEY)).toBe('true');
    expect(hasShownRandomGif(storage)).toBe(true);
  });

  it('survives a missing or throwing storage', () => {
    const throwing = refusingStorage();
    expect(hasShownRandomGif(null)).toBe(false);
    expect(hasShownRandomGif(throwing)).toBe(false);
    expect(() => markRandomGifShown(throwing)).not.toThrow();
    expect(() => markRandomGifShown(null)).not.toThrow();
  });
});

describe('scheduleRandomGif', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const recorder = () => {
    const calls: string[] = [];
    return {
      calls,
      steps: { show: () => calls.push('show'), leave: () => calls.push('leave'), remove: () => calls.push('remove') },
    };
  };

  it('shows after the delay, fades out after 30 s, removes 1 s later', () => {
    const { calls, steps } = recorder();
    scheduleRandomGif(steps, { delayMs: 7_000 });
    jest.advanceTimersByTime(6_999);
    expect(calls).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(calls).toEqual(['show']);
    jest.advanceTimersByTime(29_999);
    expect(calls).toEqual(['show']);
    jest.advanceTimersByTime(1);
    expect(calls).toEqual(['show', 'leave']);
    jest.advanceTimersByTime(999);
    expect(calls).toEqual(['show', 'leave']);
    jest.advanceTimersByTime(1);
    expect(calls).toEqual(['show', 'leave', 'remove']);
  });

  it('cancel (unmount) before the delay clears everything', () => {
    const { calls, steps } = recorder();
    const cancel = scheduleRandomGif(steps, { delayMs: 5_000 });
    jest.advanceTimersByTime(4_000);
    cancel();
    jest.advanceTimersByTime(400_000);
    expect(calls).toEqual([]);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('cancel while it is shown clears the fade and removal timers', () => {
    const { calls, steps } = recorder();
    const cancel = scheduleRandomGif(steps, { delayMs: 5_000, visibleMs: 100, fadeMs: 10 });
    jest.advanceTimersByTime(5_050);
    expect(calls).toEqual(['show']);
    expect(jest.getTimerCount()).toBe(2);
    cancel();
    jest.advanceTimersByTime(1_000);
    expect(calls).toEqual(['show']);
    expect(jest.getTimerCount()).toBe(0);
  });
});
