import { useId, useMemo, useRef, useState } from 'react';
import { useT } from '../../../lib/i18n/useT';
import { EMPTY_VIEW, isFiltered, nextSort, useExplorerView } from '../model/explorerView';
import { PropertiesGrid } from './PropertiesGrid';
import { downloadText } from '../../../lib/download';
import { propertiesCsv } from '../model/propertiesCsv';
import { filterRows, isMine, sortRows, type PropertiesData, type TextOrder } from '../model/propertyRows';
import { ExplorerCount } from './ExplorerCount';
import { MineChip } from './MineChip';
import { BackToSearch } from './BackToSearch';
import { Button } from '../../../components/Button';

/** The file a CSV download is saved as. */
export const CSV_FILE_NAME = 'saint-james-properties.csv';

/**
 * /sheet's explorer: search, tier and neighbourhood filters, the count, a CSV of what is shown,
 * and the windowed table. The view lives in the address (explorerView.ts). Sorting happens when
 * the sort or the data change; a keystroke only filters the sorted rows (one pass over 2,367).
 */
export function PropertiesExplorer({
  data,
  textOrder,
  labelledBy,
  mine,
}: {
  data: PropertiesData;
  textOrder: TextOrder;
  labelledBy: string;
  /** The signed-in member's own addresses (addressKey); null for anyone not linked. */
  mine: ReadonlySet<string> | null;
}) {
  const { t } = useT();
  const ids = useId();
  const [view, change] = useExplorerView();
  const sorted = useMemo(() => sortRows(data, view.sort, textOrder), [data, view.sort, textOrder]);
  const { q, tier, neighborhood } = view;
  const only = view.mine ? mine : null;
  const rows = useMemo(
    () => filterRows(sorted, { q, tier, neighborhood }, only),
    [sorted, q, tier, neighborhood, only],
  );
  const mineCount = useMemo(() => (mine ? data.rows.filter((row) => isMine(row, mine)).length : 0), [data, mine]);
  const [downloadFailed, setDownloadFailed] = useState(false);
  const [preparing, setPreparing] = useState(false);
  const controlsRef = useRef<HTMLDivElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);

  // A value from a shared address that this data lacks stays selectable (and shows no rows).
  const tiers = tier === '' || data.tiers.includes(tier) ? data.tiers : [...data.tiers, tier];
  const neighborhoods =
    neighborhood === '' || data.neighborhoods.includes(neighborhood)
      ? data.neighborhoods
      : [...data.neighborhoods, neighborhood];

  const download = async () => {
    setPreparing(true);
    setDownloadFailed(false);
    try {
      downloadText(await propertiesCsv(data.header, rows), CSV_FILE_NAME);
    } catch (error) {
      // Papa Parse is loaded on the first download: offline, that load fails.
      console.error('Could not prepare the CSV:', error);
      setDownloadFailed(true);
    } finally {
      setPreparing(false);
    }
  };

  const viewKey = JSON.stringify([q, tier, neighborhood, view.sort, !!only]);
  return (
    <>
      <div ref={controlsRef} role="search" className="explorer-controls" aria-label={t('explorer.controls')}>
        <div className="explorer-field explorer-search">
          <label htmlFor={`${ids}-q`}>{t('explorer.search')}</label>
          <input
            ref={searchRef}
            id={`${ids}-q`}
            type="search"
            autoComplete="off"
            spellCheck={false}
            placeholder={t('explorer.searchPlaceholder')}
            value={q}
            onChange={(e) => change({ q: e.target.value })}
          />
        </div>
        <div className="explorer-field">
          <label htmlFor={`${ids}-tier`}>{t('explorer.tier')}</label>
          <select id={`${ids}-tier`} value={tier} onChange={(e) => change({ tier: e.target.value })}>
            <option value="">{t('explorer.allTiers')}</option>
            {tiers.map((value) => (
              <option key={value} value={value}>
                {t('explorer.tierOption', { tier: value })}
              </option>
            ))}
          </select>
        </div>
        <div className="explorer-field">
          <label htmlFor={`${ids}-neighborhood`}>{t('explorer.neighborhood')}</label>
          <select
            id={`${ids}-neighborhood`}
            value={neighborhood}
            translate="no"
            onChange={(e) => change({ neighborhood: e.target.value })}
          >
            <option value="" translate="yes">
              {t('explorer.allNeighborhoods')}
            </option>
            {neighborhoods.map((value) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
          </select>
        </div>
      </div>

      <div className="explorer-summary">
        <ExplorerCount shown={rows.length} total={data.rows.length} />
        {mine && <MineChip count={mineCount} on={view.mine} onToggle={() => change({ mine: !view.mine })} />}
        {isFiltered(view) && (
          <button
            type="button"
            className="secondary"
            onClick={() => {
              change({ ...EMPTY_VIEW, sort: view.sort });
              // The button goes with the filters: the keyboard goes to the search, not the page's top.
              searchRef.current?.focus();
            }}
          >
            {t('explorer.clear')}
          </button>
        )}
        <Button
          type="button"
          className="secondary"
          onClick={() => void download()}
          unavailable={preparing || rows.length === 0}
        >
          {t('explorer.download')}
        </Button>
      </div>
      {downloadFailed && (
        <p className="error-message" role="alert">
          {t('explorer.downloadFailed')}
        </p>
      )}

      <PropertiesGrid
        rows={rows}
        sort={view.sort}
        onSort={(column) => change({ sort: nextSort(view.sort, column) })}
        labelledBy={labelledBy}
        viewKey={viewKey}
      />
      {rows.length === 0 && <p className="explorer-empty">{t('explorer.noMatch')}</p>}
      <BackToSearch controls={controlsRef} search={searchRef} />
    </>
  );
}
