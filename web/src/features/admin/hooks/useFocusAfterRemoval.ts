import { useCallback, useLayoutEffect, useRef, type RefObject } from 'react';

/**
 * Keeps the keyboard in a list whose item goes away after its own button was pressed (the trash's
 * Restore): once the item is no longer listed, the focus goes to the button now in its place (the
 * next item's, or the last one's), or to `fallback` when the list is empty. Without it the focus
 * falls to the page's top, and Tab starts again there.
 *
 * `ids` are the listed items in order, `list` the <ul> or <ol> whose items hold one button each.
 * Call the returned function with the item's id as its button is pressed. Nothing moves if the
 * focus has gone elsewhere meanwhile.
 */
export function useFocusAfterRemoval(
  ids: readonly string[] | undefined,
  list: RefObject<HTMLElement | null>,
  fallback: RefObject<HTMLElement | null>,
) {
  const pending = useRef<{ id: string; index: number } | null>(null);
  useLayoutEffect(() => {
    const removed = pending.current;
    if (!removed || !ids || ids.includes(removed.id)) return;
    pending.current = null;
    const active = document.activeElement;
    if (active && active !== document.body) return;
    const buttons = list.current?.querySelectorAll<HTMLElement>(':scope > li button') ?? [];
    const next = buttons[Math.min(removed.index, buttons.length - 1)];
    (next ?? fallback.current)?.focus();
  }, [ids, list, fallback]);
  return useCallback(
    (id: string) => {
      pending.current = { id, index: ids?.indexOf(id) ?? 0 };
    },
    [ids],
  );
}
