import L from 'leaflet';
// The plugin extends the Leaflet object above (L.markerClusterGroup); import it after leaflet.
import 'leaflet.markercluster';
import { useEffect, useRef } from 'react';
import { useMap } from 'react-leaflet';
import { prettifyCategory } from './pinCategory';
import { PIN_ICON_ANCHOR, PIN_ICON_SIZE, PIN_POPUP_ANCHOR, PLACEHOLDER_PIN_ICON } from './pinIcons';
import type { MapPin } from './sheetPins';

/** Map-data entries have no category; they share one local icon. */
export const SERVER_PIN_ICON = '/pins/map-entry.svg';

/** Set on the map container once the pins given have been added (tests and the benchmark wait on it). */
export const PINS_DRAWN_ATTRIBUTE = 'data-pins-drawn';
/** performance.mark name of the first complete drawing (npm run bench reads it). */
export const PINS_DRAWN_MARK = 'sj:map-pins-drawn';

/** The words the layer writes into popups and marker titles, in the reader's language. */
export interface PinLabels {
  untitled: string;
  communityEntry: string;
}

interface PinClusterLayerProps {
  pins: readonly MapPin[];
  /** Category slug → icon URL (usePinIcons). */
  icons: ReadonlyMap<string, string>;
  labels: PinLabels;
}

/**
 * The popup: DOM nodes filled with textContent. A pin's name is data from the sheet or the
 * database and must never be parsed as HTML.
 */
export function popupContent(pin: MapPin, labels: PinLabels): HTMLElement {
  const box = document.createElement('div');
  box.className = 'pin-popup';
  const name = document.createElement('strong');
  name.className = 'pin-popup-name';
  name.textContent = pin.name || labels.untitled;
  box.append(name);
  const kind = document.createElement('span');
  kind.className = 'pin-popup-kind';
  kind.textContent = pin.category ? prettifyCategory(pin.category) : labels.communityEntry;
  box.append(kind);
  return box;
}

function pinIcon(url: string, className: string): L.Icon {
  return L.icon({
    iconUrl: url,
    iconSize: [PIN_ICON_SIZE, PIN_ICON_SIZE],
    iconAnchor: PIN_ICON_ANCHOR,
    popupAnchor: PIN_POPUP_ANCHOR,
    className,
  });
}

/**
 * The pins, clustered where they overlap (leaflet.markercluster). Markers are created once per pin
 * and reused when the category filter changes: only the difference is added or removed.
 */
export function PinClusterLayer({ pins, icons, labels }: PinClusterLayerProps) {
  const map = useMap();
  const groupRef = useRef<L.MarkerClusterGroup | null>(null);
  const markers = useRef(new Map<string, L.Marker>());
  const shown = useRef(new Set<L.Marker>());

  useEffect(() => {
    const group = L.markerClusterGroup({
      // Added in one go (no chunkedLoading): a few thousand pins take a frame or two, and a filter
      // change can never race a half-finished add.
      showCoverageOnHover: false,
      // The icons are 160 px: cluster what would overlap by more than about half an icon.
      maxClusterRadius: 70,
      spiderfyOnMaxZoom: true,
    });
    map.addLayer(group);
    groupRef.current = group;
    const cache = markers.current;
    const visible = shown.current;
    return () => {
      map.removeLayer(group);
      groupRef.current = null;
      cache.clear();
      visible.clear();
    };
  }, [map]);

  useEffect(() => {
    const group = groupRef.current;
    if (!group) return;
    const iconCache = new Map<string, L.Icon>();
    const iconFor = (pin: MapPin) => {
      const url = pin.category === null ? SERVER_PIN_ICON : (icons.get(pin.category) ?? PLACEHOLDER_PIN_ICON);
      const className =
        pin.category === null ? 'map-pin map-pin-server' : `map-pin map-pin-sheet map-pin-cat-${pin.category}`;
      const key = `${url} ${className}`;
      let icon = iconCache.get(key);
      if (!icon) {
        icon = pinIcon(url, className);
        iconCache.set(key, icon);
      }
      return icon;
    };

    const wanted = new Set<L.Marker>();
    for (const pin of pins) {
      let marker = markers.current.get(pin.key);
      if (!marker) {
        // alt and title are set as DOM properties by Leaflet: the name stays text.
        const title = pin.name || labels.untitled;
        marker = L.marker([pin.lat, pin.lng], { icon: iconFor(pin), alt: title, title });
        marker.bindPopup(() => popupContent(pin, labels));
        markers.current.set(pin.key, marker);
      }
      wanted.add(marker);
    }
    const toRemove = [...shown.current].filter((marker) => !wanted.has(marker));
    const toAdd = [...wanted].filter((marker) => !shown.current.has(marker));
    shown.current = wanted;

    if (toRemove.length > 0) group.removeLayers(toRemove);
    if (toAdd.length > 0) group.addLayers(toAdd);

    // Marked on the next frame, once the browser has laid the markers out.
    const container = map.getContainer();
    container.removeAttribute(PINS_DRAWN_ATTRIBUTE);
    const frame = requestAnimationFrame(() => {
      container.setAttribute(PINS_DRAWN_ATTRIBUTE, String(wanted.size));
      if (performance.getEntriesByName(PINS_DRAWN_MARK).length === 0) performance.mark(PINS_DRAWN_MARK);
    });
    return () => cancelAnimationFrame(frame);
  }, [map, pins, icons, labels]);

  return null;
}
