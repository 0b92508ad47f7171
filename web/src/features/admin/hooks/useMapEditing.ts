import type { MapDataEntry } from '@saint-james/api-contract';
import { useCallback, useMemo, type Dispatch } from 'react';
import type { AdminMapProps, AdminPin } from '../../map';
import { isChanged, rowView, type TableAction, type TableState } from '../model/tableState';

/**
 * The admin map's side of the table: a pin per shown row where it reads now (a typed, valid
 * location moves its pin at once) and the new entry's draft pin; a pin clicked opens its entry's
 * form; in place-on-map mode a click on the map fills the new entry's location; a dragged pin moves
 * its entry (or the new entry's draft).
 */
export function useMapEditing({
  list,
  shown,
  table,
  dispatch,
  selectedId,
  placing,
  open,
  placed,
  moves: { move },
}: {
  list: readonly MapDataEntry[] | undefined;
  shown: readonly MapDataEntry[];
  table: TableState;
  dispatch: Dispatch<TableAction>;
  selectedId: string | null;
  placing: boolean;
  /** Opens an entry's form beside the map (null: the new entry's). */
  open: (id: string | null) => void;
  /** The new entry was placed on the map: place mode ends. */
  placed: () => void;
  /** useMoveUndo's: `move` saves the entry at its new location at once (the notice offers Undo). */
  moves: { move: (entry: MapDataEntry, location: string) => void };
}): AdminMapProps {
  const newDraft = table.add.draft;
  const pins = useMemo((): AdminPin[] => {
    const entries = shown.map((entry) => {
      const { draft, busy } = rowView(table, entry);
      const pin = { id: entry.id, name: entry.name, location: draft.location, type: draft.type };
      // Its row is saving (a move, its undo, its form, a revert) or deleting: the pin holds still.
      return busy !== null ? { ...pin, saving: true } : pin;
    });
    const draftPin = { id: '', name: newDraft.name, location: newDraft.location, type: newDraft.type, draft: true };
    return [...entries, draftPin];
  }, [shown, table, newDraft]);
  const onPlace = useCallback(
    (location: string) => {
      dispatch({ type: 'edit-add', field: 'location', value: location });
      placed();
    },
    [dispatch, placed],
  );
  const onMove = useCallback(
    (id: string, location: string) => {
      if (id === '') {
        dispatch({ type: 'edit-add', field: 'location', value: location });
        return;
      }
      const entry = list?.find((item) => item.id === id);
      if (!entry) return;
      open(id);
      const draft = table.rows[id]?.draft;
      // A row with unsaved changes takes the new place into its draft; otherwise the move is saved
      // at once, with the version loaded (a 409 if another admin saved in between).
      if (draft && isChanged(entry, draft)) dispatch({ type: 'edit', entry, field: 'location', value: location });
      else move(entry, location);
    },
    [list, table.rows, dispatch, open, move],
  );
  const onSelect = useCallback((id: string) => open(id === '' ? null : id), [open]);
  return { pins, selectedId, onSelect, placing, onPlace, onMove };
}
