import * as L from 'leaflet';

/**
 * The map's only doors to Leaflet's popups, tooltips and icons, each taking an element: Leaflet
 * reads a string given to any of them as HTML, so text from the sheet or the database must never
 * reach them as one. The types say "element"; web/src/noRawHtml.test.ts lets Leaflet's own calls
 * appear in this file alone.
 */

export function bindTooltipElement(layer: L.Layer, content: HTMLElement, options?: L.TooltipOptions): void {
  layer.bindTooltip(content, options);
}

/** The popup's element is made when it first opens. */
export function bindPopupElement(layer: L.Layer, content: () => HTMLElement, options?: L.PopupOptions): void {
  layer.bindPopup(content, options);
}

export function setPopupElement(popup: L.Popup, content: () => HTMLElement): void {
  popup.setContent(content);
}

/**
 * An icon drawn as `html`. Given to Leaflet as the element's markup, which the browser writes with
 * every text and attribute escaped: each marker then gets its own copy (an element itself would
 * move from marker to marker when an icon is shared).
 */
export function elementIcon(options: Omit<L.DivIconOptions, 'html'> & { html: HTMLElement }): L.DivIcon {
  return L.divIcon({ ...options, html: options.html.outerHTML });
}
