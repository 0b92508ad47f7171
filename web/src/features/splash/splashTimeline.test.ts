import { initialSplashState, splashReducer, type SplashEvent, type SplashState } from './splashTimeline';

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
