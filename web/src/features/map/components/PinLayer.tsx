import L from 'leaflet';
import { useEffect, useMemo, useRef } from 'react';
import { useMap } from 'react-leaflet';
import { prefersReducedMotion } from '../../../lib/reducedMotion';
import { PIN_ICON_ANCHOR, PIN_ICON_SIZE, PIN_POPUP_ANCHOR } from '../model/pinIcons';
import { buildPinIndex, viewBox, type PinCluster } from '../model/pinIndex';
import { isCommunityCategory, type MapPin } from '../model/mapPin';
import { pinTitle, popupContent, type PinLabels } from './pinPopup';
import { FIRST_PINS_MARK, PINS_DRAWN_ATTRIBUTE, PINS_DRAWN_EVENT, PINS_DRAWN_MARK } from '../model/pinsDrawn';

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

/** Small, medium or large bubble, as the count grows. */
const clusterSize = (count: number) => (count < 10 ? 'small' : count < 100 ? 'medium' : 'large');

function clusterIcon(count: number): L.DivIcon {
  const size = clusterSize(count);
  const box = document.createElement('div');
  const number = document.createElement('span');
  // Plain digits: the accessible name (aria-label) says it in words, in the reader's language.
  number.textContent = String(count);
  box.append(number);
  const px = size === 'small' ? 40 : size === 'medium' ? 46 : 54;
  return L.divIcon({ html: box, className: `marker-cluster marker-cluster-${size}`, iconSize: [px, px] });
}

/** Makes each category's icon once (a closed entry's is its own, faded). */
function pinIconMaker(icons: ReadonlyMap<string, string>) {
  const iconCache = new Map<string, L.Icon>();
  return ({ category, entry }: MapPin) => {
    // A closed entry's pin is faded (map.css): its own icon, with the same picture.
    const closed = entry?.closed ?? false;
    const cacheKey = `${closed ? 'closed:' : ''}${category}`;
    let icon = iconCache.get(cacheKey);
    if (!icon) {
      const className = isCommunityCategory(category)
        ? `map-pin map-pin-server${closed ? ' map-pin-closed' : ''}`
        : `map-pin map-pin-sheet map-pin-cat-${category}`;
      icon = L.icon({
        iconUrl: icons.get(category) ?? '',
        iconSize: [PIN_ICON_SIZE, PIN_ICON_SIZE],
        iconAnchor: PIN_ICON_ANCHOR,
        popupAnchor: PIN_POPUP_ANCHOR,
        className,
      });
      iconCache.set(cacheKey, icon);
    }
    return icon;
  };
}

/** What each pin marker was made (or last brought up to date) with. */
const madeWith = new WeakMap<L.Marker, { pin: MapPin; labels: PinLabels }>();

/** Still the same pin: a sheet pin's key is its row, so a row above it added or removed is another pin. */
const samePin = (a: MapPin, b: MapPin) => a.name === b.name && a.lat === b.lat && a.lng === b.lng;

/**
 * The marker of an open popup brought up to date in place, so the popup stays: its picture, its
 * name in the page's language (Leaflet keeps the img when the icon changes, and writes its name
 * only on a new one) and its popup's words. Nothing is touched when nothing changed: a popup that
 * is updated pans the map to show itself whole.
 */
function refreshMarker(marker: L.Marker, pin: MapPin, icon: L.Icon, labels: PinLabels) {
  const before = marker.options.icon?.options;
  if (before?.iconUrl !== icon.options.iconUrl || before?.className !== icon.options.className) marker.setIcon(icon);
  const title = pinTitle(pin, labels);
  Object.assign(marker.options, { alt: title, title });
  const img = marker.getElement();
  if (img instanceof HTMLImageElement && img.title !== title) Object.assign(img, { alt: title, title });
  const made = madeWith.get(marker);
  if (made?.pin !== pin || made.labels !== labels) marker.getPopup()?.setContent(() => popupContent(pin, labels));
  madeWith.set(marker, { pin, labels });
}

/**
 * The pins, clustered for the view (pinIndex.ts): on every move only the clusters and single pins
 * in and near the view are markers in the DOM. A cluster is a button named "7 pins, zoom in" that
 * zooms to where it splits; a pin opens its popup.
 */
export function PinLayer({ pins, complete, icons, labels, focus }: PinLayerProps) {
  const map = useMap();
  const index = useMemo(() => buildPinIndex(pins), [pins]);
  const indexRef = useRef(index);
  const groupRef = useRef<L.LayerGroup | null>(null);
  const shown = useRef(new Map<string, L.Marker>());
  const drawRef = useRef<() => void>(() => {});

  useEffect(() => {
    const group = L.layerGroup().addTo(map);
    groupRef.current = group;
    const markers = shown.current;
    return () => {
      group.remove();
      groupRef.current = null;
      markers.clear();
    };
  }, [map]);

  useEffect(() => {
    indexRef.current = index;
    const group = groupRef.current;
    if (!group) return;
    // New pins, icons or words: the markers are made again (only those in view exist), except the
    // one whose popup the visitor is reading: a pin icon found, another category hidden or the
    // sheet's next rows must not close it under them. It is brought up to date in place below, if
    // its pin is still there, with the same name and place.
    const [openKey, openMarker] = [...shown.current].find(([, marker]) => marker.isPopupOpen()) ?? [];
    // The marker the keyboard is on: its successor takes the focus once drawn (below).
    const [focusedKey] = [...shown.current].find(([, marker]) => marker.getElement() === document.activeElement) ?? [];
    for (const marker of shown.current.values()) if (marker !== openMarker) group.removeLayer(marker);
    shown.current = new Map();

    const iconFor = pinIconMaker(icons);

    const pinMarker = (pin: MapPin) => {
      // alt and title are set as DOM properties by Leaflet: the name stays text.
      const title = pinTitle(pin, labels);
      const marker = L.marker([pin.lat, pin.lng], { icon: iconFor(pin), alt: title, title });
      marker.bindPopup(() => popupContent(pin, labels));
      madeWith.set(marker, { pin, labels });
      return marker;
    };

    if (openKey !== undefined && openMarker) {
      const pin = pins.find((candidate) => candidate.key === openKey);
      const made = madeWith.get(openMarker);
      if (pin && made && samePin(pin, made.pin)) {
        refreshMarker(openMarker, pin, iconFor(pin), labels);
        shown.current.set(openKey, openMarker);
      } else {
        group.removeLayer(openMarker);
      }
    }

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
        const marker = item.kind === 'pin' ? pinMarker(item.pin) : clusterMarker(item);
        group.addLayer(marker);
        if (item.kind === 'cluster') marker.getElement()?.setAttribute('aria-label', labels.cluster(item.count));
        next.set(key, marker);
      }
      for (const [key, marker] of before) if (!next.has(key)) group.removeLayer(marker);
      shown.current = next;
      map.fire(PINS_DRAWN_EVENT);
    };
    draw();
    drawRef.current = draw;
    // A keyboard on a marker made again stays on its successor (the same pin, or the same cluster of
    // the same pins); with none, on the map, never on the page's body.
    if (focusedKey !== undefined && focusedKey !== openKey) {
      const successor = shown.current.get(focusedKey)?.getElement();
      (successor ?? map.getContainer()).focus({ preventScroll: true });
    }
    map.on('moveend', draw);

    // Marked on the next frame, once the browser has laid the markers out.
    const container = map.getContainer();
    container.removeAttribute(PINS_DRAWN_ATTRIBUTE);
    const frame = requestAnimationFrame(() => {
      if (pins.length > 0 && performance.getEntriesByName(FIRST_PINS_MARK).length === 0)
        performance.mark(FIRST_PINS_MARK);
      if (!complete) return;
      container.setAttribute(PINS_DRAWN_ATTRIBUTE, String(pins.length));
      if (performance.getEntriesByName(PINS_DRAWN_MARK).length === 0) performance.mark(PINS_DRAWN_MARK);
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
