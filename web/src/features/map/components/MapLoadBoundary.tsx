import './mapLoadFailed.css';
import type { ReactNode } from 'react';
import { LoadBoundary } from '../../../components/LoadBoundary';
import { useT } from '../../../lib/i18n/useT';

/**
 * Around a map whose code (Leaflet) loads on demand: if it cannot load (the network dropped before
 * it arrived), the map's place says so with Retry, and tries again by itself once back online;
 * what is around the map (the admin's table and its unsaved edits, the page's filter) stays.
 */
export function MapLoadBoundary({ className, children }: { className: string; children: ReactNode }) {
  return (
    <LoadBoundary what="The map" fallback={(retry) => <MapLoadFailed className={className} retry={retry} />}>
      {children}
    </LoadBoundary>
  );
}

function MapLoadFailed({ className, retry }: { className: string; retry: () => void }) {
  const { t } = useT();
  return (
    <div className={`${className} map-load-failed`}>
      <p className="error-message" role="alert">
        {t('map.codeFailed')}
      </p>
      <button type="button" className="secondary" onClick={retry}>
        {t('retry')}
      </button>
    </div>
  );
}
