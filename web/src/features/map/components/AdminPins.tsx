import { checkLocation, formatLocation } from '@saint-james/api-contract';
import * as L from 'leaflet';
import { Fragment, useEffect, useMemo, useState } from 'react';
import { Marker, Polyline, useMap } from 'react-leaflet';
import { mediaMatches, TOUCH_SCREEN } from '../../../lib/mediaQuery';
import { useT } from '../../../lib/i18n/useT';
import { entryType, typeBadge } from '../model/entryType';
import { PIN_SPACING, spreadPins, TOUCH_PIN_SPACING } from '../model/pinSpread';
import { PINS_DRAWN_EVENT } from '../model/pinsDrawn';
import { elementIcon } from './leafletElements';

export interface AdminPin {
  /** The entry's id; '' for the new entry's draft. */
  id: string;
  name: string;
  /** 'lat,lng' as the entry's form shows it now (its draft when there is one). */
  location: string;
  /** The entry's type as typed: its pin wears the type's badge. */
  type: string;
  /** The new entry, not saved yet. */
  draft?: boolean;
  /**
   * Its row's save (or delete) is on its way: the pin does not drag until it is done (a second move
   * would go with the version the first replaces, and be refused as another admin's).
   */
  saving?: boolean;
}

export type PlacedPin = AdminPin & { position: [number, number] };

/** The pins whose location reads as one. */
export function usePlacedPins(pins: readonly AdminPin[]): PlacedPin[] {
  return useMemo(
    () =>
      pins.flatMap((pin) => {
        const place = checkLocation(pin.location);
        return place.ok ? [{ ...pin, position: [place.lat, place.lng] as [number, number] }] : [];
      }),
    [pins],
  );
}

const iconCache = new Map<string, L.DivIcon>();
/** The badge: a letter of the type's slug on the type's hue (typeBadge). */
function pinIcon(type: string, selected: boolean, draft: boolean): L.DivIcon {
  const { letter, hue } = typeBadge(entryType(type));
  const key = `${letter}:${hue}:${selected}:${draft}`;
  let icon = iconCache.get(key);
  if (!icon) {
    const classes = ['admin-pin', selected && 'admin-pin-selected', draft && 'admin-pin-draft'];
    const badge = document.createElement('span');
    badge.className = 'admin-pin-badge';
    badge.style.setProperty('--pin-hue', String(hue));
    badge.setAttribute('aria-hidden', 'true');
    badge.textContent = letter;
    icon = elementIcon({
      className: classes.filter(Boolean).join(' '),
      iconSize: selected ? [30, 30] : [24, 24],
      html: badge,
    });
    iconCache.set(key, icon);
  }
  return icon;
}

/** The map's zoom, followed: where pins overlap depends on it. */
function useZoom() {
  const map = useMap();
  const [zoom, setZoom] = useState(() => map.getZoom());
  useEffect(() => {
    const follow = () => setZoom(map.getZoom());
    map.on('zoomend viewreset', follow);
    return () => {
      map.off('zoomend viewreset', follow);
    };
  }, [map]);
  return zoom;
}

/**
 * The entries' pins. Pins that would cover one another at this zoom are drawn spread around their
 * place, each with a thin line to where it really is, so every one can be clicked and dragged; a
 * dragged pin's entry goes where it is dropped.
 */
export function AdminPins({
  pins,
  selectedId,
  onSelect,
  onMove,
}: {
  pins: readonly PlacedPin[];
  selectedId: string | null;
  onSelect: (id: string) => void;
  onMove: (id: string, location: string) => void;
}) {
  const { t } = useT();
  const map = useMap();
  const zoom = useZoom();
  const drawnAt = useMemo(() => {
    const screen = [...pins]
      .sort((a, b) => a.id.localeCompare(b.id))
      .map((pin) => ({ id: pin.id, ...map.project(pin.position, zoom) }));
    // A finger needs the pins farther apart than a mouse does (editor.css gives each a finger's area).
    const spread = spreadPins(screen, mediaMatches(TOUCH_SCREEN) ? TOUCH_PIN_SPACING : PIN_SPACING);
    return new Map(
      [...spread].map(([id, point]) => {
        const { lat, lng } = map.unproject([point.x, point.y], zoom);
        return [id, [lat, lng] as [number, number]];
      }),
    );
  }, [map, pins, zoom]);
  // The districts' names make way for the pins where they are now, and as large as they are (a
  // selected pin is larger): DistrictLayer places them again.
  useEffect(() => {
    const frame = requestAnimationFrame(() => map.fire(PINS_DRAWN_EVENT));
    return () => cancelAnimationFrame(frame);
  }, [map, drawnAt, selectedId]);
  return pins.map((pin) => {
    const at = drawnAt.get(pin.id) ?? pin.position;
    const moved = at[0] !== pin.position[0] || at[1] !== pin.position[1];
    const title = pin.draft ? t('admin.newEntry') : pin.name || t('admin.label.unnamed', { id: pin.id });
    const selected = pin.draft ? selectedId === null : pin.id === selectedId;
    return (
      <Fragment key={pin.draft ? 'draft' : `entry:${pin.id}`}>
        {moved && <Polyline positions={[pin.position, at]} pathOptions={{ className: 'admin-pin-leg', weight: 1 }} />}
        <Marker
          position={at}
          draggable={!pin.saving}
          // The pins are a pointer's shortcut: from the keyboard, the table's rows and the entry's
          // form do all they do (select, type a location), without a tab stop per pin.
          keyboard={false}
          title={title}
          alt={title}
          icon={pinIcon(pin.type, selected, pin.draft ?? false)}
          zIndexOffset={selected ? 1000 : 0}
          eventHandlers={{
            click: () => onSelect(pin.id),
            dragend: (event) => {
              // wrap(): a pin dropped on a copy of the world beside this one is still at -180..180.
              const { lat, lng } = (event.target as L.Marker).getLatLng().wrap();
              onMove(pin.id, formatLocation(lat, lng));
            },
          }}
        />
      </Fragment>
    );
  });
}
