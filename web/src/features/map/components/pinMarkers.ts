import * as L from 'leaflet';
import { PIN_ICON_ANCHOR, PIN_ICON_SIZE, PIN_POPUP_ANCHOR } from '../model/pinIcons';
import type { MapPin } from '../model/mapPin';
import { clusterSize, pinClassName } from '../model/markerLook';
import { readingOrder } from '../model/readingOrder';
import { bindPopupElement, elementIcon, setPopupElement } from './leafletElements';
import { pinTitle, popupContent, type PinLabels } from './pinPopup';

/**
 * A pin's popup is moved into view clear of the zoom buttons (top left, 44 px wide with their
 * margin), not only of the map's edge; map.css caps its width to what is left of a phone's map.
 */
const POPUP_OPTIONS: L.PopupOptions = { autoPanPaddingTopLeft: [50, 5], autoPanPaddingBottomRight: [5, 5] };

// The markers PinLayer draws: a cluster's bubble, a pin's icon, and how a pin's marker is kept up
// to date from one drawing to the next.

export function clusterIcon(count: number): L.DivIcon {
  const { name, px } = clusterSize(count);
  const box = document.createElement('div');
  const number = document.createElement('span');
  // Plain digits: the accessible name (aria-label) says it in words, in the reader's language.
  number.textContent = String(count);
  box.append(number);
  return elementIcon({ html: box, className: `marker-cluster marker-cluster-${name}`, iconSize: [px, px] });
}

/** Makes each category's icon once (a closed entry's is its own, faded). */
export function pinIconMaker(icons: ReadonlyMap<string, string>) {
  const iconCache = new Map<string, L.Icon>();
  return (pin: MapPin) => {
    const { category, entry } = pin;
    // A closed entry's pin is faded (map.css): its own icon, with the same picture.
    const closed = entry?.closed ?? false;
    const cacheKey = `${closed ? 'closed:' : ''}${category}`;
    let icon = iconCache.get(cacheKey);
    if (!icon) {
      icon = L.icon({
        iconUrl: icons.get(category) ?? '',
        iconSize: [PIN_ICON_SIZE, PIN_ICON_SIZE],
        iconAnchor: PIN_ICON_ANCHOR,
        popupAnchor: PIN_POPUP_ANCHOR,
        className: pinClassName(pin),
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
 * A pin's marker brought up to date in place, so its popup stays open and its focus stays: its
 * picture, its name in the page's language (Leaflet keeps the img when the icon changes, and writes
 * its name only on a new one) and its popup's words. Nothing is touched when nothing changed: a
 * popup that is updated pans the map to show itself whole.
 */
function refreshMarker(marker: L.Marker, pin: MapPin, icon: L.Icon, labels: PinLabels) {
  const before = marker.options.icon?.options;
  if (before?.iconUrl !== icon.options.iconUrl || before?.className !== icon.options.className) marker.setIcon(icon);
  const title = pinTitle(pin, labels);
  Object.assign(marker.options, { alt: title, title });
  const img = marker.getElement();
  if (img instanceof HTMLImageElement && img.title !== title) Object.assign(img, { alt: title, title });
  const made = madeWith.get(marker);
  const popup = marker.getPopup();
  if (popup && (made?.pin !== pin || made.labels !== labels)) setPopupElement(popup, () => popupContent(pin, labels));
  madeWith.set(marker, { pin, labels });
}

/**
 * The markers of a drawing that stay for the next (by key): pins still there with the same name
 * and place, brought up to date (refreshMarker); clusters when `keepClusters`. The rest leave `group`.
 */
export function keepMarkers(
  shown: ReadonlyMap<string, L.Marker>,
  group: L.LayerGroup,
  next: { pins: readonly MapPin[]; iconFor: (pin: MapPin) => L.Icon; labels: PinLabels; keepClusters: boolean },
): Map<string, L.Marker> {
  // Made only when a pin's marker is shown: at a city's zoom there are only clusters, and 10,000 pins.
  let pinsByKey: Map<string, MapPin> | undefined;
  const kept = new Map<string, L.Marker>();
  for (const [key, marker] of shown) {
    const made = madeWith.get(marker);
    const pin = made ? (pinsByKey ??= new Map(next.pins.map((each) => [each.key, each]))).get(key) : undefined;
    if (made && pin && samePin(pin, made.pin)) {
      refreshMarker(marker, pin, next.iconFor(pin), next.labels);
      kept.set(key, marker);
    } else if (!made && next.keepClusters) kept.set(key, marker);
    else group.removeLayer(marker);
  }
  return kept;
}

/** A pin's marker: its picture, its name as the image's alt and title, its popup. */
export function pinMarker(pin: MapPin, icon: L.Icon, labels: PinLabels): L.Marker {
  // alt and title are set as DOM properties by Leaflet: the name stays text.
  const title = pinTitle(pin, labels);
  const marker = L.marker([pin.lat, pin.lng], { icon, alt: title, title });
  bindPopupElement(marker, () => popupContent(pin, labels), POPUP_OPTIONS);
  madeWith.set(marker, { pin, labels });
  return marker;
}

/** Markers whose centres are this close in height are read as one row, left to right (a cluster's size). */
const ROW_PX = 48;

/**
 * Puts the markers' elements in reading order in the page (rows from the top, each from the left),
 * so that Tab goes over the map as the eye does, not in the order they were drawn (a pan adds the
 * markers it brings after those already there). The focused marker stays where it is (an element
 * moved loses the focus): the others are put around it. Nothing moves when the order is right.
 */
export function tabInReadingOrder(map: L.Map, markers: readonly L.Marker[]) {
  const placed = markers.flatMap((marker) => {
    const element = marker.getElement();
    return element ? [{ element, at: map.latLngToContainerPoint(marker.getLatLng()) }] : [];
  });
  const ordered = readingOrder(
    placed.map(({ at }) => at),
    ROW_PX,
  ).map((index) => placed[index].element);
  const inOrder = ordered.every(
    (element, i) => i === 0 || ordered[i - 1].compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING,
  );
  if (inOrder) return;
  const pivot = ordered.find((element) => element === document.activeElement) ?? ordered[0];
  const at = ordered.indexOf(pivot);
  pivot.before(...ordered.slice(0, at));
  pivot.after(...ordered.slice(at + 1));
}
