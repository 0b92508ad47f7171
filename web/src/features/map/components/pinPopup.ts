import { COMMUNITY_CATEGORY, type MapPin } from '../model/mapPin';

/** The words the layer writes into popups, marker titles and cluster names, in the reader's language. */
export interface PinLabels {
  untitled: string;
  /** An entry without a type: "Community map entry". */
  communityEntry: string;
  /** What a closed entry's popup says. */
  closed: string;
  /** "Status: {status}". */
  status: (status: string) => string;
  /** A category's name: 'Beach Club', 'Community · Shop'. */
  categoryName: (category: string) => string;
  /** A cluster's accessible name: "7 pins, zoom in". */
  cluster: (count: number) => string;
  /** The name of the popup's close button: "Close the popup". */
  closePopup: string;
}

/** A pin's name as its marker and popup say it: "Untitled" (in the reader's language) when it has none. */
export const pinTitle = (pin: MapPin, labels: PinLabels): string => pin.name || labels.untitled;

function line(tag: string, className: string, text: string): HTMLElement {
  const element = document.createElement(tag);
  element.className = className;
  element.textContent = text;
  return element;
}

/**
 * The popup: DOM nodes filled with textContent. A pin's name, and a community entry's description,
 * type and status, are data from the sheet or the database and must never be parsed as HTML.
 */
export function popupContent(pin: MapPin, labels: PinLabels): HTMLElement {
  const box = document.createElement('div');
  box.className = 'pin-popup';
  box.append(line('strong', 'pin-popup-name', pinTitle(pin, labels)));
  const kind = pin.category === COMMUNITY_CATEGORY ? labels.communityEntry : labels.categoryName(pin.category);
  box.append(line('span', 'pin-popup-kind', kind));
  const { entry } = pin;
  if (!entry) return box;
  if (entry.description) box.append(line('p', 'pin-popup-description', entry.description));
  if (entry.closed) box.append(line('p', 'pin-popup-status pin-popup-closed', labels.closed));
  else if (entry.status) box.append(line('p', 'pin-popup-status', labels.status(entry.status)));
  return box;
}
