import 'leaflet/dist/leaflet.css';
import { checkLocation, formatLocation } from '@saint-james/api-contract';
import L from 'leaflet';
import { useEffect, useMemo, useRef } from 'react';
import { MapContainer, Marker, useMap, useMapEvents, ZoomControl } from 'react-leaflet';
import { useT } from '../../lib/i18n/useT';
import { BaseLayers } from './components/BaseLayers';
import { INITIAL_VIEW, MAX_ZOOM, MIN_ZOOM } from './model/mapView';

export interface AdminPin {
  id: string;
  name: string;
  /** 'lat,lng' as the row shows it now (its draft when there is one). */
  location: string;
}

export interface AdminMapProps {
  pins: readonly AdminPin[];
  selectedId: string | null;
  onSelect: (id: string) => void;
  /** A click on the map: where, as the location field takes it. */
  onPlace: (location: string) => void;
  /** A pin dropped somewhere else. */
  onMove: (id: string, location: string) => void;
}

const pinIcon = (selected: boolean) =>
  L.divIcon({
    className: selected ? 'admin-pin admin-pin-selected' : 'admin-pin',
    iconSize: selected ? [30, 30] : [24, 24],
  });
const ICONS = { plain: pinIcon(false), selected: pinIcon(true) };

/** Map clicks fill a location; the first pins known fit the view once. */
function MapEvents({ points, onPlace }: { points: [number, number][]; onPlace: (location: string) => void }) {
  const map = useMap();
  const fitted = useRef(false);
  useMapEvents({ click: (event) => onPlace(formatLocation(event.latlng.lat, event.latlng.lng)) });
  useEffect(() => {
    if (fitted.current || points.length === 0) return;
    fitted.current = true;
    map.fitBounds(L.latLngBounds(points), { padding: [24, 24], maxZoom: 15, animate: false });
  }, [map, points]);
  return null;
}

/**
 * The admin's map (a chunk of its own, with Leaflet): the public map's basemap and districts, a pin
 * per entry with a location. A click on a pin selects its row; a click on the map fills the
 * location of the row being edited (or the new entry); a pin dragged elsewhere moves its entry.
 */
export default function AdminMap({ pins, selectedId, onSelect, onPlace, onMove }: AdminMapProps) {
  const { t } = useT();
  const placed = useMemo(
    () =>
      pins.flatMap((pin) => {
        const place = checkLocation(pin.location);
        return place.ok ? [{ ...pin, position: [place.lat, place.lng] as [number, number] }] : [];
      }),
    [pins],
  );
  const points = useMemo(() => placed.map((pin) => pin.position), [placed]);
  return (
    <MapContainer
      className="admin-map-canvas"
      center={[INITIAL_VIEW.lat, INITIAL_VIEW.lng]}
      zoom={INITIAL_VIEW.zoom}
      minZoom={MIN_ZOOM}
      maxZoom={MAX_ZOOM}
      zoomControl={false}
    >
      <ZoomControl position="topleft" zoomInTitle={t('map.zoomIn')} zoomOutTitle={t('map.zoomOut')} />
      <BaseLayers />
      {placed.map((pin) => (
        <Marker
          key={pin.id}
          position={pin.position}
          draggable
          // The pins are a pointer's shortcut: from the keyboard, the table's rows do all they do
          // (select, type a location), without a tab stop per pin.
          keyboard={false}
          title={pin.name || t('admin.label.unnamed', { id: pin.id })}
          alt={pin.name || t('admin.label.unnamed', { id: pin.id })}
          icon={pin.id === selectedId ? ICONS.selected : ICONS.plain}
          zIndexOffset={pin.id === selectedId ? 1000 : 0}
          eventHandlers={{
            click: () => onSelect(pin.id),
            dragend: (event) => {
              const { lat, lng } = (event.target as L.Marker).getLatLng();
              onMove(pin.id, formatLocation(lat, lng));
            },
          }}
        />
      ))}
      <MapEvents points={points} onPlace={onPlace} />
    </MapContainer>
  );
}
