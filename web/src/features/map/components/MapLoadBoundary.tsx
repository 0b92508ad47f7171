import './mapLoadFailed.css';
import type { ReactNode } from 'react';
import { LoadBoundary } from '../../../components/LoadBoundary';
import { useT } from '../../../lib/i18n/useT';

/**
 * Around a map whose code (Leaflet) loads on demand: if it cannot load (the network dropped before
 * it arrived), the map's place says so with Retry, and tries again by itself once back online;
 * what is around the map (the admin's table and its unsaved edits, the page's filter) stays. Where
 * the browser keeps the failure for the page's life (lib/heldLoad.ts), only a new page loads the
 * map: it says so, with Reload (the admin's unsaved edits keep their leave warning).
 */
export function MapLoadBoundary({ className, children }: { className: string; children: ReactNode }) {
  return (
    <LoadBoundary
      what="The map"
      fallback={(retry, held) => <MapLoadFailed className={className} retry={retry} held={held} />}
    >
      {children}
    </LoadBoundary>
  );
}

function MapLoadFailed({ className, retry, held }: { className: string; retry: () => void; held: boolean }) {
  const { t } = useT();
  return (
    <div className={`${className} map-load-failed`}>
      <p className="error-message" role="alert">
        {t(held ? 'map.codeHeld' : 'map.codeFailed')}
      </p>
      <button type="button" className="secondary" onClick={held ? () => window.location.reload() : retry}>
        {t(held ? 'pageError.reload' : 'retry')}
      </button>
    </div>
  );
}
