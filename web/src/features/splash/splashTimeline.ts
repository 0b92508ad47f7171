/**
 * The splash overlay's timeline (docs/product.md#every-page), as a pure reducer so that the rules are unit
 * tested and the component only wires timers to it:
 *   entering -> shown      on the first animation frame (the content fades in)
 *   shown    -> leaving    once the minimum time has passed AND auth loading has finished,
 *                          or at the cap, whatever auth does (the splash never stays forever),
 *                          or at the visitor's first key or press (Tab must not move the focus
 *                          unseen behind it; a tap shows what it went to)
 *   leaving  -> gone       when the fade-out is done (completion is signalled, the overlay removed)
 * It belongs to the start of a visit: once per tab session (a reload, a deep link opened in the same
 * tab, a return from another site show the page at once), and never under reduced motion, where
 * fades cannot apply.
 */
import { hasSessionFlag, setSessionFlag } from './sessionFlag';

export const SPLASH_MIN_MS = 2000;
export const SPLASH_FADE_MS = 1000;
export const SPLASH_CAP_MS = 10_000;

export type SplashPhase = 'entering' | 'shown' | 'leaving' | 'gone';

export interface SplashState {
  phase: SplashPhase;
  minElapsed: boolean;
  authSettled: boolean;
}

export type SplashEvent =
  | { type: 'frame' }
  | { type: 'minElapsed' }
  | { type: 'authSettled' }
  | { type: 'cap' }
  | { type: 'skip' }
  | { type: 'fadeDone' };

export const initialSplashState: SplashState = { phase: 'entering', minElapsed: false, authSettled: false };

/** Whether the overlay covers the page (before its fade-out). */
export const isOnScreen = (phase: SplashPhase) => phase === 'entering' || phase === 'shown';

function leaveIfReady(state: SplashState): SplashState {
  return isOnScreen(state.phase) && state.minElapsed && state.authSettled ? { ...state, phase: 'leaving' } : state;
}

export function splashReducer(state: SplashState, event: SplashEvent): SplashState {
  switch (event.type) {
    case 'frame':
      return state.phase === 'entering' ? { ...state, phase: 'shown' } : state;
    case 'minElapsed':
      return leaveIfReady({ ...state, minElapsed: true });
    case 'authSettled':
      return leaveIfReady({ ...state, authSettled: true });
    case 'cap':
    case 'skip':
      return isOnScreen(state.phase) ? { ...state, phase: 'leaving' } : state;
    case 'fadeDone':
      return state.phase === 'leaving' ? { ...state, phase: 'gone' } : state;
  }
}

/** Set once the splash has been shown in this tab's session. */
export const SPLASH_SESSION_KEY = 'splashShown';

/** Whether a page load opens with the splash: the first of the tab's session, motion allowed. */
export const opensWithSplash = (storage: Storage | null, reducedMotion: boolean): boolean =>
  !reducedMotion && !hasSessionFlag(storage, SPLASH_SESSION_KEY);

export const markSplashShown = (storage: Storage | null) => setSessionFlag(storage, SPLASH_SESSION_KEY);
