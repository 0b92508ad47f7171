import { Suspense, type ReactNode } from 'react';
import { LoadingMessage } from '../../../components/LoadingMessage';
import { useT } from '../../../lib/i18n/useT';
import { mediaMatches, TOUCH_SCREEN } from '../../../lib/mediaQuery';
import { AdminMap, MapLoadBoundary, type AdminMapProps } from '../../map';

/** A screen used with a finger: the map is tapped, and there is no Escape key to speak of. */
const touchScreen = () => mediaMatches(TOUCH_SCREEN);

/**
 * The map of the entries (Leaflet arrives in its own chunk) and, beside it, the selected entry's
 * form (`children`; a sheet over the page's bottom on a phone, the map still in sight above it), or
 * while none is open, how the map is used. The column is there either way: the map keeps its size.
 */
export function AdminMapPanel({ children, ...map }: AdminMapProps & { children?: ReactNode }) {
  const { t } = useT();
  return (
    <div className="admin-map-layout">
      <div className="admin-map" role="region" aria-label={t('admin.mapRegion')}>
        <p className="place-hint" role="status">
          {map.placing ? t(touchScreen() ? 'admin.placingTouch' : 'admin.placing') : ''}
        </p>
        {/* The fallback holds the map's place: the table below does not jump when Leaflet arrives. */}
        <MapLoadBoundary className="admin-map-canvas">
          <Suspense
            fallback={
              <div className="admin-map-canvas">
                <LoadingMessage text={t('admin.mapLoading')} />
              </div>
            }
          >
            {/* The name of Leaflet's container (a tab stop), from the admin's words this part holds. */}
            <AdminMap {...map} label={t('admin.mapRegion')} />
          </Suspense>
        </MapLoadBoundary>
      </div>
      {children ?? <p className="map-data-hint entry-panel-empty">{t('admin.mapHint')}</p>}
    </div>
  );
}
