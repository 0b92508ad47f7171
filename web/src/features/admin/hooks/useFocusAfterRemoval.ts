import { useCallback, useLayoutEffect, useRef, type RefObject } from 'react';
import { focusIsLost } from '../../../lib/focusIsLost';

interface Removing {
  id: string;
  /** Where it was listed, and its neighbours then: the item after it, else the one before. */
  index: number;
  neighbours: string[];
}

/**
 * Keeps the keyboard in a list whose item goes away after its own button was pressed (the trash's
 * Restore): once the item is no longer listed, the focus goes to the button of the item that was
 * after it (or before it, when it was the last), or to `fallback` when the list is empty. Without
 * it the focus falls to the page's top, and Tab starts again there.
 *
 * `ids` are the listed items in order, `list` the <ul> or <ol> whose items hold one button each.
 * Call the returned function with the item's id as its button is pressed. Nothing moves if the
 * focus has gone elsewhere meanwhile (focusIsLost).
 */
export function useFocusAfterRemoval(
  ids: readonly string[] | undefined,
  list: RefObject<HTMLElement | null>,
  fallback: RefObject<HTMLElement | null>,
) {
  const pending = useRef<Removing | null>(null);
  useLayoutEffect(() => {
    const removed = pending.current;
    if (!removed || !ids || ids.includes(removed.id)) return;
    pending.current = null;
    if (!focusIsLost()) return;
    const buttons = list.current?.querySelectorAll<HTMLElement>(':scope > li button') ?? [];
    // Named by id, not place: the list may have changed around it meanwhile (another admin's delete).
    const neighbour = removed.neighbours.find((id) => ids.includes(id));
    const index = neighbour === undefined ? Math.min(removed.index, buttons.length - 1) : ids.indexOf(neighbour);
    (buttons[index] ?? fallback.current)?.focus();
  }, [ids, list, fallback]);
  return useCallback(
    (id: string) => {
      const index = ids?.indexOf(id) ?? -1;
      const neighbours = [ids?.[index + 1], ids?.[index - 1]].filter((each): each is string => each !== undefined);
      pending.current = { id, index: Math.max(index, 0), neighbours };
    },
    [ids],
  );
}
