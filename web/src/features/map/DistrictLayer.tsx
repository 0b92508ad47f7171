import type { Layer } from 'leaflet';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { GeoJSON, Pane, useMap } from 'react-leaflet';
import {
  DISTRICT_PANE,
  DISTRICT_PANE_Z_INDEX,
  DISTRICTS_URL,
  districtCollection,
  districtLabel,
  districtStyle,
} from './districts';

/** A district's label as a DOM node with textContent: Leaflet would parse a string as HTML. */
function labelDistrict(feature: GeoJSON.Feature, layer: Layer) {
  const name = districtLabel(feature);
  if (!name) return;
  const label = document.createElement('span');
  label.textContent = name;
  layer.bindTooltip(label, {
    permanent: true,
    direction: 'center',
    className: 'district-label',
    pane: DISTRICT_PANE,
  });
}

/** Below this zoom the districts are small on screen: their labels get smaller too (map.css). */
const SMALL_LABELS_BELOW_ZOOM = 14;

/** The coloured, labelled districts of Saint James, in their own pane beneath the pins. */
export function DistrictLayer() {
  const map = useMap();

  useEffect(() => {
    const update = () => map.getContainer().classList.toggle('map-zoomed-out', map.getZoom() < SMALL_LABELS_BELOW_ZOOM);
    update();
    map.on('zoomend', update);
    return () => {
      map.off('zoomend', update);
    };
  }, [map]);

  const { data: districts, error } = useQuery({
    queryKey: ['districts'],
    queryFn: async ({ signal }) => {
      const response = await fetch(DISTRICTS_URL, { signal });
      if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
      const collection = districtCollection(await response.json());
      if (!collection) throw new Error('not a GeoJSON FeatureCollection');
      return collection;
    },
    staleTime: Infinity,
  });

  useEffect(() => {
    // The map works without the overlay: say so in the console only.
    if (error) console.warn(`Map: the district overlay could not be loaded (${error.message}).`);
  }, [error]);

  return (
    <Pane name={DISTRICT_PANE} style={{ zIndex: DISTRICT_PANE_Z_INDEX }}>
      {districts && (
        <GeoJSON data={districts} style={districtStyle} interactive={false} onEachFeature={labelDistrict} />
      )}
    </Pane>
  );
}
