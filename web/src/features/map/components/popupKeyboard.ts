import type * as L from 'leaflet';
import { useEffect } from 'react';
import { focusIsLost } from '../../../lib/focusIsLost';

const CLOSE_BUTTON = '.leaflet-popup-close-button';

/** Popups named so far: each popup's content box gets an id of its own. */
let popupsNamed = 0;

/**
 * A popup as a dialog that a screen reader reads as the focus comes to it: named by the pin's name,
 * described by its content box (Leaflet keeps that node while the popup is open and puts new words
 * in it).
 */
function asDialog(popup: L.Popup): HTMLElement | null {
  const box = popup.getElement();
  const content = box?.querySelector<HTMLElement>('.leaflet-popup-content');
  if (!box || !content) return null;
  content.id ||= `pin-popup-${++popupsNamed}`;
  box.setAttribute('role', 'dialog');
  box.setAttribute('aria-label', content.querySelector('.pin-popup-name')?.textContent ?? '');
  box.setAttribute('aria-describedby', content.id);
  box.tabIndex = -1;
  return box;
}

/** The element of the marker a popup belongs to (Leaflet keeps that layer as `_source`, with no getter). */
const pinOf = (popup: L.Popup): HTMLElement | undefined =>
  (popup as unknown as { _source?: { getElement?: () => HTMLElement | undefined } })._source?.getElement?.();

/**
 * A pin's popup for a keyboard and a screen reader: opened from its pin while the pin has the focus
 * (Enter on it), the focus goes into it, so it is read out and its close button is the next Tab (it
 * comes after every pin in the page); opened otherwise (the search), the focus stays where it is.
 * Escape closes it wherever the focus is on the map (Leaflet's own Escape works only with the focus
 * on the map's box, not on a pin or in the popup); once it closes, a focus left in it or lost to the
 * page goes back to the pin that opened it (or to the map); its close button is named in the page's
 * language (Leaflet names it 'Close popup').
 */
export function usePopupKeyboard(map: L.Map, closeLabel: string) {
  useEffect(() => {
    const container = map.getContainer();
    let open: L.Popup | null = null;
    let opener: HTMLElement | null = null;
    const onOpen = (event: L.PopupEvent) => {
      open = event.popup;
      // Only the popup's own pin hands the keyboard over: a popup the search opened at the end of
      // a flight leaves the keyboard where the reader has put it meanwhile (another pin, a button).
      const pin = pinOf(event.popup);
      opener = pin && document.activeElement === pin ? pin : null;
      const dialog = asDialog(event.popup);
      if (opener && dialog) dialog.focus({ preventScroll: true });
    };
    const onClose = (event: L.PopupEvent) => {
      if (event.popup !== open) return;
      open = null;
      const lost = focusIsLost() || event.popup.getElement()?.contains(document.activeElement);
      // The pin that opened it, or the map when it was opened from elsewhere (the search) or the pin
      // was drawn again meanwhile: never the page's top.
      if (lost) (opener?.isConnected ? opener : container).focus({ preventScroll: true });
      opener = null;
    };
    const onKeyDown = (event: KeyboardEvent) => {
      // On the map's box itself, Leaflet's keyboard handler closes it.
      if (event.key !== 'Escape' || !open || event.target === container) return;
      event.preventDefault();
      map.closePopup(open);
    };
    map.on('popupopen', onOpen);
    map.on('popupclose', onClose);
    container.addEventListener('keydown', onKeyDown);
    return () => {
      map.off('popupopen', onOpen);
      map.off('popupclose', onClose);
      container.removeEventListener('keydown', onKeyDown);
    };
  }, [map]);

  useEffect(() => {
    const container = map.getContainer();
    const name = () =>
      container.querySelectorAll(CLOSE_BUTTON).forEach((button) => button.setAttribute('aria-label', closeLabel));
    name();
    map.on('popupopen', name);
    return () => {
      map.off('popupopen', name);
    };
  }, [map, closeLabel]);
}
