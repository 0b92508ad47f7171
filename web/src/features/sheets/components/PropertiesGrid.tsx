import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { memo, useEffect, useLayoutEffect, useMemo, useReducer, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { MessageKey } from '../../../lib/i18n/i18n';
import { useT } from '../../../lib/i18n/useT';
import { headerBottom } from '../../../lib/siteHeader';
import { mediaMatches, PHONE_LAYOUT } from '../../../lib/mediaQuery';
import { observeWindowSize, scrollWindow, sizeWithoutLayout } from '../../../lib/virtualWithoutLayout';
import { COLUMN_IDS, type ColumnId, type PropertyRow, type SortOrder } from '../model/propertyRows';

/**
 * A desktop row's height: fixed (2.25rem, explorerWide.css), so measuring a row finds what was
 * reserved for it. Rows that measured otherwise moved the page as they were first drawn above the
 * view (the library keeps what is in sight in place by scrolling), a few pixels at a time.
 */
const ROW_ESTIMATE_PX = 36;
/**
 * A phone's card (up to 768 px wide, explorerWide.css), measured at 84 px: estimated as rows, the
 * first render drew more than twice the cards the screen holds and measured them all.
 */
const CARD_ESTIMATE_PX = 84;
const showsCards = () => mediaMatches(PHONE_LAYOUT);
/** Rows drawn beyond each edge of the window, so a quick scroll shows rows rather than blank space. */
const OVERSCAN = 5;
/** The window's size before the browser has measured it (and in tests, where nothing is laid out). */
const INITIAL_RECT = { width: 1024, height: 600 };

/** The column names and card labels, in the reader's language (the sheet's own titles are English). */
export const COLUMN_LABEL: Record<ColumnId, MessageKey> = {
  neighborhood: 'explorer.column.neighborhood',
  street: 'explorer.column.street',
  address: 'explorer.column.address',
  size: 'explorer.column.size',
  tier: 'explorer.column.tier',
};

/**
 * The explorer's table: an ARIA table whose body draws only the rows in sight (TanStack Virtual,
 * docs/decisions/0013-the-properties-explorer.md), so 2,367 rows cost a few dozen in the DOM. The
 * page itself scrolls (a window virtualiser, ADR 0028): on a phone a thumb anywhere moves the list.
 * Rows are keyed by property id: a refresh keeps their elements, the scroll position and the focus.
 * Column headers are buttons that sort; the sorted one carries aria-sort. On a phone each row
 * becomes a labelled card with Address and Tier first (explorer.css).
 */
export function PropertiesGrid({
  rows,
  sort,
  onSort,
  labelledBy,
  viewKey,
}: {
  /** The rows of the view (aria-rowcount: a screen reader hears "row 3 of 40" of these). */
  rows: readonly PropertyRow[];
  sort: SortOrder | null;
  onSort: (column: ColumnId) => void;
  labelledBy: string;
  /** Changes when the search, a filter or the sort does: the list then goes back to its top. */
  viewKey: string;
}) {
  const { t } = useT();
  const body = useRef<HTMLDivElement>(null);
  // Where the list's body starts in the page: the virtualiser counts rows from there.
  const [scrollMargin, setScrollMargin] = useState(0);
  useLayoutEffect(() => {
    const measure = () => {
      const top = body.current ? body.current.getBoundingClientRect().top + window.scrollY : 0;
      setScrollMargin((old) => (Math.abs(old - top) < 1 ? old : top));
    };
    // Measured when the ResizeObserver first answers, after the browser's own layout (measured
    // here, as the list mounts, it would force a layout inside React's commit); and again when what
    // is above the list (the count, an error line, a wrapped control) changes its place.
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, []);
  // The virtualizer mutates itself as the page scrolls (React Compiler knows useWindowVirtualizer
  // and skips this component; the site does not run the compiler anyway).
  const [estimate] = useState(() => (showsCards() ? CARD_ESTIMATE_PX : ROW_ESTIMATE_PX));
  // A row's height or the window's size read from a ResizeObserver is drawn in this frame, before
  // the browser paints: the library would render it a task later, after a frame of cards at their
  // estimated height, overlapping or apart. Not while the reader scrolls, when the library renders
  // on its own schedule.
  const [, drawNow] = useReducer((count: number) => count + 1, 0);
  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: () => estimate,
    measureElement: sizeWithoutLayout,
    observeElementRect: observeWindowSize,
    scrollToFn: scrollWindow,
    onChange: (instance, sync) => {
      if (!sync && !instance.isScrolling) flushSync(drawNow);
    },
    getItemKey: (index) => rows[index].key,
    overscan: OVERSCAN,
    initialRect: INITIAL_RECT,
    scrollMargin,
  });

  const firstView = useRef(viewKey);
  useEffect(() => {
    // A new search, filter or sort starts at the list's top (when the reader had scrolled past
    // it); a refresh of the same view stays where it is.
    if (firstView.current === viewKey) return;
    firstView.current = viewKey;
    // Under the site's sticky header, not behind it.
    const head = (body.current?.parentElement?.getBoundingClientRect().top ?? 0) - headerBottom();
    if (head < 0) window.scrollBy(0, head);
  }, [viewKey]);

  const items = virtualizer.getVirtualItems();
  const labels = useMemo(() => COLUMN_IDS.map((id) => t(COLUMN_LABEL[id])), [t]);
  // aria-sort alone is not read out as it changes: the order a column's title gives is said once,
  // in a status; not the order a shared address opened with, nor again in another language.
  const [sortSaid, setSortSaid] = useState('');
  const sortAsked = useRef(false);
  const sortBy = (column: ColumnId) => {
    sortAsked.current = true;
    onSort(column);
  };
  useEffect(() => {
    if (!sortAsked.current) return;
    sortAsked.current = false;
    setSortSaid(
      sort
        ? t('explorer.sorted', { column: t(COLUMN_LABEL[sort.column]), direction: sort.direction })
        : t('explorer.unsorted'),
    );
  }, [sort, t]);
  return (
    <div className="explorer-box" role="region" aria-label={t('sheet.region')}>
      <p className="visually-hidden" role="status">
        {sortSaid}
      </p>
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
            {COLUMN_IDS.map((id) => {
              const direction = sort?.column === id ? sort.direction : undefined;
              return (
                <div key={id} role="columnheader" aria-sort={direction} className={`cell cell-${id}`}>
                  <button type="button" className="explorer-sort" onClick={() => sortBy(id)}>
                    {t(COLUMN_LABEL[id])}
                    <span className="sort-arrow" aria-hidden="true">
                      {direction === 'ascending' ? '▲' : direction === 'descending' ? '▼' : '↕'}
                    </span>
                  </button>
                </div>
              );
            })}
          </div>
        </div>
        <div
          ref={body}
          role="rowgroup"
          className="explorer-body"
          // The virtualizer's total already leaves out the scroll margin (what lies above the list).
          style={{ height: virtualizer.getTotalSize() }}
        >
          {items.map((item) => (
            <PropertyRowView
              key={item.key}
              row={rows[item.index]}
              index={item.index}
              start={item.start - scrollMargin}
              labels={labels}
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
  labels,
  measure,
}: {
  row: PropertyRow;
  index: number;
  start: number;
  /** The card labels, in COLUMN_IDS order. */
  labels: readonly string[];
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
        // On a phone the card names each value (explorer.css: ::before, silent to screen readers,
        // which have the column headers); on a desktop the headers do, and a text cut with an
        // ellipsis shows whole as the cell's title.
        <div
          key={id}
          role="cell"
          className={`cell cell-${id}`}
          data-label={id === 'address' ? undefined : labels[c]}
          title={row.cells[c] || undefined}
        >
          {row.cells[c]}
        </div>
      ))}
    </div>
  );
});
