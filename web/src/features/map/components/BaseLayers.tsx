import '../siteMap.css';
import { useEffect, useMemo, type ReactNode } from 'react';
import {
  AttributionControl,
  MapContainer,
  TileLayer,
  useMap,
  ZoomControl,
  type MapContainerProps,
} from 'react-leaflet';
import { site } from '../../../config/site';
import { escapeHtml } from '../../../lib/escapeHtml';
import { useT } from '../../../lib/i18n/useT';
import { prefersReducedMotion } from '../../../lib/reducedMotion';
import { DistrictLayer } from './DistrictLayer';
import { MAX_ZOOM, MIN_ZOOM } from '../model/mapView';

/** The prefix of the map's attribution: a link to Leaflet, titled in the reader's language. */
export const leafletCredit = (title: string) =>
  `<a href="https://leafletjs.com" title="${escapeHtml(title)}" target="_blank" rel="noopener noreferrer">Leaflet</a>`;

/**
 * Leaflet's container takes the keyboard (arrows pan, + and - zoom), so it gets a role and a name
 * (react-leaflet passes no attributes to it): without them a screen reader named the tab stop by
 * every label and credit inside it. A group: not 'application', which would stop a screen reader
 * reading a pin's popup as text, nor a second region of the frame's name (axe: landmark-unique).
 * Tab then goes to the zoom buttons before the markers.
 */
function ContainerName({ label }: { label: string }) {
  const map = useMap();
  useEffect(() => {
    const container = map.getContainer();
    container.setAttribute('role', 'group');
    container.setAttribute('aria-label', label);
    // Leaflet puts its controls after its panes: Tab reached the zoom buttons after every marker.
    // Their corner goes first (positioned on the map's box either way).
    const zoomCorner = container.querySelector(':scope > .leaflet-control-container > .leaflet-top.leaflet-left');
    if (zoomCorner) container.prepend(zoomCorner);
  }, [map, label]);
  return null;
}

/**
 * A Leaflet map as both maps make it: the city's zoom range, the zoom buttons named in the reader's
 * language, no fading for a visitor who asked for less motion. Here, beside the layers both maps
 * draw, so that it travels in their chunk: a module of its own was bundled into the chunk /map
 * opens with, and brought Leaflet before the page's first render (e2e/hosting-http.spec.ts).
 */
export function SiteMap({ children, label, ...options }: MapContainerProps & { children: ReactNode; label: string }) {
  const { t, locale } = useT();
  return (
    <MapContainer
      minZoom={MIN_ZOOM}
      maxZoom={MAX_ZOOM}
      zoomControl={false}
      attributionControl={false}
      // Leaflet fades popups and tiles in and out; not for a visitor who asked for less motion.
      fadeAnimation={!prefersReducedMotion()}
      {...options}
    >
      <ZoomControl position="topleft" zoomInTitle={t('map.zoomIn')} zoomOutTitle={t('map.zoomOut')} />
      {/* Leaflet's own credit, its title in the reader's language (keyed: the control reads its
          prefix once). The catalog's text is escaped: Leaflet writes the prefix as HTML. */}
      <AttributionControl key={locale} prefix={leafletCredit(t('map.leafletTitle'))} />
      <ContainerName label={label} />
      {children}
    </MapContainer>
  );
}

/** The basemap and the districts of Saint James: what the public map and the admin's map share. */
export function BaseLayers({
  onTile,
  onTilesLoaded,
  yours,
  labelsUnderPins,
}: {
  /** A tile loaded (true) or failed (false). */
  onTile?: (loaded: boolean) => void;
  /** The view's tiles have all loaded or failed (Leaflet's 'load'). */
  onTilesLoaded?: () => void;
  /** A linked member's properties per district (the public map); none on the admin's. */
  yours?: ReadonlyMap<string, number> | null;
  /** The admin's map: the districts' names under the pins. */
  labelsUnderPins?: boolean;
}) {
  // Only the handlers given: Leaflet warns of a listener that is not a function.
  const tileEvents = useMemo(
    () => ({
      ...(onTile && { tileload: () => onTile(true), tileerror: () => onTile(false) }),
      ...(onTilesLoaded && { load: onTilesLoaded }),
    }),
    [onTile, onTilesLoaded],
  );
  return (
    <>
      <TileLayer
        url={site.mapTileUrl}
        attribution={site.mapTileAttribution}
        maxZoom={MAX_ZOOM}
        eventHandlers={tileEvents}
      />
      <DistrictLayer yours={yours} labelsUnderPins={labelsUnderPins} />
    </>
  );
}
