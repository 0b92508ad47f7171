import 'leaflet/dist/leaflet.css';
import { BaseLayers, SiteMap } from './components/BaseLayers';
import { type MapView } from './model/mapView';
import { MapViewSync } from './components/MapViewSync';
import { TouchGestures } from './components/TouchGestures';
import { DistrictFocus } from './components/DistrictFocus';
import { PinLayer, type PinFocus } from './components/PinLayer';
import type { PinLabels } from './components/pinPopup';
import type { MapPin } from './model/mapPin';
import type { MapPoint } from './hooks/usePointsToFit';
import { useEffect, useMemo, useState } from 'react';
import { useMap } from 'react-leaflet';
import { useMyProperties } from '../upland/mine';
import { useT } from '../../lib/i18n/useT';
import { yourDistricts } from './model/districts';

export interface MapCanvasProps {
  view: MapView;
  openedOnOwnView: boolean;
  /** What the first view fits (usePointsToFit), null while not known. */
  fitPoints: readonly MapPoint[] | null;
  /** The pins the filter shows; null until the page knows them. */
  visiblePins: readonly MapPin[] | null;
  complete: boolean;
  icons: ReadonlyMap<string, string>;
  labels: PinLabels;
  focus: PinFocus | null;
  /** A basemap tile loaded (true) or failed (false). */
  onTile: (loaded: boolean) => void;
  /** The district the page was opened on (/map?district=…), shown whole; null for the usual view. */
  district: string | null;
  onDistrictMissing: () => void;
  /** Leaflet's map is made (its container, which takes the keyboard the picture had). */
  onLive: (container: HTMLElement) => void;
  /** Leaflet's map is drawn over the still picture: its tiles are there, or its view moved. */
  onShown: () => void;
}

/**
 * False for the render that makes the map, true from a later task: Leaflet's map, then its layers
 * (the tile grid, the districts, the pins), each in a task of its own rather than one long one.
 */
function useLayersAfterMap(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), 0);
    return () => clearTimeout(timer);
  }, []);
  return ready;
}

/** Tells the frame that Leaflet's map is made, and that it has moved away from the still picture. */
function LiveSignals({ onLive, onShown }: Pick<MapCanvasProps, 'onLive' | 'onShown'>) {
  const map = useMap();
  useEffect(() => onLive(map.getContainer()), [map, onLive]);
  useEffect(() => {
    map.on('movestart zoomstart', onShown);
    return () => {
      map.off('movestart zoomstart', onShown);
    };
  }, [map, onShown]);
  return null;
}

/**
 * Leaflet and everything drawn with it: the basemap, the districts, the pins. A chunk of its own
 * (docs/decisions/0016-map-pins-with-supercluster.md): the page's text, search and filter are on
 * screen before Leaflet has loaded.
 */
export default function MapCanvas({
  view,
  openedOnOwnView,
  fitPoints,
  visiblePins,
  complete,
  icons,
  labels,
  focus,
  onTile,
  district,
  onDistrictMissing,
  onLive,
  onShown,
}: MapCanvasProps) {
  const { t } = useT();
  // A linked member's districts (no request for a visitor).
  const mine = useMyProperties();
  const yours = useMemo(() => (mine ? yourDistricts(mine) : null), [mine]);
  const layers = useLayersAfterMap();
  return (
    <SiteMap
      className="map-canvas"
      label={t('map.region')}
      center={[view.lat, view.lng]}
      zoom={view.zoom}
      worldCopyJump
    >
      <LiveSignals onLive={onLive} onShown={onShown} />
      {layers && <BaseLayers onTile={onTile} onTilesLoaded={onShown} yours={yours} />}
      {layers && visiblePins && (
        <PinLayer pins={visiblePins} complete={complete} icons={icons} labels={labels} focus={focus} />
      )}
      <TouchGestures />
      {/* Before DistrictFocus: its listener must be on the map when a cached districts' file moves it at once. */}
      <MapViewSync
        fitPoints={fitPoints}
        openedOnOwnView={openedOnOwnView || district !== null}
        writeOpeningView={openedOnOwnView && district === null}
      />
      {district && <DistrictFocus name={district} onMissing={onDistrictMissing} />}
    </SiteMap>
  );
}
