import { fieldsOf, type MapDataEntry, type MapDataFields } from '@saint-james/api-contract';
import type { UseMutationResult } from '@tanstack/react-query';
import { useCallback, useState, type Dispatch } from 'react';
import { entryLabel, type TableAction } from '../model/tableState';

/** A failed save is already said by the mutation's onError. */
const ignore = () => {};

type SaveMutation = UseMutationResult<MapDataEntry, Error, { entry: MapDataEntry; fields: MapDataFields }>;

/**
 * A pin dragged to a new place is saved at once; the notice then says "Moved X." with Undo, which
 * puts the previous location back through the same save (with the version just saved: a 409 if
 * another admin changed the entry in between, and the row says so).
 * The notices follow each save's own promise: TanStack Query calls the callbacks given to `mutate`
 * for the latest call only, so a row saved while the move was under way would have lost its Undo.
 * A failure is said by the mutation's own onError (the row's message).
 */
export function useMoveUndo(
  list: readonly MapDataEntry[] | undefined,
  save: SaveMutation,
  dispatch: Dispatch<TableAction>,
) {
  /** The entry last moved, and where it was before. */
  const [moved, setMoved] = useState<{ id: string; from: string } | null>(null);
  const { mutateAsync } = save;

  const move = useCallback(
    (entry: MapDataEntry, location: string) =>
      void mutateAsync({ entry, fields: { ...fieldsOf(entry), location } }).then((saved) => {
        setMoved({ id: saved.id, from: entry.location });
        dispatch({ type: 'notice', text: { key: 'admin.movedUndo', values: { label: entryLabel(saved) } } });
      }, ignore),
    [mutateAsync, dispatch],
  );

  const current = moved && list?.find((entry) => entry.id === moved.id);
  const undo =
    moved && current
      ? {
          busy: save.isPending,
          run: () =>
            void mutateAsync({ entry: current, fields: { ...fieldsOf(current), location: moved.from } }).then(
              (saved) => {
                setMoved(null);
                dispatch({ type: 'notice', text: { key: 'admin.movedBack', values: { label: entryLabel(saved) } } });
              },
              ignore,
            ),
        }
      : null;

  return { move, undo };
}
