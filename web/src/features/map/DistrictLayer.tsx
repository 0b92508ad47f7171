import type { Layer } from 'leaflet';
import { useEffect, useState } from 'react';
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
  const [districts, setDistricts] = useState<GeoJSON.FeatureCollection | null>(null);

  useEffect(() => {
    const update = () => map.getContainer().classList.toggle('map-zoomed-out', map.getZoom() < SMALL_LABELS_BELOW_ZOOM);
    update();
    map.on('zoomend', update);
    return () => {
      map.off('zoomend', update);
    };
  }, [map]);

  useEffect(() => {
    const controller = new AbortController();
    fetch(DISTRICTS_URL, { signal: controller.signal })
      .then((response) => {
        if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
        return response.json();
      })
      .then((data: unknown) => {
        const collection = districtCollection(data);
        if (!collection) throw new Error('not a GeoJSON FeatureCollection');
        setDistricts(collection);
      })
      .catch((err: Error) => {
        // The map works without the overlay: say so in the console only.
        if (err.name !== 'AbortError') console.warn(`Map: the district overlay could not be loaded (${err.message}).`);
      });
    return () => controller.abort();
  }, []);

  return (
    <Pane name={DISTRICT_PANE} style={{ zIndex: DISTRICT_PANE_Z_INDEX }}>
      {districts && (
        <GeoJSON data={districts} style={districtStyle} interactive={false} onEachFeature={labelDistrict} />
      )}
    </Pane>
  );
}
