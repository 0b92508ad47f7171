import {
  SPLASH_SESSION_KEY,
  initialSplashState,
  markSplashShown,
  opensWithSplash,
  splashReducer,
  type SplashEvent,
  type SplashState,
} from './splashTimeline';
import { memoryStorage, refusingStorage } from '../../../test/memoryStorage';

const run = (...events: SplashEvent['type'][]): SplashState =>
  events.reduce((state, type) => splashReducer(state, { type } as SplashEvent), initialSplashState);

describe('splashReducer', () => {
  it('starts entering and shows its content on the first animation frame', () => {
    expect(initialSplashState.phase).toBe('entering');
    expect(run('frame').phase).toBe('shown');
  });

  it('does not leave before the minimum time, even when auth has settled', () => {
    expect(run('frame', 'authSettled').phase).toBe('shown');
  });

  it('does not leave while auth is still loading, even after the minimum time', () => {
    expect(run('frame', 'minElapsed').phase).toBe('shown');
  });

  it('leaves once both the minimum time has passed and auth has settled, in either order', () => {
    expect(run('frame', 'minElapsed', 'authSettled').phase).toBe('leaving');
    expect(run('frame', 'authSettled', 'minElapsed').phase).toBe('leaving');
  });

  it('leaves at the cap when auth never answers', () => {
    expect(run('frame', 'minElapsed', 'cap').phase).toBe('leaving');
    expect(run('cap').phase).toBe('leaving');
  });

  it("leaves at the visitor's first key or press, before the minimum and while auth loads, and only once", () => {
    expect(run('skip').phase).toBe('leaving');
    expect(run('frame', 'skip').phase).toBe('leaving');
    const leaving = run('frame', 'skip');
    expect(splashReducer(leaving, { type: 'skip' })).toBe(leaving);
    expect(run('frame', 'skip', 'fadeDone', 'skip').phase).toBe('gone');
  });

  it('is gone only after the fade-out, and stays gone', () => {
    expect(run('frame', 'fadeDone').phase).toBe('shown');
    expect(run('frame', 'minElapsed', 'authSettled', 'fadeDone').phase).toBe('gone');
    expect(run('frame', 'minElapsed', 'authSettled', 'fadeDone', 'cap', 'frame').phase).toBe('gone');
  });

  it('does not restart the fade when the cap comes during the fade-out', () => {
    const leaving = run('frame', 'minElapsed', 'authSettled');
    expect(splashReducer(leaving, { type: 'cap' })).toBe(leaving);
  });
});

describe('the splash belongs to the start of a visit', () => {
  it('opens the first page load of a tab session, and no later one', () => {
    const session = memoryStorage();
    expect(opensWithSplash(session, false)).toBe(true);
    markSplashShown(session);
    expect(session.getItem(SPLASH_SESSION_KEY)).toBe('true');
    // A reload, a deep link opened in the same tab, a return from another site: the same session.
    expect(opensWithSplash(session, false)).toBe(false);
    // Another tab (its own session storage) opens with it again.
    expect(opensWithSplash(memoryStorage(), false)).toBe(true);
  });

  it('never opens under reduced motion, where its fades cannot apply', () => {
    expect(opensWithSplash(memoryStorage(), true)).toBe(false);
  });

  it('opens on every page load where session storage is refused (nothing remembers it)', () => {
    const refusing = refusingStorage();
    expect(opensWithSplash(refusing, false)).toBe(true);
    expect(() => markSplashShown(refusing)).not.toThrow();
    expect(opensWithSplash(null, false)).toBe(true);
  });
});
