import { Suspense, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { lazyPage } from '../../../lib/lazyPage';
import { afterFirstPaint } from '../../../lib/afterFirstPaint';
import { useT } from '../../../lib/i18n/useT';
import type { MapCanvasProps } from '../MapCanvas';
import { INITIAL_VIEW, MIN_ZOOM, type MapView } from '../model/mapView';
import { fitView, type Size } from '../model/stillView';
import { MapLoadBoundary } from './MapLoadBoundary';
import { StillMap } from './StillMap';

// Leaflet comes in its own chunk, asked for only once the visitor reaches for the map or the page
// has been quiet a while (docs/decisions/0038-a-still-map-first.md); until then the map is a still
// picture. A load that failed offline is asked for again (MapLoadBoundary).
const MapCanvas = lazyPage(() => import('../MapCanvas'));

/** The view fitted to the sheet's pins, as MapViewSync fits them (its fitBounds options). */
const FIT = { padding: 40, minZoom: MIN_ZOOM, maxZoom: 16 };

/**
 * How long the still picture waits, once it shows its pins, before Leaflet loads without being
 * asked: the page's first seconds (its text, search and filter answering the visitor) go first.
 */
export const LIVE_AFTER_MS = 4000;

type FrameProps = Omit<MapCanvasProps, 'view' | 'openedOnHashView' | 'onLive' | 'onShown'> & {
  /** The view the address named (a reload, a shared link), or null. */
  hashView: MapView | null;
};

/** The frame's size, as laid out now (a ResizeObserver: the window, the fonts, the legend). */
function useFrameSize(frame: React.RefObject<HTMLDivElement | null>): Size | null {
  const [size, setSize] = useState<Size | null>(null);
  useLayoutEffect(() => {
    const element = frame.current;
    if (!element) return;
    const measure = () => {
      const { clientWidth: width, clientHeight: height } = element;
      setSize((before) => (before?.width === width && before.height === height ? before : { width, height }));
    };
    measure();
    const observer = new ResizeObserver(measure);
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
export function MapFrame({
  hashView,
  sheetPins,
  visiblePins,
  complete,
  icons,
  onTilesFailed,
  district,
  focus,
  ...canvas
}: FrameProps) {
  const { t } = useT();
  const frame = useRef<HTMLDivElement>(null);
  const size = useFrameSize(frame);
  // The view the address names, or the sheet's pins fitted (null: not known yet, or no pins).
  const fitted = useMemo(
    () =>
      // A zoom between two steps is the nearer step, as Leaflet's map (zoomSnap 1) takes it.
      hashView
        ? { ...hashView, zoom: Math.round(hashView.zoom) }
        : sheetPins && size
          ? fitView(sheetPins, size, FIT)
          : null,
    [hashView, sheetPins, size],
  );
  // The view the picture shows: that one, or the world once the sheet has no pins to fit.
  const still = fitted ?? (sheetPins ? INITIAL_VIEW : null);
  // The view Leaflet opens on, kept from the moment it was asked for (null: the world, then the fit).
  const [live, setLive] = useState<{ view: MapView | null } | null>(() =>
    district !== null || focus !== null ? { view: hashView } : null,
  );
  const wake = useCallback(() => setLive((before) => before ?? { view: fitted }), [fitted]);
  const [shown, setShown] = useState(false);
  const onShown = useCallback(() => setShown(true), []);

  // A search result is shown on Leaflet's map (set while rendering: React renders again at once).
  if (focus && !live) setLive({ view: fitted });

  // Without a visitor's sign, once the picture is whole (its view and its pins) and quiet.
  const whole = still !== null && visiblePins !== null;
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
  const onLive = useCallback((container: HTMLElement) => {
    if (document.activeElement === frame.current) container.focus({ preventScroll: true });
    setMade(true);
  }, []);

  const view = live ? (live.view ?? INITIAL_VIEW) : still;
  return (
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
    >
      {!shown && view && size && (
        <StillMap
          view={view}
          size={size}
          pins={visiblePins}
          complete={complete}
          icons={icons}
          onTilesFailed={onTilesFailed}
        />
      )}
      {live ? (
        <MapLoadBoundary className="map-canvas">
          <Suspense fallback={<div className="map-canvas" />}>
            <MapCanvas
              {...canvas}
              view={live.view ?? INITIAL_VIEW}
              // A view the picture fitted is Leaflet's too: not fitted again.
              openedOnHashView={live.view !== null}
              sheetPins={sheetPins}
              visiblePins={visiblePins}
              complete={complete}
              icons={icons}
              onTilesFailed={onTilesFailed}
              district={district}
              focus={focus}
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
}
