import { useEffect } from 'react';

/**
 * The placeholder's look, written into the page: an icon that failed to load (a line that dropped
 * between two masts, an image host that is down) is drawn as this rather than as the browser's
 * broken image, and the page itself holds it, so it cannot fail too.
 */
export const FAILED_PIN_ICON = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 160"><circle cx="80" cy="80" r="46" fill="#fff"/><circle cx="80" cy="80" r="40" fill="#5b6c8f"/><circle cx="80" cy="80" r="12" fill="#fff"/></svg>',
)}`;

/** The pins' images: Leaflet's markers, the still picture's, the legend's. Not the map's tiles. */
const PIN_IMAGE = 'img.leaflet-marker-icon, img.still-map-marker, img.pin-filter-icon';

function replaceIfPin(image: EventTarget | null) {
  if (image instanceof HTMLImageElement && image.matches(PIN_IMAGE) && image.src !== FAILED_PIN_ICON) {
    image.src = FAILED_PIN_ICON;
  }
}

/**
 * While the calling page is open, a pin icon that fails to load is replaced by FAILED_PIN_ICON.
 * Listened for on the document, in the capture phase (an image's error does not bubble): Leaflet
 * makes its markers' images itself, out of React's sight.
 */
export function usePinIconFallback() {
  useEffect(() => {
    // A handler of this mount's own: two pages using it at once each remove only theirs.
    const onImageError = (event: Event) => replaceIfPin(event.target);
    document.addEventListener('error', onImageError, true);
    return () => document.removeEventListener('error', onImageError, true);
  }, []);
}
