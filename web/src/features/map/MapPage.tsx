import 'leaflet/dist/leaflet.css';
import 'leaflet.markercluster/dist/MarkerCluster.css';
import 'leaflet.markercluster/dist/MarkerCluster.Default.css';
import './map.css';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { MapContainer, TileLayer } from 'react-leaflet';
import { site } from '../../config/site';
import { apiFetch } from '../../lib/api';
import { useAuth } from '../auth/AuthProvider';
import { CategoryFilter } from './CategoryFilter';
import { DistrictLayer } from './DistrictLayer';
import { INITIAL_VIEW, MAX_ZOOM, MIN_ZOOM, parseViewHash } from './mapView';
import { MapViewSync } from './MapViewSync';
import { PinClusterLayer } from './PinClusterLayer';
import { initialSelection, saveSelection, toggleCategory } from './pinSelection';
import { parseServerPins } from './serverPins';
import { parseSheetPins, pinCategories, type MapPin } from './sheetPins';
import { usePinIcons } from './usePinIcons';

/** localStorage, or null where the browser refuses it (reading it can throw). */
function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** Map page fetch failures are silent on the page (spec §8); the console says what happened. */
function logFailure(what: string, err: unknown) {
  if ((err as Error)?.name === 'AbortError') return;
  console.warn(`Map: ${what} could not be loaded (${(err as Error)?.message ?? err}).`);
}

const fetchSheet = () => apiFetch<{ values?: unknown }>('/api/sheets/map');

// The sheet is the map's critical path: its request starts as soon as this chunk loads, before
// React renders and Leaflet sets up; the first mount takes it, later visits fetch afresh.
let earlySheetRequest: ReturnType<typeof fetchSheet> | null = fetchSheet();
earlySheetRequest.catch(() => {}); // handled by the page that takes it

function takeSheetRequest() {
  const request = earlySheetRequest ?? fetchSheet();
  earlySheetRequest = null;
  return request;
}

/** The sheet's pins ('5. map' tab through GET /api/sheets/map); null while loading. */
function useSheetPins(): MapPin[] | null {
  const [pins, setPins] = useState<MapPin[] | null>(null);
  useEffect(() => {
    let current = true;
    takeSheetRequest()
      .then((data) => current && setPins(parseSheetPins(data?.values)))
      .catch((err) => {
        logFailure('the sheet pins', err);
        if (current) setPins([]);
      });
    return () => {
      current = false;
    };
  }, []);
  return pins;
}

/** Map-data entries (GET /api/mapdata, with the ID token when signed in); [] until loaded or on failure. */
function useServerPins(): MapPin[] {
  const { status, getIdToken } = useAuth();
  const [pins, setPins] = useState<MapPin[]>([]);
  useEffect(() => {
    if (status === 'loading') return; // wait, so a signed-in user's request carries the token
    const controller = new AbortController();
    getIdToken()
      .then((token) => apiFetch<unknown>('/api/mapdata', { token, signal: controller.signal }))
      .then((data) => setPins(parseServerPins(data)))
      .catch((err) => logFailure('the map-data pins', err));
    return () => controller.abort();
  }, [status, getIdToken]);
  return pins;
}

export default function MapPage() {
  const sheetPins = useSheetPins();
  const serverPins = useServerPins();
  const categories = useMemo(() => (sheetPins ? pinCategories(sheetPins) : null), [sheetPins]);
  const icons = usePinIcons(categories);
  const [selection, setSelection] = useState<ReadonlySet<string> | null>(null);
  const [hashView] = useState(() => parseViewHash(window.location.hash));
  const [tilesFailed, setTilesFailed] = useState(false);

  // The selection starts once the categories are known: stored and non-empty, otherwise all.
  useEffect(() => {
    if (categories && selection === null) setSelection(initialSelection(browserStorage(), categories));
  }, [categories, selection]);

  const onToggle = useCallback((category: string, checked: boolean) => {
    setSelection((current) => {
      const next = toggleCategory(current ?? new Set(), category, checked);
      saveSelection(browserStorage(), next);
      return next;
    });
  }, []);

  const visiblePins = useMemo(
    () => [
      ...(sheetPins ?? []).filter((pin) => pin.category !== null && selection?.has(pin.category)),
      ...serverPins,
    ],
    [sheetPins, serverPins, selection],
  );
  const view = hashView ?? INITIAL_VIEW;
  const loading = sheetPins === null || icons === null || selection === null;

  return (
    <section className="panel map-page">
      <h1>Map</h1>
      <div className="map-layout">
        <div className="map-frame" role="region" aria-label="Map of Saint James">
          <MapContainer
            className="map-canvas"
            center={[view.lat, view.lng]}
            zoom={view.zoom}
            minZoom={MIN_ZOOM}
            maxZoom={MAX_ZOOM}
            worldCopyJump
          >
            <TileLayer
              url={site.mapTileUrl}
              attribution={site.mapTileAttribution}
              maxZoom={MAX_ZOOM}
              eventHandlers={{ tileerror: () => setTilesFailed(true) }}
            />
            <DistrictLayer />
            {!loading && <PinClusterLayer pins={visiblePins} icons={icons} />}
            <MapViewSync sheetPins={sheetPins} openedOnHashView={hashView !== null} />
          </MapContainer>
        </div>
        <CategoryFilter categories={categories} selection={selection ?? new Set()} onToggle={onToggle} />
      </div>
      <p className="map-status" role="status" aria-live="polite">
        {loading ? 'Loading pins...' : visiblePins.length === 1 ? '1 pin on the map' : `${visiblePins.length} pins on the map`}
      </p>
      {tilesFailed && (
        <p className="map-note">The background map could not be loaded; the pins and districts still work.</p>
      )}
    </section>
  );
}
