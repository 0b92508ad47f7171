import './map.css';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useDeferredValue, useEffect, useId, useMemo, useRef, useState } from 'react';
import { localStore } from '../../lib/browserStorage';
import { ApiError } from '../../lib/api';
import { useAuth } from '../../lib/auth/AuthProvider';
import { mapDataQuery, mapSheetQuery } from './api/mapApi';
import { CategoryFilter } from './components/CategoryFilter';
import { LegendSheet } from './components/LegendSheet';
import { MapFrame } from './components/MapFrame';
import { parseViewHash } from './model/mapView';
import { MapSearch } from './components/MapSearch';
import type { PinFocus } from './components/PinLayer';
import { initialSelection, saveSelection, toggleCategory, withNewCategories } from './model/pinSelection';
import { parseServerPins } from './model/serverPins';
import type { MapPin } from './model/mapPin';
import { parseSheetPins } from './model/sheetPins';
import { usePointsToFit } from './hooks/usePointsToFit';
import { usePinCategories } from './hooks/usePinCategories';
import { useBasemapNote } from './hooks/useBasemapNote';
import { usePinIconFallback } from './hooks/usePinIconFallback';
import { useT } from '../../lib/i18n/useT';
import { usePageTitle } from '../../lib/usePageTitle';

/**
 * A failed read of the map's pins is asked again this often until it succeeds: the page says nothing
 * of a failure (docs/product.md), so it must not stay empty once the server is back.
 */
const MAP_RETRY_FAILED_MS = 10_000;
function askAgainWhileFailed(query: { state: { status: string; error: unknown } }): number | false {
  const { status, error } = query.state;
  if (status !== 'error') return false;
  // A refusal, or a site whose spreadsheet is not set up, is no passing outage: asking changes nothing.
  const lasting = error instanceof ApiError && (error.status < 500 || error.code === 'sheets-not-configured');
  return lasting ? false : MAP_RETRY_FAILED_MS;
}

/** Map page fetch failures are silent on the page; the console says what happened. */
function useLogFailure(what: string, error: unknown) {
  useEffect(() => {
    if (error) console.warn(`Map: ${what} could not be loaded (${(error as Error)?.message ?? error}).`);
  }, [what, error]);
}

/**
 * A query's answer and failure as the page renders them: in a background render, which React
 * slices, not in the one task it gives a query's update (decision 32). Together, so that no render
 * sees a failure cleared and its answer not yet there.
 */
function useInBackground<T>(data: T | undefined, failed: boolean) {
  return useDeferredValue(useMemo(() => ({ data, failed }), [data, failed]));
}

/** The sheet's pins ('5. map' tab); null while loading, [] when the sheet cannot be read. */
function useSheetPins(): MapPin[] | null {
  const sheet = useQuery({ ...mapSheetQuery(), refetchInterval: askAgainWhileFailed });
  useLogFailure('the sheet pins', sheet.error);
  // Failed once is failed until an answer comes: TanStack Query clears the error as it asks again,
  // and the page would say 'Loading pins…' again for each try.
  const { data, failed } = useInBackground(sheet.data, sheet.errorUpdateCount > 0);
  return useMemo(() => (data ? parseSheetPins(data.values) : failed ? [] : null), [data, failed]);
}

/** Map-data entries (GET /api/mapdata: with the token for the admin only); null while loading, [] on failure. */
function useServerPins(): MapPin[] | null {
  const { status, user, isAdmin } = useAuth();
  // Wait for auth, so that the admin's answer goes under the account's key.
  const entries = useQuery({
    ...mapDataQuery(isAdmin && user ? user.uid : null),
    enabled: status !== 'loading',
    refetchInterval: askAgainWhileFailed,
  });
  useLogFailure('the map-data pins', entries.error);
  const { data, failed } = useInBackground(entries.data, entries.errorUpdateCount > 0);
  return useMemo(() => (data !== undefined ? parseServerPins(data) : failed ? [] : null), [data, failed]);
}

/** The filter's selection while the categories load (one set: the filter is not drawn again for a new one). */
const NO_SELECTION: ReadonlySet<string> = new Set();

export default function MapPage() {
  const { t } = useT();
  usePageTitle('title.map');
  usePinIconFallback();
  const sheetPins = useSheetPins();
  const serverPins = useServerPins();
  const fitPoints = usePointsToFit(sheetPins);
  const allPins = useMemo(() => [...(sheetPins ?? []), ...(serverPins ?? [])], [sheetPins, serverPins]);
  const { categories, icons, categoryName } = usePinCategories(sheetPins, serverPins);
  const labels = useMemo(
    () => ({
      untitled: t('map.untitled'),
      communityEntry: t('map.communityEntry'),
      closed: t('map.closed'),
      status: (status: string) => t('map.entryStatus', { status }),
      categoryName,
      cluster: (count: number) => t('map.clusterLabel', { count }),
      closePopup: t('map.closePopup'),
    }),
    [t, categoryName],
  );
  // The selection the visitor made here (with the categories known then); until then, the stored
  // one (non-empty), otherwise all. A category that appears later starts checked.
  const [chosen, setChosen] = useState<{ selection: ReadonlySet<string>; known: ReadonlySet<string> } | null>(null);
  const selection = useMemo(() => {
    if (!categories) return null;
    if (chosen) return withNewCategories(chosen.selection, chosen.known, categories);
    return initialSelection(localStore(), categories);
  }, [categories, chosen]);
  const [hashView] = useState(() => parseViewHash(window.location.hash));
  // The tier answer's link (/map?district=…); a view in the hash (a reload) wins over it.
  const [district] = useState(() => (hashView ? null : new URLSearchParams(window.location.search).get('district')));
  const [districtMissing, setDistrictMissing] = useState(false);
  const onDistrictMissing = useCallback(() => setDistrictMissing(true), []);
  const { tilesFailed, onTile } = useBasemapNote();
  const [focus, setFocus] = useState<PinFocus | null>(null);
  const filterHeading = useRef<HTMLHeadingElement>(null);
  const filterId = useId();

  const choose = useCallback(
    (next: ReadonlySet<string>) => {
      saveSelection(localStore(), next, categories ?? []);
      setChosen({ selection: next, known: new Set(categories) });
    },
    [categories],
  );
  const onToggle = useCallback(
    (category: string, checked: boolean) => choose(toggleCategory(selection ?? new Set(), category, checked)),
    [choose, selection],
  );
  const onSetAll = useCallback((checked: boolean) => choose(new Set(checked ? categories : [])), [choose, categories]);
  const onPick = useCallback(
    (pin: MapPin) => {
      // A pin of a hidden category is shown again: the reader asked for it by name.
      if (selection && !selection.has(pin.category)) choose(toggleCategory(selection, pin.category, true));
      setFocus({ pin });
    },
    [choose, selection],
  );

  const visiblePins = useMemo(
    () => allPins.filter((pin) => selection?.has(pin.category) ?? false),
    [allPins, selection],
  );
  const loading = sheetPins === null || selection === null;

  return (
    <section className="panel map-page">
      <h1>{t('map.title')}</h1>
      <p className="map-intro">{t('map.intro')}</p>
      <MapSearch pins={allPins} onPick={onPick} categoryName={categoryName} />
      <a
        className="visually-hidden skip-map"
        href={`#${filterId}`}
        onClick={(event) => {
          // Focus, not the URL's hash: the hash holds the map's view.
          event.preventDefault();
          filterHeading.current?.focus();
        }}
      >
        {t('map.skipMap')}
      </a>
      <LegendSheet
        mapFrame={
          <MapFrame
            hashView={hashView}
            fitPoints={fitPoints}
            visiblePins={loading ? null : visiblePins}
            complete={serverPins !== null}
            icons={icons}
            labels={labels}
            focus={focus}
            onTile={onTile}
            district={districtMissing ? null : district}
            onDistrictMissing={onDistrictMissing}
          />
        }
        underMap={
          <>
            {tilesFailed && <p className="map-note">{t('map.tilesFailed')}</p>}
            {district && districtMissing && (
              <p className="map-note" role="status">
                {t('map.noDistrict', { name: district })}
              </p>
            )}
          </>
        }
      >
        <p className="map-status" role="status" aria-live="polite">
          {loading ? t('map.loadingPins') : t('map.pinCount', { count: visiblePins.length })}
        </p>
        <CategoryFilter
          categories={categories}
          selection={selection ?? NO_SELECTION}
          icons={icons}
          categoryName={categoryName}
          onToggle={onToggle}
          onSetAll={onSetAll}
          headingRef={filterHeading}
          headingId={filterId}
        />
      </LegendSheet>
    </section>
  );
}
