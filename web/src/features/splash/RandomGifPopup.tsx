import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { poetryPath, site } from '../../config/site';
import {
  RANDOM_GIF_FADE_MS,
  RANDOM_GIF_VISIBLE_MS,
  hasShownRandomGif,
  markRandomGifShown,
  pickCorner,
  popupPlacement,
  randomGifDelay,
  scheduleRandomGif,
  type Corner,
  type Placement,
} from './randomGif';
import { sessionStore } from '../../lib/browserStorage';
import { useT } from '../../lib/i18n/useT';
import { usePrefersReducedMotion } from './usePrefersReducedMotion';
import './popup.css';

interface RandomGifPopupProps {
  imageSrc?: string;
  /** Shown instead of the animation under prefers-reduced-motion. */
  stillSrc?: string;
  /** Delay before it appears; a random 5-300 s by default. */
  delayMs?: number;
  visibleMs?: number;
  fadeMs?: number;
  random?: () => number;
  /** Where the once-per-session flag lives; sessionStorage by default. */
  storage?: Storage | null;
}

interface Shown {
  corner: Corner;
  placement: Placement;
  leaving: boolean;
}

/**
 * The random animated-image popup (docs/product.md#every-page): once per session, after a random delay, in a random
 * corner; fades out after visibleMs and is removed fadeMs later. It links to the poetry page and
 * has a close button; both are reached with Tab (it never takes the focus by itself). Escape
 * closes it while the keyboard is on it; a reader's focus on it when it goes moves to the page's
 * main content, not to the document's start.
 */
export function RandomGifPopup({
  imageSrc = site.media.randomGif,
  stillSrc = site.media.randomStill,
  delayMs,
  visibleMs = RANDOM_GIF_VISIBLE_MS,
  fadeMs = RANDOM_GIF_FADE_MS,
  random = Math.random,
  storage,
}: RandomGifPopupProps) {
  const [shown, setShown] = useState<Shown | null>(null);
  const [imageFailed, setImageFailed] = useState(false);
  const popup = useRef<HTMLElement>(null);
  /** Closed, or its time up: gone, with a focus on it moved first (keepFocus). */
  const dismiss = useCallback(() => {
    keepFocus(popup.current);
    setShown(null);
  }, []);
  const { t } = useT();
  const reducedMotion = usePrefersReducedMotion();

  // Props are read once: the popup is scheduled when the page loads, not again on re-render.
  const [plan] = useState(() => ({
    store: storage === undefined ? sessionStore() : storage,
    random,
    timing: { delayMs: delayMs ?? randomGifDelay(random), visibleMs, fadeMs },
  }));

  useEffect(() => {
    const { store, random: draw, timing } = plan;
    if (hasShownRandomGif(store)) return;
    return scheduleRandomGif(
      {
        show: () => {
          markRandomGifShown(store);
          const corner = pickCorner(draw);
          const viewport = { width: window.innerWidth, height: window.innerHeight, scrollY: window.scrollY };
          setShown({ corner, placement: popupPlacement(corner, viewport), leaving: false });
        },
        leave: () => {
          // Under reduced motion it goes now (no fade): the keyboard's place moves before it does.
          keepFocus(popup.current);
          setShown((s) => s && { ...s, leaving: true });
        },
        remove: dismiss,
      },
      timing,
    );
  }, [plan, dismiss]);

  const isShown = shown !== null;
  useEffect(() => {
    if (!isShown) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && popup.current?.contains(document.activeElement)) dismiss();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [isShown, dismiss]);

  // Under reduced motion it neither fades in nor out: it goes at once when its time is up.
  if (!shown || (shown.leaving && reducedMotion)) return null;

  const name = site.poetName;
  return (
    <aside
      ref={popup}
      className="random-gif-popup"
      data-corner={shown.corner}
      data-leaving={shown.leaving}
      data-still={reducedMotion}
      aria-label={t('popup.label', { name })}
      style={{ ...shown.placement, transitionDuration: reducedMotion ? '0ms' : `${fadeMs}ms` }}
    >
      <Link to={poetryPath} className="random-gif-link" aria-label={t('popup.link', { name })} onClick={dismiss}>
        {!imageFailed && (
          <img
            src={reducedMotion ? stillSrc : imageSrc}
            alt={reducedMotion ? t('popup.stillAlt') : t('popup.imageAlt')}
            width={96}
            height={96}
            onError={() => setImageFailed(true)}
          />
        )}
        <span className="random-gif-caption">{t('popup.caption', { name })}</span>
      </Link>
      <button type="button" className="random-gif-close" aria-label={t('popup.close')} onClick={dismiss}>
        <span aria-hidden="true">×</span>
      </button>
    </aside>
  );
}

/** The keyboard's place, when it is on the popup as it goes: the page's main content (Layout's <main>). */
function keepFocus(popup: HTMLElement | null) {
  if (popup?.contains(document.activeElement)) document.getElementById('main')?.focus({ preventScroll: true });
}
