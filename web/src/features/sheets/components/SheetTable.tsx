import type { ReactNode } from 'react';

/**
 * A spreadsheet tab as a table: a header row of column titles and the body rows the page builds.
 * Scrolls sideways on a phone; the scroll region is focusable so the keyboard can scroll it too.
 */
export function SheetTable(props: {
  regionLabel: string;
  labelledBy: string;
  header: string[];
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className="sheet-scroll" role="region" aria-label={props.regionLabel} tabIndex={0}>
      {/* Spreadsheet content: shown as written, never translated. */}
      <table
        translate="no"
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
  );
}
