import '../attribution.css';
import { TileLayer } from 'react-leaflet';
import { site } from '../../../config/site';
import { DistrictLayer } from './DistrictLayer';
import { MAX_ZOOM } from '../model/mapView';

/** The basemap and the districts of Saint James: what the public map and the admin's map share. */
export function BaseLayers({ onTilesFailed }: { onTilesFailed?: () => void }) {
  return (
    <>
      <TileLayer
        url={site.mapTileUrl}
        attribution={site.mapTileAttribution}
        maxZoom={MAX_ZOOM}
        eventHandlers={onTilesFailed ? { tileerror: onTilesFailed } : undefined}
      />
      <DistrictLayer />
    </>
  );
}
