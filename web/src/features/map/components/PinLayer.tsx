import * as L from 'leaflet';
import { useEffect, useMemo, useRef } from 'react';
import { useMap } from 'react-leaflet';
import { prefersReducedMotion } from '../../../lib/reducedMotion';
import { pinIndexOf, viewBox, type PinCluster, type PinIndex } from '../model/pinIndex';
import { type MapPin } from '../model/mapPin';
import { type PinLabels } from './pinPopup';
import { clusterIcon, keepMarkers, pinIconMaker, pinMarker, tabInReadingOrder } from './pinMarkers';
import { usePopupKeyboard } from './popupKeyboard';
import { markPinsDrawn, PINS_DRAWN_ATTRIBUTE, PINS_DRAWN_EVENT } from '../model/pinsDrawn';

/** A pin to fly to and open; a new object each time, so picking the same pin again flies again. */
export interface PinFocus {
  pin: MapPin;
}

interface PinLayerProps {
  pins: readonly MapPin[];
  /** False while a source of pins is still loading: the pins given are drawn, not yet marked done. */
  complete: boolean;
  /** Category → icon URL. */
  icons: ReadonlyMap<string, string>;
  labels: PinLabels;
  focus: PinFocus | null;
}

/** Whether any of a marker's icon is inside the map's box: worked out, not measured (no layout). */
function inSight(map: L.Map, marker: L.Marker, size: L.Point): boolean {
  const at = map.latLngToContainerPoint(marker.getLatLng());
  const icon = marker.options.icon?.options;
  const box = L.point(icon?.iconSize ?? [0, 0]);
  const anchor = icon?.iconAnchor ? L.point(icon.iconAnchor) : box.divideBy(2);
  const left = at.x - anchor.x;
  const top = at.y - anchor.y;
  return left < size.x && left + box.x > 0 && top < size.y && top + box.y > 0;
}

/**
 * The pins, clustered for the view (pinIndex.ts): on every move only the clusters and single pins
 * in and near the view are markers in the DOM. A cluster is a button named "7 pins, zoom in" that
 * zooms to where it splits; a pin opens its popup.
 */
export function PinLayer({ pins, complete, icons, labels, focus }: PinLayerProps) {
  const map = useMap();
  const index = useMemo(() => pinIndexOf(pins), [pins]);
  const indexRef = useRef(index);
  const groupRef = useRef<L.LayerGroup | null>(null);
  const shown = useRef(new Map<string, L.Marker>());
  const drawRef = useRef<() => void>(() => {});
  /** What the clusters in view were made for: their ids belong to one index, their names to one language. */
  const drawnWith = useRef<{ index: PinIndex | null; labels: PinLabels | null }>({ index: null, labels: null });
  usePopupKeyboard(map, labels.closePopup);

  useEffect(() => {
    const group = L.layerGroup().addTo(map);
    groupRef.current = group;
    return () => {
      group.remove();
      groupRef.current = null;
      // The markers went with their group: none is kept for the next (StrictMode's second run).
      shown.current = new Map();
      drawnWith.current = { index: null, labels: null };
    };
  }, [map]);

  useEffect(() => {
    indexRef.current = index;
    const group = groupRef.current;
    if (!group) return;
    // New pins, icons or words: a pin marker whose pin is still there, with the same name and place,
    // is brought up to date in place (its icon, its words, its popup), so an open popup stays open
    // and a focused pin keeps the focus; a cluster stays while the index and the words are the
    // same. Every other marker goes, and the view's are made again by draw() below. An icon found
    // then changes the pictures of the pins in view, and nothing else.
    const iconFor = pinIconMaker(icons);
    const keepClusters = drawnWith.current.index === index && drawnWith.current.labels === labels;
    drawnWith.current = { index, labels };
    // The marker the keyboard is on: if it leaves the page, its successor takes the focus (below).
    const [focusedKey, focusedMarker] =
      [...shown.current].find(([, marker]) => marker.getElement() === document.activeElement) ?? [];
    shown.current = keepMarkers(shown.current, group, { pins, iconFor, labels, keepClusters });

    const clusterMarker = (cluster: PinCluster) => {
      const marker = L.marker([cluster.lat, cluster.lng], { icon: clusterIcon(cluster.count) });
      const zoomIn = () => {
        // The button goes away as the cluster splits: the keyboard stays on the map.
        map.getContainer().focus({ preventScroll: true });
        const target = L.latLng(cluster.lat, cluster.lng);
        const zoom = index.expansionZoom(cluster.id);
        if (prefersReducedMotion()) map.setView(target, zoom, { animate: false });
        else map.flyTo(target, zoom, { duration: 0.5 });
      };
      marker.on('click', zoomIn);
      // Leaflet hands a focused marker's keys over as 'keypress': Enter and Space press the button.
      marker.on('keypress', (event: L.LeafletKeyboardEvent) => {
        if (event.originalEvent.key !== 'Enter' && event.originalEvent.key !== ' ') return;
        event.originalEvent.preventDefault();
        zoomIn();
      });
      return marker;
    };

    const draw = () => {
      const bounds = map.getBounds();
      const items = index.itemsIn(
        viewBox(bounds.getWest(), bounds.getSouth(), bounds.getEast(), bounds.getNorth()),
        map.getZoom(),
      );
      const before = shown.current;
      const next = new Map<string, L.Marker>();
      for (const item of items) {
        const key = item.kind === 'pin' ? item.pin.key : `cluster:${item.id}`;
        const kept = before.get(key);
        if (kept) {
          next.set(key, kept);
          continue;
        }
        const marker = item.kind === 'pin' ? pinMarker(item.pin, iconFor(item.pin), labels) : clusterMarker(item);
        group.addLayer(marker);
        if (item.kind === 'cluster') marker.getElement()?.setAttribute('aria-label', labels.cluster(item.count));
        next.set(key, marker);
      }
      for (const [key, marker] of before) if (!next.has(key)) group.removeLayer(marker);
      // Only the markers in sight, whole or in part, take the keyboard: those drawn around the view
      // (so that a move shows them at once) stay out of the Tab order until the view reaches them.
      // (Leaflet pans a marker that gets the focus fully into sight: autoPanOnFocus.)
      const size = map.getSize();
      const tabbable = [...next.values()].filter((marker) => {
        const element = marker.getElement();
        const seen = inSight(map, marker, size);
        if (element) element.tabIndex = seen ? 0 : -1;
        return seen;
      });
      tabInReadingOrder(map, tabbable);
      shown.current = next;
      map.fire(PINS_DRAWN_EVENT);
    };
    draw();
    drawRef.current = draw;
    // A keyboard on a marker that left the page (made again, or its pin now in a cluster) goes to its
    // successor (the same pin, or the same cluster of the same pins); with none, to the map, never
    // to the page's body.
    if (focusedKey !== undefined && !focusedMarker?.getElement()?.isConnected) {
      const successor = shown.current.get(focusedKey)?.getElement();
      (successor ?? map.getContainer()).focus({ preventScroll: true });
    }
    map.on('moveend', draw);

    // Marked on the next frame, once the browser has laid the markers out.
    const container = map.getContainer();
    container.removeAttribute(PINS_DRAWN_ATTRIBUTE);
    const frame = requestAnimationFrame(() => {
      markPinsDrawn(pins.length, complete);
      if (complete) container.setAttribute(PINS_DRAWN_ATTRIBUTE, String(pins.length));
    });
    return () => {
      cancelAnimationFrame(frame);
      map.off('moveend', draw);
    };
  }, [map, index, pins, complete, icons, labels]);

  // A pin picked in the search: fly to where it stands on its own, then open its popup.
  useEffect(() => {
    if (!focus) return;
    const { pin } = focus;
    const target = L.latLng(pin.lat, pin.lng);
    const zoom = Math.max(indexRef.current.revealZoom(pin, map.getZoom()), map.getZoom());
    const open = () => {
      drawRef.current();
      shown.current.get(pin.key)?.openPopup();
    };
    if (prefersReducedMotion()) {
      map.setView(target, zoom, { animate: false });
      open();
      return;
    }
    map.once('moveend', open);
    map.flyTo(target, zoom, { duration: 0.6 });
    return () => {
      map.off('moveend', open);
    };
  }, [map, focus]);

  return null;
}
