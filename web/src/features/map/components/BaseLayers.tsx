import '../attribution.css';
import { TileLayer } from 'react-leaflet';
import { site } from '../../../config/site';
import { DistrictLayer } from './DistrictLayer';
import { MAX_ZOOM } from '../model/mapView';

/** The basemap and the districts of Saint James: what the public map and the admin's map share. */
export function BaseLayers({
  onTilesFailed,
  yours,
  labelsUnderPins,
}: {
  onTilesFailed?: () => void;
  /** A linked member's properties per district (the public map); none on the admin's. */
  yours?: ReadonlyMap<string, number> | null;
  /** The admin's map: the districts' names under the pins. */
  labelsUnderPins?: boolean;
}) {
  return (
    <>
      <TileLayer
        url={site.mapTileUrl}
        attribution={site.mapTileAttribution}
        maxZoom={MAX_ZOOM}
        eventHandlers={onTilesFailed ? { tileerror: onTilesFailed } : undefined}
      />
      <DistrictLayer yours={yours} labelsUnderPins={labelsUnderPins} />
    </>
  );
}
