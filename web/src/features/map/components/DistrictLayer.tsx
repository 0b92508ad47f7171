import './districts.css';
import type { GeoJSON as LeafletGeoJSON, Layer, Map as LeafletMap, TooltipEvent } from 'leaflet';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { GeoJSON, Pane, useMap } from 'react-leaflet';
import { districtsQuery } from '../api/mapApi';
import {
  DISTRICT_LABEL_PANE,
  DISTRICT_LABEL_PANE_UNDER_PINS_Z_INDEX,
  DISTRICT_LABEL_PANE_Z_INDEX,
  DISTRICT_PANE,
  DISTRICT_PANE_Z_INDEX,
  districtLabel,
  districtStyle,
  yoursIn,
} from '../model/districts';
import { LABEL_GAP_PX, geometryArea, geometryContains, placeLabels, type LabelBox } from '../model/labelPlacement';
import { PINS_DRAWN_EVENT } from '../model/pinsDrawn';
import { bindTooltipElement } from './leafletElements';
import { useT } from '../../../lib/i18n/useT';

/** Set on a label left out because it would overlap a larger district's label (districts.css). */
const HIDDEN_LABEL_CLASS = 'district-label-hidden';

interface DistrictLabel {
  layer: Layer;
  feature: GeoJSON.Feature;
  /** The member's own districts first, then by area: larger districts keep their label first. */
  priority: number;
}

/** Below this zoom the districts are small on screen: their labels get smaller too (districts.css). */
const SMALL_LABELS_BELOW_ZOOM = 14;

/**
 * The coloured, labelled districts of Saint James, in their own pane beneath the pins. `yours`
 * (a linked member's properties per district): those districts are outlined and their label says
 * how many are theirs ("Holetown · 4 yours").
 */
export function DistrictLayer({
  yours = null,
  labelsUnderPins = false,
}: {
  yours?: ReadonlyMap<string, number> | null;
  /** The admin's map: the names under the pins, not above them, and never on one. */
  labelsUnderPins?: boolean;
}) {
  const map = useMap();
  const { t, locale } = useT();
  const districtsLayer = useRef<LeafletGeoJSON>(null);
  // The districts are drawn again when the member's counts or the language change.
  const drawing = `${locale}|${[...(yours ?? [])].join('|')}`;

  // Labels are bound a district per task: Leaflet measures each permanent label as it opens (a
  // layout each), and all of them at once made one long task on a slow phone. Each opening label
  // places them all again (below), at most once a frame.
  const binding = useRef(new Set<ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const timers = binding.current;
    return () => {
      timers.forEach((timer) => clearTimeout(timer));
      timers.clear();
    };
  }, []);

  /** A district's label as a DOM node with textContent: Leaflet would parse a string as HTML. */
  const labelDistrict = useCallback(
    (feature: GeoJSON.Feature, layer: Layer) => {
      const name = districtLabel(feature);
      if (!name) return;
      const count = yoursIn(yours, name);
      const timer = setTimeout(() => {
        binding.current.delete(timer);
        const label = document.createElement('span');
        label.textContent = count ? t('map.yours', { name, count }) : name;
        bindTooltipElement(layer, label, {
          permanent: true,
          direction: 'center',
          className: 'district-label',
          // Above the pins and clusters (below popups): a name is never hidden under a cluster.
          pane: DISTRICT_LABEL_PANE,
        });
      }, 0);
      binding.current.add(timer);
    },
    [t, yours],
  );

  useEffect(() => {
    const update = () => map.getContainer().classList.toggle('map-zoomed-out', map.getZoom() < SMALL_LABELS_BELOW_ZOOM);
    update();
    map.on('zoomend', update);
    return () => {
      map.off('zoomend', update);
    };
  }, [map]);

  const { data: districts, error } = useQuery(districtsQuery());

  useEffect(() => {
    // The map works without the overlay: say so in the console only.
    if (error) console.warn(`Map: the district overlay could not be loaded (${error.message}).`);
  }, [error]);

  // After every zoom, move and redraw of the pins, each label takes a place clear of the other
  // labels and of the clusters' counts (labelPlacement.ts).
  useEffect(() => {
    if (!districts) return;
    let frame = 0;
    const place = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        placeDistrictLabels(map, districtsLayer.current, labelsUnderPins, yours);
      });
    };
    // A label opens when it is bound to a district already on the map, or when its district is
    // added to the map after it was bound: whichever comes last, after the pins were fitted or not.
    const placeOnOpen = (event: TooltipEvent) => {
      if (event.tooltip.options.pane === DISTRICT_LABEL_PANE) place();
    };
    place();
    map.on(`zoomend moveend resize ${PINS_DRAWN_EVENT}`, place);
    map.on('tooltipopen', placeOnOpen);
    return () => {
      cancelAnimationFrame(frame);
      map.off(`zoomend moveend resize ${PINS_DRAWN_EVENT}`, place);
      map.off('tooltipopen', placeOnOpen);
    };
  }, [map, districts, drawing, labelsUnderPins, yours]);

  return (
    <>
      {/* The labels' pane first: it must exist when the districts bind their labels to it. */}
      <Pane
        name={DISTRICT_LABEL_PANE}
        style={{ zIndex: labelsUnderPins ? DISTRICT_LABEL_PANE_UNDER_PINS_Z_INDEX : DISTRICT_LABEL_PANE_Z_INDEX }}
      />
      <Pane name={DISTRICT_PANE} style={{ zIndex: DISTRICT_PANE_Z_INDEX }}>
        {districts && (
          <GeoJSON
            ref={districtsLayer}
            key={drawing}
            data={districts}
            style={(feature) => districtStyle(feature, yours)}
            interactive={false}
            onEachFeature={labelDistrict}
          />
        )}
      </Pane>
    </>
  );
}

/**
 * Gives each district's label a place clear of the other labels and of the clusters' counts
 * (labelPlacement.ts), or hides it: the member's own districts first, then the larger.
 */
function placeDistrictLabels(
  map: LeafletMap,
  geo: LeafletGeoJSON | null,
  labelsUnderPins: boolean,
  yours: ReadonlyMap<string, number> | null,
) {
  // The labels of the districts on the map now, read off the layer itself: a redraw (the
  // member's counts, the language) makes new ones, and a list kept aside could miss them.
  const labels: DistrictLabel[] = (geo && map.hasLayer(geo) ? geo.getLayers() : []).flatMap((layer) => {
    const { feature } = layer as Layer & { feature?: GeoJSON.Feature };
    if (!layer.getTooltip() || !feature) return [];
    // A linked member's own districts first ('Sandy Lane · 3 yours'), then the larger: an area is
    // a small fraction of a square degree, so 1 more puts them ahead of every other.
    const own = yoursIn(yours, districtLabel(feature)) > 0 ? 1 : 0;
    return [{ layer, feature, priority: own + geometryArea(feature.geometry) }];
  });
  const boxes: LabelBox[] = [];
  const elements = new Map<string, HTMLElement>();
  labels.forEach(({ layer, priority }, i) => {
    const element = layer.getTooltip()?.getElement();
    if (!element?.isConnected) return;
    // Measured while hidden too (visibility keeps the layout), less the shift it has now.
    const { left, top, right, bottom } = element.getBoundingClientRect();
    const dx = parseFloat(element.style.marginLeft) || 0;
    const dy = parseFloat(element.style.marginTop) || 0;
    boxes.push({
      id: String(i),
      left: left - dx,
      top: top - dy,
      right: right - dx,
      bottom: bottom - dy,
      priority,
    });
    elements.set(String(i), element);
  });
  // What a label never covers: on the public map each cluster's count (the number itself, so that
  // a label may still lie over the rim of its bubble); on the admin's map, with the names under
  // the pins, every pin, which the admin clicks and drags; and the map's own controls (zoom,
  // credits), under which a label moved inside the map's edge would otherwise sit.
  const markers = labelsUnderPins ? '.leaflet-marker-icon' : '.marker-cluster span';
  const obstacles = [...map.getContainer().querySelectorAll(`.leaflet-marker-pane ${markers}, .leaflet-control`)].map(
    (el) => {
      const { left, top, right, bottom } = el.getBoundingClientRect();
      return { left, top, right, bottom };
    },
  );
  // The map's own box, a gap inside its edges: a district at the edge keeps its whole name on it.
  const view = map.getContainer().getBoundingClientRect();
  const inside = {
    left: view.left + LABEL_GAP_PX,
    top: view.top + LABEL_GAP_PX,
    right: view.right - LABEL_GAP_PX,
    bottom: view.bottom - LABEL_GAP_PX,
  };
  // A label moved off its centre must not land in another district: read there, it would name the
  // wrong one (a phone's small districts, their labels pushed off the clusters' counts).
  const strays = (id: string, x: number, y: number) => {
    const { lng, lat } = map.containerPointToLatLng([x - view.left, y - view.top]);
    const own = labels[Number(id)]?.feature;
    return labels.some(({ feature }) => feature !== own && geometryContains(feature.geometry, lng, lat));
  };
  const places = placeLabels(boxes, { obstacles, view: inside, strays });
  for (const [id, element] of elements) {
    const shift = places.get(id);
    element.classList.toggle(HIDDEN_LABEL_CLASS, !shift);
    element.style.marginLeft = shift ? `${shift[0]}px` : '';
    element.style.marginTop = shift ? `${shift[1]}px` : '';
  }
}
