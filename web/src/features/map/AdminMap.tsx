import 'leaflet/dist/leaflet.css';
import { formatLocation } from '@saint-james/api-contract';
import * as L from 'leaflet';
import { useEffect, useMemo, useRef } from 'react';
import { useMap, useMapEvents } from 'react-leaflet';
import { useT } from '../../lib/i18n/useT';
import { AdminPins, usePlacedPins, type AdminPin } from './components/AdminPins';
import { BaseLayers, SiteMap } from './components/BaseLayers';
import { useBasemapNote } from './hooks/useBasemapNote';
import { usePinIconFallback } from './hooks/usePinIconFallback';
import { INITIAL_VIEW } from './model/mapView';

export type { AdminPin } from './components/AdminPins';

export interface AdminMapProps {
  pins: readonly AdminPin[];
  selectedId: string | null;
  /** A pin clicked: its entry's id ('' for the new entry's draft pin). */
  onSelect: (id: string) => void;
  /** Place-on-map mode: the next click on the map places the new entry (a crosshair shows it). */
  placing: boolean;
  /** A click on the map in place-on-map mode: where, as the location field takes it. */
  onPlace: (location: string) => void;
  /** A pin dropped somewhere else. */
  onMove: (id: string, location: string) => void;
}

/** A click places the new entry only in place-on-map mode; the first pins known fit the view once. */
function MapEvents({
  points,
  placing,
  onPlace,
}: {
  points: [number, number][];
  placing: boolean;
  onPlace: (location: string) => void;
}) {
  const map = useMap();
  const fitted = useRef(false);
  useMapEvents({
    click: (event) => {
      if (!placing) return;
      // wrap(): a click on a copy of the world beside this one is still a longitude of -180..180.
      const { lat, lng } = event.latlng.wrap();
      onPlace(formatLocation(lat, lng));
    },
  });
  useEffect(() => {
    map.getContainer().classList.toggle('is-placing', placing);
  }, [map, placing]);
  useEffect(() => {
    // The map's box changes with the page's layout (the form beside it, a phone's sheet), not only
    // with the window, which is all Leaflet follows by itself.
    const observer = new ResizeObserver(() => map.invalidateSize({ pan: false }));
    observer.observe(map.getContainer());
    return () => observer.disconnect();
  }, [map]);
  useEffect(() => {
    if (fitted.current || points.length === 0) return;
    fitted.current = true;
    map.fitBounds(L.latLngBounds(points), { padding: [24, 24], maxZoom: 15, animate: false });
  }, [map, points]);
  return null;
}

/**
 * The admin's map (a chunk of its own, with Leaflet): the public map's basemap and districts, a pin
 * per entry with a location, wearing its type's badge, spread where pins would cover one another. A
 * click on a pin selects its entry; in place-on-map mode a click on the map places the new entry;
 * outside that mode a click on the map changes nothing. A pin dragged elsewhere moves its entry.
 */
export default function AdminMap({
  pins,
  selectedId,
  onSelect,
  placing,
  onPlace,
  onMove,
  label,
}: AdminMapProps & { label: string }) {
  const { t } = useT();
  const placed = usePlacedPins(pins);
  const points = useMemo(() => placed.filter((pin) => !pin.draft).map((pin) => pin.position), [placed]);
  const { tilesFailed, onTile } = useBasemapNote();
  usePinIconFallback();
  return (
    <>
      <SiteMap
        className="admin-map-canvas"
        label={label}
        center={[INITIAL_VIEW.lat, INITIAL_VIEW.lng]}
        zoom={INITIAL_VIEW.zoom}
      >
        <BaseLayers onTile={onTile} labelsUnderPins />
        <AdminPins pins={placed} selectedId={selectedId} onSelect={onSelect} onMove={onMove} />
        <MapEvents points={points} placing={placing} onPlace={onPlace} />
      </SiteMap>
      {/* As on the public map: a grey box alone would look broken. */}
      {tilesFailed && <p className="admin-map-note">{t('map.tilesFailed')}</p>}
    </>
  );
}
