import { useVirtualizer } from '@tanstack/react-virtual';
import { memo, useEffect, useRef } from 'react';
import { useT } from '../../../lib/i18n/useT';
import { COLUMN_IDS, type ColumnId, type PropertyRow, type SortOrder } from '../model/propertyRows';

/** A desktop row's height before it is measured (phones measure taller rows). */
const ROW_ESTIMATE_PX = 36;
/** Rows drawn beyond each edge of the box, so a quick scroll shows rows rather than blank space. */
const OVERSCAN = 5;
/** The box's size before the browser has measured it (and in tests, where nothing is laid out). */
const INITIAL_RECT = { width: 1024, height: 600 };

/**
 * The explorer's table: an ARIA table whose body draws only the rows in sight (TanStack Virtual,
 * docs/decisions/0013-the-properties-explorer.md), so 2,367 rows cost a few dozen in the DOM. Rows
 * are keyed by property id: a refresh keeps their elements, the scroll position and the focus.
 * Column headers are buttons that sort; the sorted one carries aria-sort. On a phone each row
 * becomes a card with Address and Tier first (sheets.css).
 */
export function PropertiesGrid({
  header,
  rows,
  sort,
  onSort,
  labelledBy,
  viewKey,
}: {
  header: readonly string[];
  /** The rows of the view (aria-rowcount: a screen reader hears "row 3 of 40" of these). */
  rows: readonly PropertyRow[];
  sort: SortOrder | null;
  onSort: (column: ColumnId) => void;
  labelledBy: string;
  /** Changes when the search, a filter or the sort does: the box then goes back to the top. */
  viewKey: string;
}) {
  const { t } = useT();
  const box = useRef<HTMLDivElement>(null);
  // The virtualizer mutates itself as the box scrolls, so React Compiler must not memoise this
  // component (it knows, and skips it); the site does not run the compiler anyway. Acknowledged
  // here rather than turned off, so a new use of such an API still has to say so.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => box.current,
    estimateSize: () => ROW_ESTIMATE_PX,
    getItemKey: (index) => rows[index].key,
    overscan: OVERSCAN,
    initialRect: INITIAL_RECT,
    // Rows sit below the sticky header inside the same box.
    scrollPaddingStart: ROW_ESTIMATE_PX,
  });

  const firstView = useRef(viewKey);
  useEffect(() => {
    // A new search, filter or sort starts at the top; a refresh of the same view stays where it is.
    if (firstView.current === viewKey) return;
    firstView.current = viewKey;
    virtualizer.scrollToOffset(0);
  }, [viewKey, virtualizer]);

  const items = virtualizer.getVirtualItems();
  return (
    <div ref={box} className="explorer-box" role="region" aria-label={t('sheet.region')} tabIndex={0}>
      {/* Spreadsheet content: shown as written, never translated. */}
      <div
        role="table"
        className="explorer-table"
        aria-labelledby={labelledBy}
        aria-rowcount={rows.length + 1}
        aria-colcount={COLUMN_IDS.length}
        translate="no"
      >
        <div role="rowgroup" className="explorer-head">
          <div role="row" aria-rowindex={1} className="explorer-row">
            <span className="explorer-sort-label" aria-hidden="true">
              {t('explorer.sortBy')}
            </span>
            {COLUMN_IDS.map((id, c) => {
              const direction = sort?.column === id ? sort.direction : undefined;
              return (
                <div key={id} role="columnheader" aria-sort={direction} className={`cell cell-${id}`}>
                  <button type="button" className="explorer-sort" onClick={() => onSort(id)}>
                    {header[c]}
                    <span className="sort-arrow" aria-hidden="true">
                      {direction === 'ascending' ? '▲' : direction === 'descending' ? '▼' : '↕'}
                    </span>
                  </button>
                </div>
              );
            })}
          </div>
        </div>
        <div role="rowgroup" className="explorer-body" style={{ height: virtualizer.getTotalSize() }}>
          {items.map((item) => (
            <PropertyRowView
              key={item.key}
              row={rows[item.index]}
              index={item.index}
              start={item.start}
              header={header}
              measure={virtualizer.measureElement}
            />
          ))}
        </div>
      </div>
    </div>
  );
}

/**
 * One drawn row. Memoised: while the reader scrolls or types, the rows that stay in the window
 * keep their elements and are not rendered again.
 */
const PropertyRowView = memo(function PropertyRowView({
  row,
  index,
  start,
  header,
  measure,
}: {
  row: PropertyRow;
  index: number;
  start: number;
  header: readonly string[];
  measure: (element: HTMLElement | null) => void;
}) {
  return (
    <div
      ref={measure}
      data-index={index}
      role="row"
      aria-rowindex={index + 2}
      // Striped by position in the view (not in the DOM, whose first row changes as it scrolls).
      className={index % 2 ? 'explorer-row odd' : 'explorer-row'}
      style={{ transform: `translateY(${start}px)` }}
    >
      {COLUMN_IDS.map((id, c) => (
        // On a phone the card names the numbers (sheets.css: ::before, silent to screen readers,
        // which have the column headers); on a desktop the headers do.
        <div
          key={id}
          role="cell"
          className={`cell cell-${id}`}
          data-label={id === 'tier' || id === 'size' ? header[c] : undefined}
        >
          {row.cells[c]}
        </div>
      ))}
    </div>
  );
});
