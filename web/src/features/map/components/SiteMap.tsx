import type { ReactNode } from 'react';
import { MapContainer, ZoomControl, type MapContainerProps } from 'react-leaflet';
import { useT } from '../../../lib/i18n/useT';
import { prefersReducedMotion } from '../../../lib/reducedMotion';
import { MAX_ZOOM, MIN_ZOOM } from '../model/mapView';

/**
 * A Leaflet map as the site makes it, the public map's and the admin's: the city's zoom range, the
 * zoom buttons named in the reader's language, no fading for a visitor who asked for less motion.
 */
export function SiteMap({ children, ...options }: MapContainerProps & { children: ReactNode }) {
  const { t } = useT();
  return (
    <MapContainer
      minZoom={MIN_ZOOM}
      maxZoom={MAX_ZOOM}
      zoomControl={false}
      // Leaflet fades popups and tiles in and out; not for a visitor who asked for less motion.
      fadeAnimation={!prefersReducedMotion()}
      {...options}
    >
      <ZoomControl position="topleft" zoomInTitle={t('map.zoomIn')} zoomOutTitle={t('map.zoomOut')} />
      {children}
    </MapContainer>
  );
}
