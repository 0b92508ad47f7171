import {
  memo,
  startTransition,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
} from 'react';
import { lazyPage } from '../../../lib/lazyPage';
import { afterFirstPaint } from '../../../lib/afterFirstPaint';
import { useT } from '../../../lib/i18n/useT';
import { useElapsed } from '../../../lib/useElapsed';
import type { MapCanvasProps } from '../MapCanvas';
import { FIT_PINS, INITIAL_VIEW, parseViewHash, type MapView } from '../model/mapView';
import { fitView, type Size } from '../model/stillView';
import { MapLoadBoundary } from './MapLoadBoundary';
import { StillMap } from './StillMap';

// Leaflet comes in its own chunk, asked for only once the visitor reaches for the map or the page
// has been quiet a while (docs/decisions/0038-a-still-map-first.md); until then the map is a still
// picture. A load that failed offline is asked for again (MapLoadBoundary).
const MapCanvas = lazyPage(() => import('../MapCanvas'));

/**
 * How long the still picture waits, once it is whole, before Leaflet loads without being asked: the
 * page's first seconds (its text, search and filter answering the visitor) go first.
 */
export const LIVE_AFTER_MS = 4000;

/** How long the picture waits for the sheet's pins before it shows the world without them. */
const SHEET_PATIENCE_MS = 3000;

type FrameProps = Omit<MapCanvasProps, 'view' | 'openedOnOwnView' | 'onLive' | 'onShown'> & {
  /** The view the address named (a reload, a shared link), or null. */
  hashView: MapView | null;
};

/**
 * The frame's size, as a ResizeObserver reports it once the page is laid out (and on every change:
 * the window, the fonts, the legend). Not read in the first render's commit, where it would force
 * the whole page's layout into that task.
 */
function useFrameSize(frame: React.RefObject<HTMLDivElement | null>): Size | null {
  const [size, setSize] = useState<Size | null>(null);
  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      const { width, height } = entry.contentRect;
      // In the background: the still picture a size brings is rendered in slices, not in one task.
      startTransition(() =>
        setSize((before) => (before?.width === width && before.height === height ? before : { width, height })),
      );
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [frame]);
  return size;
}

/**
 * The map's place on /map: a still picture of the map at once (StillMap), then Leaflet's map at the
 * same view once the visitor reaches for it (a pointer over it or on it, the wheel, the keyboard's
 * focus, a search result) or after LIVE_AFTER_MS of quiet. Leaflet is drawn over the picture, which
 * goes once Leaflet's tiles are there or the view moves.
 */
export const MapFrame = memo(function MapFrame({ hashView, ...canvas }: FrameProps) {
  const { fitPoints, visiblePins, complete, icons, onTile, district, focus } = canvas;
  const { t } = useT();
  const frame = useRef<HTMLDivElement>(null);
  const size = useFrameSize(frame);
  // The view the address names (edited while the picture shows: the picture follows), or the
  // points fitted (the sheet's pins, else the districts' box); null while neither is known, or
  // there is nothing to fit.
  const [addressView, setAddressView] = useState(hashView);
  const fitted = useMemo(
    () =>
      // A zoom between two steps is the nearer step, as Leaflet's map (zoomSnap 1) takes it.
      addressView
        ? { ...addressView, zoom: Math.round(addressView.zoom) }
        : fitPoints && size
          ? fitView(fitPoints, size, FIT_PINS)
          : null,
    [addressView, fitPoints, size],
  );
  // The view the picture shows: that one, or the world once there is nothing to fit, or the sheet
  // is slow to answer (the world meanwhile, as Leaflet's map showed it).
  const patienceOver = useElapsed(SHEET_PATIENCE_MS);
  const still = fitted ?? (fitPoints || patienceOver ? INITIAL_VIEW : null);
  // The view Leaflet opens on, kept from the moment it was asked for (null: the world, then the fit).
  const [live, setLive] = useState<{ view: MapView | null } | null>(() => (district !== null ? { view: null } : null));
  const wake = useCallback(() => setLive((before) => before ?? { view: fitted }), [fitted]);
  const [shown, setShown] = useState(false);
  const onShown = useCallback(() => setShown(true), []);

  // A search result is shown on Leaflet's map (set while rendering: React renders again at once).
  if (focus && !live) setLive({ view: fitted });

  useEffect(() => {
    if (live) return; // Leaflet's map follows the address itself (MapViewSync).
    const onHashChange = () => setAddressView((before) => parseViewHash(window.location.hash) ?? before);
    window.addEventListener('hashchange', onHashChange);
    return () => window.removeEventListener('hashchange', onHashChange);
  }, [live]);

  // Without a visitor's sign: once the picture is whole (its pins drawn, its tiles loaded or failed),
  // and the page has been quiet a while. Leaflet's code does not compete with the tiles on a slow line.
  const [settled, setSettled] = useState<MapView | null>(null);
  const whole = visiblePins !== null && settled === still;
  useEffect(() => {
    if (live || !whole) return;
    let cancel = () => {};
    const timer = setTimeout(() => {
      cancel = afterFirstPaint(wake, 1000);
    }, LIVE_AFTER_MS);
    return () => {
      clearTimeout(timer);
      cancel();
    };
  }, [live, whole, wake]);

  // The keyboard on the picture moves to Leaflet's map as soon as it is made. The frame takes the
  // keyboard until then: a focused element that stops being focusable loses the focus.
  const [made, setMade] = useState(false);
  // A Tab pressed on the picture while Leaflet's code is on its way waits for it: the zoom buttons,
  // Tab's next stop on Leaflet's map, come with it, and a quick Tab went past them. One Tab only: a
  // second leaves the map as usual (the keyboard is never caught, even when the code fails to come).
  // Not once the frame holds a control of its own (the failed load's Retry): Tab goes to it.
  const heldTab = useRef(false);
  const onLive = useCallback((container: HTMLElement) => {
    if (document.activeElement === frame.current) {
      const zoomIn = heldTab.current ? container.querySelector<HTMLElement>('.leaflet-control-zoom-in') : null;
      (zoomIn ?? container).focus({ preventScroll: true });
    }
    heldTab.current = false;
    setMade(true);
  }, []);
  const holdTab = (event: KeyboardEvent<HTMLDivElement>) => {
    if (made || event.key !== 'Tab' || event.shiftKey || event.target !== frame.current || heldTab.current) return;
    if (frame.current.querySelector('button, a[href], input, [tabindex="0"]')) return;
    event.preventDefault();
    heldTab.current = true;
  };

  const view = live ? (live.view ?? INITIAL_VIEW) : still;
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- the picture takes the keyboard as Leaflet's map will (a Tab held for its zoom buttons)
    <div
      ref={frame}
      className={shown ? 'map-frame' : 'map-frame map-frame-still'}
      role="region"
      aria-label={t('map.region')}
      tabIndex={made ? undefined : 0}
      onPointerEnter={wake}
      onPointerDown={wake}
      onWheel={wake}
      onFocus={wake}
      onKeyDown={holdTab}
      onBlur={(event) => {
        if (event.target === frame.current) heldTab.current = false;
      }}
    >
      {!shown && view && size && (
        <StillMap
          view={view}
          size={size}
          pins={visiblePins}
          complete={complete}
          icons={icons}
          onTile={onTile}
          onTilesSettled={setSettled}
        />
      )}
      {live ? (
        <MapLoadBoundary className="map-canvas">
          <Suspense fallback={<div className="map-canvas" />}>
            <MapCanvas
              {...canvas}
              view={live.view ?? INITIAL_VIEW}
              // A view the picture fitted is Leaflet's too: not fitted again.
              openedOnOwnView={live.view !== null}
              onLive={onLive}
              onShown={onShown}
            />
          </Suspense>
        </MapLoadBoundary>
      ) : (
        <div className="map-canvas" />
      )}
    </div>
  );
});
