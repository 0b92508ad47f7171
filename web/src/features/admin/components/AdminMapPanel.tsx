import { Suspense } from 'react';
import { LoadingMessage } from '../../../components/LoadingMessage';
import { useT } from '../../../lib/i18n/useT';
import { AdminMap, type AdminMapProps } from '../../map';

/** The map of the entries above the table (Leaflet arrives in its own chunk). */
export function AdminMapPanel(props: AdminMapProps) {
  const { t } = useT();
  return (
    <div className="admin-map" role="region" aria-label={t('admin.mapRegion')}>
      <p className="map-data-hint">{t('admin.mapHint')}</p>
      {/* The fallback holds the map's place: the table below does not jump when Leaflet arrives. */}
      <Suspense
        fallback={
          <div className="admin-map-canvas">
            <LoadingMessage text={t('admin.mapLoading')} />
          </div>
        }
      >
        <AdminMap {...props} />
      </Suspense>
    </div>
  );
}
