import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { addressIs } from '../../../lib/addressIs';
import { COLUMN_IDS, type ColumnId, type RowFilter, type SortOrder } from './propertyRows';

/**
 * The explorer's view lives in the address (?q=&tier=&neighborhood=&sort=), so a view can be
 * shared and survives a reload. `sort=size` is ascending, `sort=-size` descending. Values the
 * page does not know (a sort column that does not exist) are ignored; defaults are left out.
 */
export interface ExplorerView extends RowFilter {
  sort: SortOrder | null;
  /** Only the signed-in member's own properties (?mine=1; ignored for anyone not linked). */
  mine: boolean;
}

export const EMPTY_VIEW: ExplorerView = { q: '', tier: '', neighborhood: '', sort: null, mine: false };

const isColumn = (value: string): value is ColumnId => (COLUMN_IDS as readonly string[]).includes(value);

export function parseSort(value: string | null): SortOrder | null {
  if (!value) return null;
  const descending = value.startsWith('-');
  const column = descending ? value.slice(1) : value;
  return isColumn(column) ? { column, direction: descending ? 'descending' : 'ascending' } : null;
}

export const sortParam = (sort: SortOrder) => (sort.direction === 'descending' ? `-${sort.column}` : sort.column);

export function parseView(params: URLSearchParams): ExplorerView {
  return {
    q: params.get('q') ?? '',
    tier: params.get('tier') ?? '',
    neighborhood: params.get('neighborhood') ?? '',
    sort: parseSort(params.get('sort')),
    mine: params.get('mine') === '1',
  };
}

/** The view as query parameters, in a fixed order, without the defaults. */
export function viewParams(view: ExplorerView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.q !== '') params.set('q', view.q);
  if (view.tier !== '') params.set('tier', view.tier);
  if (view.neighborhood !== '') params.set('neighborhood', view.neighborhood);
  if (view.sort) params.set('sort', sortParam(view.sort));
  if (view.mine) params.set('mine', '1');
  return params;
}

/** A column header's click: ascending, then descending, then back to the sheet's own order. */
export function nextSort(current: SortOrder | null, column: ColumnId): SortOrder | null {
  if (current?.column !== column) return { column, direction: 'ascending' };
  return current.direction === 'ascending' ? { column, direction: 'descending' } : null;
}

export const isFiltered = (view: ExplorerView) =>
  view.q.trim() !== '' || view.tier !== '' || view.neighborhood !== '' || view.mine;

/** How long the address waits for typing to pause before it takes the new search text. */
export const SEARCH_URL_DELAY_MS = 300;

/**
 * The view, kept in the page and written to the address. The page's own state is what it draws
 * from: React Router applies address changes in a transition (a whole re-render of the route), and
 * doing that on every keystroke would double the cost of one; so the search text reaches the
 * address once typing pauses, the filters and the sort at once. Changes replace the history
 * entry rather than adding one per keystroke: Back leaves the page instead of undoing letters.
 * The view is read from the address when the page opens (SheetPage remounts the explorer on a
 * navigation that is not its own).
 */
export function useExplorerView() {
  const [params, setParams] = useSearchParams();
  const [view, setView] = useState(() => parseView(params));
  const pending = useRef<ReturnType<typeof setTimeout>>(undefined);
  const { pathname } = useLocation();

  // Leaving the page drops a pending write: it must not bring the address back to /sheet. Nor may
  // it while this page is still on screen after a link was followed (addressIs).
  useEffect(() => () => clearTimeout(pending.current), []);

  const change = useCallback(
    (patch: Partial<ExplorerView>) => {
      const next = { ...view, ...patch };
      setView(next);
      const write = () => {
        if (addressIs(pathname)) setParams(viewParams(next), { replace: true, preventScrollReset: true });
      };
      clearTimeout(pending.current);
      const typing = Object.keys(patch).length === 1 && 'q' in patch;
      if (typing) pending.current = setTimeout(write, SEARCH_URL_DELAY_MS);
      else write();
    },
    [view, setParams, pathname],
  );
  return [view, change] as const;
}
