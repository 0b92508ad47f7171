import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useT } from '../../../lib/i18n/useT';

/**
 * Whether the box is wider inside than out (`scrolls`), and whether there is more of it to the right
 * (`more`, false once scrolled to its right end): the cue that the table scrolls sideways shows
 * while there is more to the right.
 */
function useSidewaysScroll() {
  const box = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);
  const [more, setMore] = useState(false);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const check = () => {
      setScrolls(element.clientWidth < element.scrollWidth - 1);
      setMore(element.scrollLeft + element.clientWidth < element.scrollWidth - 1);
    };
    // First checked at the observer's first answer, after the browser's layout: checked as the
    // table mounts, it would force a layout of the page (docs/decisions/0024-a-calibrated-bench.md).
    const observer = new ResizeObserver(check);
    observer.observe(element);
    // The table inside can widen while the box keeps its size (new rows, a font that arrives late).
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    element.addEventListener('scroll', check, { passive: true });
    return () => {
      observer.disconnect();
      element.removeEventListener('scroll', check);
    };
  }, []);
  return { box, scrolls, more };
}

/**
 * A spreadsheet tab as a table: a header row of column titles and the body rows the page builds.
 * Scrolls sideways on a phone, with a cue while columns are hidden to the right (a line above it
 * and a shadow at its right edge); the scroll region is focusable so the keyboard can scroll it.
 */
export function SheetTable(props: {
  regionLabel: string;
  labelledBy: string;
  header: string[];
  className?: string;
  children: ReactNode;
}) {
  const { t } = useT();
  const { box, scrolls, more } = useSidewaysScroll();
  return (
    <>
      {/* Its line kept once scrolled to the end (only unseen): the table does not jump under the finger. */}
      <p className={more ? 'sheet-scroll-cue' : 'sheet-scroll-cue at-end'} hidden={!scrolls}>
        {t('sheet.scrollSideways')} <span aria-hidden="true">→</span>
      </p>
      <div className={more ? 'sheet-frame more-right' : 'sheet-frame'}>
        <div ref={box} className="sheet-scroll" role="region" aria-label={props.regionLabel} tabIndex={0}>
          {/* Spreadsheet content: shown as written (in English), never translated. */}
          <table
            translate="no"
            lang="en"
            className={props.className ? `sheet-table ${props.className}` : 'sheet-table'}
            aria-labelledby={props.labelledBy}
          >
            <thead>
              <tr>
                {props.header.map((cell, i) => (
                  <th key={i} scope="col">
                    {cell}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>{props.children}</tbody>
          </table>
        </div>
      </div>
    </>
  );
}
