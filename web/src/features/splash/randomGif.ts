/**
 * The random animated-image popup's rules (docs/product.md#every-page): once per
 * session, after a random delay, in a random corner; fixed on phones, in the page on wider screens.
 */
import { hasSessionFlag, setSessionFlag } from './sessionFlag';
import { PHONE_WIDTH_PX } from '../../lib/mediaQuery';

export const RANDOM_GIF_MIN_DELAY_MS = 5_000;
export const RANDOM_GIF_MAX_DELAY_MS = 300_000;
export const RANDOM_GIF_VISIBLE_MS = 30_000;
export const RANDOM_GIF_FADE_MS = 1_000;
export const RANDOM_GIF_SESSION_KEY = 'randomGifShown';
/** Clear of the sticky header (56 px) at the top, a small margin elsewhere. */
export const POPUP_TOP_INSET = 68;
export const POPUP_EDGE_INSET = 12;

export type Corner = 'top-left' | 'top-right' | 'bottom-left' | 'bottom-right';
export const CORNERS: readonly Corner[] = ['top-left', 'top-right', 'bottom-left', 'bottom-right'];

type Random = () => number;

/** A whole number of ms, uniformly between 5 s and 300 s inclusive. */
export function randomGifDelay(random: Random = Math.random): number {
  const span = RANDOM_GIF_MAX_DELAY_MS - RANDOM_GIF_MIN_DELAY_MS;
  return RANDOM_GIF_MIN_DELAY_MS + Math.min(span, Math.floor(random() * (span + 1)));
}

export function pickCorner(random: Random = Math.random): Corner {
  return CORNERS[Math.min(CORNERS.length - 1, Math.floor(random() * CORNERS.length))];
}

export interface Viewport {
  width: number;
  height: number;
  scrollY: number;
}

export interface Placement {
  position: 'fixed' | 'absolute';
  top?: number;
  bottom?: number;
  left?: number;
  right?: number;
  /** Bottom corners in page coordinates are anchored by their bottom edge. */
  transform?: string;
}

/**
 * Where the popup goes. Phones (width <= 768): fixed to the screen corner. Wider screens: placed in
 * the page at the corner of what is on screen when it appears, so it scrolls away with the page.
 */
export function popupPlacement(corner: Corner, viewport: Viewport): Placement {
  const [vertical, horizontal] = corner.split('-') as ['top' | 'bottom', 'left' | 'right'];
  const side = { [horizontal]: POPUP_EDGE_INSET } as Pick<Placement, 'left' | 'right'>;
  if (viewport.width <= PHONE_WIDTH_PX) {
    return vertical === 'top'
      ? { position: 'fixed', top: POPUP_TOP_INSET, ...side }
      : { position: 'fixed', bottom: POPUP_EDGE_INSET, ...side };
  }
  return vertical === 'top'
    ? { position: 'absolute', top: viewport.scrollY + POPUP_TOP_INSET, ...side }
    : {
        position: 'absolute',
        top: viewport.scrollY + viewport.height - POPUP_EDGE_INSET,
        transform: 'translateY(-100%)',
        ...side,
      };
}

/** Whether the popup has been shown in this tab's session (then it waits for the next session). */
export const hasShownRandomGif = (storage: Storage | null) => hasSessionFlag(storage, RANDOM_GIF_SESSION_KEY);

export const markRandomGifShown = (storage: Storage | null) => setSessionFlag(storage, RANDOM_GIF_SESSION_KEY);

export interface RandomGifSteps {
  show: () => void;
  leave: () => void;
  remove: () => void;
}

/**
 * Schedules the popup: show after delayMs, start the fade-out visibleMs later, remove fadeMs after
 * that. Returns a cancel function that clears every pending timer (called on unmount).
 */
export function scheduleRandomGif(
  steps: RandomGifSteps,
  {
    delayMs,
    visibleMs = RANDOM_GIF_VISIBLE_MS,
    fadeMs = RANDOM_GIF_FADE_MS,
  }: { delayMs: number; visibleMs?: number; fadeMs?: number },
): () => void {
  const timers = new Set<ReturnType<typeof setTimeout>>();
  const after = (ms: number, fn: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      fn();
    }, ms);
    timers.add(timer);
  };
  after(delayMs, () => {
    steps.show();
    after(visibleMs, steps.leave);
    after(visibleMs + fadeMs, steps.remove);
  });
  return () => {
    timers.forEach(clearTimeout);
    timers.clear();
  };
}
