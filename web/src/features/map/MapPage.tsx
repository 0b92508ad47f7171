import 'leaflet/dist/leaflet.css';
import 'leaflet.markercluster/dist/MarkerCluster.css';
import 'leaflet.markercluster/dist/MarkerCluster.Default.css';
import './map.css';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { MapContainer, TileLayer, ZoomControl } from 'react-leaflet';
import { site } from '../../config/site';
import * as v from 'valibot';
import { apiFetch } from '../../lib/api';
import { queryClient } from '../../lib/queryClient';
import { sheetQuery } from '../../lib/sheetQuery';
import { useAuth } from '../../lib/auth/AuthProvider';
import { CategoryFilter } from './CategoryFilter';
import { DistrictLayer } from './DistrictLayer';
import { INITIAL_VIEW, MAX_ZOOM, MIN_ZOOM, parseViewHash } from './mapView';
import { MapViewSync } from './MapViewSync';
import { PinClusterLayer } from './PinClusterLayer';
import { initialSelection, saveSelection, toggleCategory } from './pinSelection';
import { parseServerPins } from './serverPins';
import { parseSheetPins, pinCategories, type MapPin } from './sheetPins';
import { usePinIcons } from './usePinIcons';
import { useT } from '../../lib/i18n/useT';
import { usePageTitle } from '../../lib/usePageTitle';

/** localStorage, or null where the browser refuses it (reading it can throw). */
function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** Map page fetch failures are silent on the page; the console says what happened. */
function useLogFailure(what: string, error: unknown) {
  useEffect(() => {
    if (error) console.warn(`Map: ${what} could not be loaded (${(error as Error)?.message ?? error}).`);
  }, [what, error]);
}

// The sheet is the map's critical path: its request starts as soon as this chunk loads, before
// React renders and Leaflet sets up; the page then finds it under way (or done) in the query cache.
void queryClient.prefetchQuery(sheetQuery('map'));

/** The sheet's pins ('5. map' tab); null while loading, [] when the sheet cannot be read. */
function useSheetPins(): MapPin[] | null {
  const { data, error } = useQuery(sheetQuery('map'));
  useLogFailure('the sheet pins', error);
  return useMemo(() => (data ? parseSheetPins(data.values) : error ? [] : null), [data, error]);
}

/** Map-data entries (GET /api/mapdata, with the ID token when signed in); [] until loaded or on failure. */
function useServerPins(): MapPin[] {
  const { status, user, getIdToken } = useAuth();
  const { data, error } = useQuery({
    // Signed in, the answer is the account's own (the admin gets full entries).
    queryKey: user ? ['account', user.uid, 'mapdata'] : ['mapdata', 'public'],
    queryFn: async ({ signal }) => apiFetch('/api/mapdata', v.unknown(), { token: await getIdToken(), signal }),
    // Wait for auth, so a signed-in user's request carries the token.
    enabled: status !== 'loading',
  });
  useLogFailure('the map-data pins', error);
  return useMemo(() => parseServerPins(data), [data]);
}

export default function MapPage() {
  const { t } = useT();
  usePageTitle('title.map');
  const labels = useMemo(() => ({ untitled: t('map.untitled'), communityEntry: t('map.communityEntry') }), [t]);
  const sheetPins = useSheetPins();
  const serverPins = useServerPins();
  const categories = useMemo(() => (sheetPins ? pinCategories(sheetPins) : null), [sheetPins]);
  const icons = usePinIcons(categories);
  // The selection the visitor made here; until then, the stored one (non-empty), otherwise all.
  const [chosen, setChosen] = useState<ReadonlySet<string> | null>(null);
  const startingSelection = useMemo(
    () => (categories ? initialSelection(browserStorage(), categories) : null),
    [categories],
  );
  const selection = chosen ?? startingSelection;
  const [hashView] = useState(() => parseViewHash(window.location.hash));
  const [tilesFailed, setTilesFailed] = useState(false);

  const onToggle = useCallback(
    (category: string, checked: boolean) => {
      const next = toggleCategory(selection ?? new Set(), category, checked);
      saveSelection(browserStorage(), next);
      setChosen(next);
    },
    [selection],
  );

  const visiblePins = useMemo(
    () => [...(sheetPins ?? []).filter((pin) => pin.category !== null && selection?.has(pin.category)), ...serverPins],
    [sheetPins, serverPins, selection],
  );
  const view = hashView ?? INITIAL_VIEW;
  const loading = sheetPins === null || icons === null || selection === null;

  return (
    <section className="panel map-page">
      <h1>{t('map.title')}</h1>
      <div className="map-layout">
        <div className="map-frame" role="region" aria-label={t('map.region')}>
          <MapContainer
            className="map-canvas"
            center={[view.lat, view.lng]}
            zoom={view.zoom}
            minZoom={MIN_ZOOM}
            maxZoom={MAX_ZOOM}
            worldCopyJump
            zoomControl={false}
          >
            <ZoomControl position="topleft" zoomInTitle={t('map.zoomIn')} zoomOutTitle={t('map.zoomOut')} />
            <TileLayer
              url={site.mapTileUrl}
              attribution={site.mapTileAttribution}
              maxZoom={MAX_ZOOM}
              eventHandlers={{ tileerror: () => setTilesFailed(true) }}
            />
            <DistrictLayer />
            {!loading && <PinClusterLayer pins={visiblePins} icons={icons} labels={labels} />}
            <MapViewSync sheetPins={sheetPins} openedOnHashView={hashView !== null} />
          </MapContainer>
        </div>
        <CategoryFilter categories={categories} selection={selection ?? new Set()} onToggle={onToggle} />
      </div>
      <p className="map-status" role="status" aria-live="polite">
        {loading ? t('map.loadingPins') : t('map.pinCount', { count: visiblePins.length })}
      </p>
      {tilesFailed && <p className="map-note">{t('map.tilesFailed')}</p>}
    </section>
  );
}
