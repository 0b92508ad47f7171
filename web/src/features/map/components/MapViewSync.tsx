import * as L from 'leaflet';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useMap, useMapEvents } from 'react-leaflet';
import { useLocation } from 'react-router-dom';
import { addressIs } from '../../../lib/addressIs';
import { FIT_PINS, formatViewHash, parseViewHash, type MapView } from '../model/mapView';
import type { MapPoint } from '../hooks/usePointsToFit';

interface MapViewSyncProps {
  /**
   * What the view fits unless the URL named one (usePointsToFit: the sheet's pins, or the
   * districts' box when the sheet has none); null while not known.
   */
  fitPoints: readonly MapPoint[] | null;
  /**
   * True when the map opened on a view of its own: a '#lat,lng,zoom' hash, the still picture's fit of
   * the pins, or a district. That view wins over fitting the pins (while it stays true: a district
   * that is not found gives the pins their fit back).
   */
  openedOnOwnView: boolean;
  /** The map opened on the view the still picture fitted: written to an address that has none. */
  writeOpeningView?: boolean;
}

function viewHashOf(map: L.Map): string {
  const center = map.getCenter();
  return formatViewHash({ lat: center.lat, lng: center.lng, zoom: map.getZoom() });
}

/**
 * Keeps the view in the URL hash: written on every move (replaceState, so the back button is not
 * flooded), read again when the hash is edited. Without a hash on arrival, fits `fitPoints` once.
 */
export function MapViewSync({ fitPoints, openedOnOwnView, writeOpeningView = false }: MapViewSyncProps) {
  const map = useMap();
  const fitted = useRef(false);
  // The page's own address, as the router rendered it: the view is written there only. Not the
  // browser's address when the map is made: the map's code can arrive after a link to another page
  // was followed (the old page stays on screen until the new page's code is there).
  const mapPath = useLocation().pathname;

  // The map's layers (tiles, pins, districts and their names) are the community's content, never
  // translated; its controls (zoom, attribution) are the page's own words.
  useEffect(() => {
    map.getPane('mapPane')?.setAttribute('translate', 'no');
  }, [map]);

  // The hash of the view this map last wrote (at first, the one it opened on): another one in the
  // address is an edit whose 'hashchange' may not have come yet. A move that ends first (a popup's
  // auto-pan, a cluster's zoom) goes there instead of writing over it.
  const written = useRef<string | null>(null);
  written.current ??= viewHashOf(map);
  const goTo = useCallback(
    (view: MapView) => {
      written.current = window.location.hash;
      // An edited address also wins over a pan still running, which would end where it was going.
      map.stop();
      map.setView([view.lat, view.lng], view.zoom, { animate: false });
    },
    [map],
  );

  const writeView = useCallback(() => {
    // The map can report a move while the router is already on another page (addressIs).
    if (!addressIs(mapPath)) return;
    const { pathname, search, hash: address } = window.location;
    const edited = address === written.current ? null : parseViewHash(address);
    if (edited) return goTo(edited);
    const hash = viewHashOf(map);
    written.current = hash;
    if (hash !== address) window.history.replaceState(window.history.state, '', `${pathname}${search}${hash}`);
  }, [map, mapPath, goTo]);
  // One handlers object while writeView stays: useMapEvents takes its listener off and on again
  // whenever it gets a new one, and a layer's effect that moves the map without animation in the
  // same commit (a search result under reduced motion) would move it while none listens.
  useMapEvents(useMemo(() => ({ moveend: writeView }), [writeView]));
  // Leaflet's first view was set before this listened; a fit of the pins would have been written.
  useEffect(() => {
    if (writeOpeningView && !window.location.hash) writeView();
  }, [writeOpeningView, writeView]);

  useEffect(() => {
    if (openedOnOwnView || fitted.current || !fitPoints || fitPoints.length === 0) return;
    fitted.current = true;
    const bounds = L.latLngBounds(fitPoints.map((point) => [point.lat, point.lng] as [number, number]));
    map.fitBounds(bounds, { padding: [FIT_PINS.padding, FIT_PINS.padding], maxZoom: FIT_PINS.maxZoom, animate: false });
  }, [map, fitPoints, openedOnOwnView]);

  useEffect(() => {
    const onHashChange = () => {
      const view = parseViewHash(window.location.hash);
      if (view) goTo(view);
    };
    window.addEventListener('hashchange', onHashChange);
    return () => window.removeEventListener('hashchange', onHashChange);
  }, [goTo]);

  return null;
}
