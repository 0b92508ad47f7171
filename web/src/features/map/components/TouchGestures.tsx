import { useEffect, useState } from 'react';
import { useMap } from 'react-leaflet';
import { sessionStore } from '../../../lib/browserStorage';
import { useT } from '../../../lib/i18n/useT';

/** Set once the hint has been shown in this tab: it is shown the first time only. */
const HINT_SHOWN_KEY = 'mapTwoFingerHintShown';
/** How long the hint stays after the finger lifts (a UI timer, not a wait in a test). */
const HINT_MS = 2000;

/**
 * The map on a touch screen (ADR 0028): one finger scrolls the page, two fingers move and zoom
 * the map. Leaflet's own drag handler is off for touch, so the container's touch-action lets the
 * browser scroll; Leaflet's pinch handler moves the map with two fingers (its centre follows
 * them). A mouse over the map turns dragging back on. The first one-finger swipe shows a short
 * hint, "Use two fingers to move the map". Written small rather than kept as a plugin: the
 * gesture-handling plugins for Leaflet are unmaintained.
 */
export function TouchGestures() {
  const map = useMap();
  const { t } = useT();
  const [hint, setHint] = useState(false);

  useEffect(() => {
    const container = map.getContainer();
    const store = sessionStore();
    let hideTimer: ReturnType<typeof setTimeout> | undefined;
    if (navigator.maxTouchPoints > 0) map.dragging.disable();

    const onTouchStart = (event: TouchEvent) => {
      if (map.dragging.enabled()) map.dragging.disable();
      // Two fingers are the map's: the page must not scroll (nor zoom) under them.
      if (event.touches.length >= 2) {
        event.preventDefault();
        setHint(false);
      }
    };
    const onTouchMove = (event: TouchEvent) => {
      if (event.touches.length >= 2) event.preventDefault();
      else if (store?.getItem(HINT_SHOWN_KEY) !== 'true') {
        store?.setItem(HINT_SHOWN_KEY, 'true');
        setHint(true);
      }
    };
    const onTouchEnd = () => {
      clearTimeout(hideTimer);
      hideTimer = setTimeout(() => setHint(false), HINT_MS);
    };
    const onPointerMove = (event: PointerEvent) => {
      if (event.pointerType === 'mouse' && !map.dragging.enabled()) map.dragging.enable();
    };
    container.addEventListener('touchstart', onTouchStart, { passive: false });
    container.addEventListener('touchmove', onTouchMove, { passive: false });
    container.addEventListener('touchend', onTouchEnd);
    container.addEventListener('pointermove', onPointerMove);
    return () => {
      clearTimeout(hideTimer);
      container.removeEventListener('touchstart', onTouchStart);
      container.removeEventListener('touchmove', onTouchMove);
      container.removeEventListener('touchend', onTouchEnd);
      container.removeEventListener('pointermove', onPointerMove);
    };
  }, [map]);

  return (
    <p className={hint ? 'map-touch-hint shown' : 'map-touch-hint'} aria-hidden={!hint}>
      {t('map.twoFingers')}
    </p>
  );
}
