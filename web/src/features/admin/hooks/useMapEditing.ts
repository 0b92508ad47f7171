import type { MapDataEntry } from '@saint-james/api-contract';
import { useCallback, useMemo, type Dispatch } from 'react';
import type { AdminMapProps } from '../../map';
import { isChanged, rowView, type TableAction, type TableState } from '../model/tableState';

/**
 * The admin map's side of the table: a pin per shown row where it reads now (a typed, valid
 * location moves its pin at once), a click that fills the selected row's location (or the new
 * entry's), a dragged pin that moves its entry, a pin that selects its row.
 */
export function useMapEditing({
  list,
  shown,
  table,
  dispatch,
  selectedId,
  select,
  move,
}: {
  list: readonly MapDataEntry[] | undefined;
  shown: readonly MapDataEntry[];
  table: TableState;
  dispatch: Dispatch<TableAction>;
  selectedId: string | null;
  select: (id: string | null) => void;
  /** Saves the entry at its new location at once (useMoveUndo: the notice offers Undo). */
  move: (entry: MapDataEntry, location: string) => void;
}): AdminMapProps {
  const pins = useMemo(
    () => shown.map((entry) => ({ id: entry.id, name: entry.name, location: rowView(table, entry).draft.location })),
    [shown, table],
  );
  const onPlace = useCallback(
    (location: string) => {
      const entry = selectedId ? list?.find((item) => item.id === selectedId) : undefined;
      if (entry) dispatch({ type: 'edit', entry, field: 'location', value: location });
      else dispatch({ type: 'edit-add', field: 'location', value: location });
    },
    [list, selectedId, dispatch],
  );
  const onMove = useCallback(
    (id: string, location: string) => {
      const entry = list?.find((item) => item.id === id);
      if (!entry) return;
      select(id);
      const draft = table.rows[id]?.draft;
      // A row with unsaved changes takes the new place into its draft; otherwise the move is saved
      // at once, with the version loaded (a 409 if another admin saved in between).
      if (draft && isChanged(entry, draft)) dispatch({ type: 'edit', entry, field: 'location', value: location });
      else move(entry, location);
    },
    [list, table.rows, dispatch, select, move],
  );
  const onSelect = useCallback(
    (id: string) => {
      select(id);
      document
        .querySelector(`[data-entry-id="${CSS.escape(id)}"]`)
        ?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
    },
    [select],
  );
  return { pins, selectedId, onSelect, onPlace, onMove };
}
