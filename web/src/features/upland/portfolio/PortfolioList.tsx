import type { PortfolioProperty } from '@saint-james/api-contract';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useMemo, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useT } from '../../../lib/i18n/useT';
import { districtMapLink } from '../../map';
import { observeBoxSize, scrollBox, sizeWithoutLayout } from '../../../lib/virtualWithoutLayout';
import {
  cityHallUrl,
  gameUrl,
  nextSort,
  sortProperties,
  WINDOW_ABOVE_ROWS,
  type PortfolioColumn,
  type PortfolioSort,
} from './portfolioView';

const ROW_ESTIMATE_PX = 40;
const COLUMNS: PortfolioColumn[] = ['address', 'neighborhood', 'tier'];

/**
 * The member's properties: a table sorted by pressing a column's header. Each address leads to its
 * tier at City Hall (one the sheet lacks says so instead), each neighbourhood to its district on
 * the map. Above 200 rows only the rows in sight are drawn (TanStack Virtual), with spacer rows
 * keeping the scroll bar true.
 */
export function PortfolioList({ properties }: { properties: readonly PortfolioProperty[] }) {
  const { t } = useT();
  const [sort, setSort] = useState<PortfolioSort>({ column: 'address', direction: 'ascending' });
  // aria-sort is not read out as it changes: the order a title gives is said in a status, once.
  const [sortSaid, setSortSaid] = useState('');
  const sortBy = (column: PortfolioColumn) => {
    const next = nextSort(sort, column);
    setSort(next);
    setSortSaid(t('portfolio.sorted', { column: t(`portfolio.column.${column}`), direction: next.direction }));
  };
  const rows = useMemo(() => sortProperties(properties, sort), [properties, sort]);
  const windowed = rows.length > WINDOW_ABOVE_ROWS;
  const box = useRef<HTMLDivElement>(null);
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer mutates itself as the box scrolls
  const virtualizer = useVirtualizer({
    count: windowed ? rows.length : 0,
    getScrollElement: () => box.current,
    estimateSize: () => ROW_ESTIMATE_PX,
    observeElementRect: observeBoxSize,
    measureElement: sizeWithoutLayout,
    scrollToFn: scrollBox,
    overscan: 8,
    initialRect: { width: 800, height: 480 },
  });
  const items = virtualizer.getVirtualItems();
  const shown = windowed ? items.map((item) => item.index) : rows.map((_, i) => i);
  const top = windowed && items.length ? items[0].start : 0;
  const bottom = windowed && items.length ? virtualizer.getTotalSize() - items[items.length - 1].end : 0;

  return (
    <div
      ref={box}
      className={windowed ? 'portfolio-list windowed' : 'portfolio-list'}
      role="region"
      aria-labelledby="portfolio-list-caption"
      tabIndex={0}
    >
      <p className="visually-hidden" role="status">
        {sortSaid}
      </p>
      <table aria-rowcount={rows.length + 1}>
        <caption id="portfolio-list-caption">{t('portfolio.listTitle')}</caption>
        <thead>
          <tr>
            {COLUMNS.map((column) => {
              const direction = sort.column === column ? sort.direction : undefined;
              return (
                <th key={column} scope="col" aria-sort={direction}>
                  <button type="button" className="portfolio-sort" onClick={() => sortBy(column)}>
                    {t(`portfolio.column.${column}`)}
                    <span aria-hidden="true">
                      {/* A no-break space: the arrow never wraps alone onto a line of its own. */}
                      {direction === 'ascending' ? '\u00a0▲' : direction === 'descending' ? '\u00a0▼' : '\u00a0↕'}
                    </span>
                  </button>
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody translate="no">
          {top > 0 && <tr aria-hidden="true" style={{ height: top }} />}
          {shown.map((index) => {
            const property = rows[index];
            return (
              <tr
                key={property.id}
                aria-rowindex={index + 2}
                className="portfolio-row"
                // Measured once drawn: on a phone an address wraps and its row is taller than estimated.
                data-index={index}
                ref={windowed ? virtualizer.measureElement : undefined}
              >
                <td>
                  {/* City Hall finds no tier for an address the sheet lacks: no link to a dead end. */}
                  {property.inSheet === false ? (
                    <>
                      {property.address} <span className="portfolio-unlisted">{t('portfolio.unlisted')}</span>
                    </>
                  ) : (
                    <Link to={cityHallUrl(property)}>{property.address}</Link>
                  )}{' '}
                  <a href={gameUrl(property)} target="_blank" rel="noopener noreferrer" className="portfolio-game">
                    {t('portfolio.inGame')}
                    <span className="visually-hidden"> {t('portfolio.inGameOf', { address: property.address })}</span>
                  </a>
                </td>
                <td>
                  {property.neighborhood && (
                    <Link to={districtMapLink(property.neighborhood)}>{property.neighborhood}</Link>
                  )}
                </td>
                <td>{property.tier ?? t('portfolio.noTier')}</td>
              </tr>
            );
          })}
          {bottom > 0 && <tr aria-hidden="true" style={{ height: bottom }} />}
        </tbody>
      </table>
    </div>
  );
}
