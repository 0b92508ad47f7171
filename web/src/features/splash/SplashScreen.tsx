import { useEffect, useEffectEvent, useReducer, useState, type CSSProperties } from 'react';
import { site } from '../../config/site';
import { useAuth } from '../../lib/auth/AuthProvider';
import { sessionStore } from '../../lib/browserStorage';
import { prefersReducedMotion } from '../../lib/reducedMotion';
import { LoopingVideo } from './LoopingVideo';
import {
  SPLASH_CAP_MS,
  SPLASH_FADE_MS,
  SPLASH_MIN_MS,
  initialSplashState,
  isOnScreen,
  markSplashShown,
  opensWithSplash,
  splashReducer,
} from './splashTimeline';
import { usePrefersReducedMotion } from './usePrefersReducedMotion';
import './splash.css';

interface SplashScreenProps {
  videoSrc?: string;
  minMs?: number;
  fadeMs?: number;
  capMs?: number;
  /** Called once, when the fade-out has finished (just before the overlay is removed). */
  onFinish?: () => void;
  /** Where the once-per-session flag lives; sessionStorage by default. */
  storage?: Storage | null;
}

/**
 * The full-screen splash at the start of a visit (docs/product.md#every-page): shown on the first
 * page load of the tab's session only, and not at all under reduced motion. Decided once, when the
 * page loads.
 */
export function SplashScreen({ storage, ...overlay }: SplashScreenProps) {
  const [store] = useState(() => (storage === undefined ? sessionStore() : storage));
  const [atStart] = useState(() => opensWithSplash(store, prefersReducedMotion()));
  useEffect(() => {
    if (atStart) markSplashShown(store);
  }, [atStart, store]);
  return atStart ? <SplashOverlay {...overlay} /> : null;
}

/**
 * The overlay: a looping muted video, faded in on the next animation frame, faded out once
 * SPLASH_MIN_MS have passed and auth has stopped loading (or at SPLASH_CAP_MS in any case), removed
 * SPLASH_FADE_MS later, or sooner, from the visitor's first key or press. Purely decorative: hidden
 * from screen readers and it never catches clicks, so the page underneath is usable at once.
 * Reduced motion switched on meanwhile removes it.
 */
function SplashOverlay({
  videoSrc = site.media.splashVideo,
  minMs = SPLASH_MIN_MS,
  fadeMs = SPLASH_FADE_MS,
  capMs = SPLASH_CAP_MS,
  onFinish,
}: Omit<SplashScreenProps, 'storage'>) {
  const { status } = useAuth();
  const reducedMotion = usePrefersReducedMotion();
  const [state, dispatch] = useReducer(splashReducer, initialSplashState);
  const [videoFailed, setVideoFailed] = useState(false);
  const finish = useEffectEvent(() => onFinish?.());

  useEffect(() => {
    const frame = requestAnimationFrame(() => dispatch({ type: 'frame' }));
    const min = setTimeout(() => dispatch({ type: 'minElapsed' }), minMs);
    const cap = setTimeout(() => dispatch({ type: 'cap' }), capMs);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(min);
      clearTimeout(cap);
    };
  }, [minMs, capMs]);

  // The visitor's first key or press ends it: the page under it is theirs already. Listened to
  // while it is on screen only (the overlay stays mounted, drawing nothing, once gone).
  const onScreen = isOnScreen(state.phase);
  useEffect(() => {
    if (!onScreen) return;
    const skip = () => dispatch({ type: 'skip' });
    const options = { capture: true, once: true } as const;
    document.addEventListener('keydown', skip, options);
    document.addEventListener('pointerdown', skip, options);
    return () => {
      document.removeEventListener('keydown', skip, options);
      document.removeEventListener('pointerdown', skip, options);
    };
  }, [onScreen]);

  useEffect(() => {
    if (status !== 'loading') dispatch({ type: 'authSettled' });
  }, [status]);

  useEffect(() => {
    if (state.phase !== 'leaving') return;
    const done = setTimeout(() => {
      dispatch({ type: 'fadeDone' });
      finish();
    }, fadeMs);
    return () => clearTimeout(done);
  }, [state.phase, fadeMs]);

  if (state.phase === 'gone' || reducedMotion) return null;

  return (
    <div
      className="splash"
      data-phase={state.phase}
      data-testid="splash"
      aria-hidden="true"
      style={{ '--splash-fade-ms': `${fadeMs}ms` } as CSSProperties}
    >
      <div className="splash-content">
        {!videoFailed && <LoopingVideo className="splash-video" src={videoSrc} onError={() => setVideoFailed(true)} />}
        <p className="splash-title">{site.title}</p>
      </div>
    </div>
  );
}
